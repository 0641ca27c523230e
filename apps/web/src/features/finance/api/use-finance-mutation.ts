import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reloadAfterWrite } from '@/lib/reload-after-write';
import { financeKeys } from './query-keys';

export type Saved = { message?: string } | undefined;

/** A payment or expense change; every finance figure, list and receipt reloads after it. */
export function useFinanceMutation<V, R extends Saved = Saved>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => reloadAfterWrite(queryClient, [financeKeys.all]),
  });
}
