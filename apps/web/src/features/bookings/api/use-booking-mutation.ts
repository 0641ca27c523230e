import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

export type Changed = { message?: string } | undefined;

/** A booking change; the booking lists, free times, dashboard figures and service booking counts reload. */
export function useBookingMutation<V>(mutationFn: (variables: V) => Promise<Changed>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.metrics }),
        queryClient.invalidateQueries({ queryKey: queryKeys.services }),
      ]),
  });
}
