import type { BookingView } from '@autospa/contract';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ListPage } from '@/lib/read-list';
import { allBookingsQueryOptions } from '../api/get-all-bookings';
import { todayBookingsQueryOptions } from '../api/get-today-bookings';
import type { BookingListParams } from '../api/list-params';

export type BookingScope = 'all' | 'today';

/** The staff lists: every day (get-allbookings) or today (get-today-bookings, which has no date range). */
export function useScopedBookings(scope: BookingScope, params: BookingListParams): UseQueryResult<ListPage<BookingView>> {
  const { from: _from, to: _to, ...todayParams } = params;
  const options = scope === 'all' ? allBookingsQueryOptions(params) : todayBookingsQueryOptions(todayParams);
  return useQuery(options);
}
