import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { reloadAfterWrite } from '@/lib/reload-after-write';

export type Saved = { message?: string } | undefined;

/** A catalog change; every catalog list, the booking dropdowns and the booking lists (names) reload after it. */
export function useCatalogMutation<V>(mutationFn: (variables: V) => Promise<Saved>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => reloadAfterWrite(queryClient, [queryKeys.catalog, queryKeys.bookings]),
  });
}
