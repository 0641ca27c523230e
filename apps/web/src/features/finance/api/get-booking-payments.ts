import { api, type BookingPaymentsResponse } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { financeKeys } from './query-keys';

// GET /tor/get-payments?bookingId= : a booking's payments, oldest first, with what is still due.
export async function getBookingPayments(bookingId: string): Promise<BookingPaymentsResponse> {
  return (await apiRequest<BookingPaymentsResponse>(api.getPayments, { query: { bookingId } })).data;
}

export const bookingPaymentsQueryOptions = (bookingId: string) =>
  queryOptions({ queryKey: financeKeys.bookingPayments(bookingId), queryFn: () => getBookingPayments(bookingId) });

export const useBookingPayments = (bookingId: string) => useQuery(bookingPaymentsQueryOptions(bookingId));
