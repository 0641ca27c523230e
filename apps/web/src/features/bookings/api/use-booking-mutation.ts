import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { reloadAfterWrite } from '@/lib/reload-after-write';

export type Changed = { message?: string } | undefined;

/** A booking change; the booking lists, free times, dashboard figures and service booking counts reload. */
export function useBookingMutation<V>(mutationFn: (variables: V) => Promise<Changed>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => reloadAfterWrite(queryClient, [queryKeys.bookings, queryKeys.metrics, queryKeys.services]),
  });
}
