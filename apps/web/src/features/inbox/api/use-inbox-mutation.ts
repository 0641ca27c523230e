import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reloadAfterWrite } from '@/lib/reload-after-write';
import { inboxKeys } from './inbox-keys';

export type Saved = { message?: string } | undefined;

/** A change to the inbox; every list and every tab count reloads after it (reads begun meanwhile are dropped). */
export function useInboxMutation<V>(mutationFn: (variables: V) => Promise<Saved>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: () => queryClient.cancelQueries({ queryKey: inboxKeys.all }),
    onSettled: () => reloadAfterWrite(queryClient, [inboxKeys.all]),
  });
}
