import { api, type BookingLinkView } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// A reminder's one-tap link (/b/<token>): no session, the token is the key. Reading it changes nothing.
export async function getBookingLink(token: string): Promise<BookingLinkView> {
  return (await apiRequest<BookingLinkView>(api.getBookingLink, { auth: false, query: { token } })).data;
}

export const bookingLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['booking-link', token] as const,
    queryFn: () => getBookingLink(token),
    enabled: token !== '',
    // A refused link stays refused: no retries, no refetch on focus (the page shows the answer of an action).
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useBookingLink = (token: string) => useQuery(bookingLinkQuery(token));
