import { api, MAX_LIST_LIMIT, messages, type BookingView } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { readList } from '@/lib/read-list';

const readPage = (from: string, to: string, page: number) =>
  readList<BookingView>(api.getAllBookings, messages.catalog.invalidDataFormat, { from, to, page, limit: MAX_LIST_LIMIT });

/**
 * GET /tor/get-allbookings?from&to, every page: a busy day holds more bookings than one page (at most 100). The
 * first two pages are asked side by side (a day of 200 bookings in one round trip), the rest once the total is
 * known; a booking seen twice (the list moved meanwhile) counts once.
 */
export async function getBookingsBetween(from: string, to: string): Promise<BookingView[]> {
  const [first, second] = await Promise.all([readPage(from, to, 1), readPage(from, to, 2)]);
  const pages = Math.ceil(first.total / MAX_LIST_LIMIT);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 2) }, (_, i) => readPage(from, to, i + 3)));
  const byId = new Map<string, BookingView>();
  for (const list of [first, second, ...rest]) for (const b of list.data) byId.set(b._id, b);
  return [...byId.values()];
}

export const bookingsBetweenQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: [...queryKeys.bookings, 'between', from, to], queryFn: () => getBookingsBetween(from, to) });

export const useBookingsBetween = (from: string, to: string) => useQuery(bookingsBetweenQueryOptions(from, to));
