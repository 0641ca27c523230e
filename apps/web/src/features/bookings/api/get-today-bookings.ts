import { api, messages, type BookingView } from '@autospa/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { readList, type ListPage } from '@/lib/read-list';
import type { BookingListParams } from './list-params';

// GET /tor/get-today-bookings (Admin, Employee): the business day's bookings in the order the cars come in.
export const getTodayBookings = (params: Omit<BookingListParams, 'from' | 'to'>): Promise<ListPage<BookingView>> =>
  readList<BookingView>(api.getTodayBookings, messages.catalog.invalidDataFormat, params);

export const todayBookingsQueryOptions = (params: Omit<BookingListParams, 'from' | 'to'>) =>
  queryOptions({
    queryKey: queryKeys.bookingList('today', params),
    queryFn: () => getTodayBookings(params),
    placeholderData: keepPreviousData,
  });
