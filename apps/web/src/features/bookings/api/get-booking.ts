import { api, type BookingView } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// GET /tor/get-booking?id= (the booking's customer, or staff): one booking for the confirmation screen.
export async function getBooking(id: string): Promise<BookingView> {
  return (await apiRequest<{ booking: BookingView }>(api.getBooking, { query: { id } })).data.booking;
}

export const useBooking = (id: string) =>
  useQuery(queryOptions({ queryKey: [...queryKeys.bookings, 'one', id], queryFn: () => getBooking(id), enabled: id !== '' }));
