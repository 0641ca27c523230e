import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxKeys } from './inbox-keys';

export type Saved = { message?: string } | undefined;

/**
 * A change to the inbox; every list and every tab count reloads after it.
 * Reads already on their way are cancelled first: a list's first fetch (a new search, say) that started
 * before the change would otherwise be reused by the reload and show the old state.
 */
export function useInboxMutation<V>(mutationFn: (variables: V) => Promise<Saved>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: () => queryClient.cancelQueries({ queryKey: inboxKeys.all }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
