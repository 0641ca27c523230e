import { api, type BookingView } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { RescheduleVariables } from './reschedule-booking';
import type { Changed } from './use-booking-mutation';

// A guest's booking by the token of its manage link (no account, no session: the token is the key).
const asGuest = { auth: false } as const;

export async function getManagedBooking(token: string): Promise<BookingView> {
  return (await apiRequest<{ booking: BookingView }>(api.getManagedBooking, { ...asGuest, query: { token } })).data.booking;
}

export const useManagedBooking = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: [...queryKeys.bookings, 'managed', token],
      queryFn: () => getManagedBooking(token),
      enabled: token !== '',
      retry: false,
    }),
  );

/** POST /tor/manage-reschedule-booking?token= {date, time}: the dialog's `send` for a guest. */
export const rescheduleManaged =
  (token: string) =>
  async ({ body }: RescheduleVariables): Promise<Changed> =>
    (await apiRequest<Changed>(api.manageRescheduleBooking, { ...asGuest, method: 'POST', query: { token }, body })).data;

/** POST /tor/manage-cancel-booking?token=. */
export const cancelManaged = (token: string) => async (): Promise<Changed> =>
  (await apiRequest<Changed>(api.manageCancelBooking, { ...asGuest, method: 'POST', query: { token } })).data;
