import { api, messages, type BookingView } from '@autospa/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { readList, type ListPage } from '@/lib/read-list';
import type { BookingListParams } from './list-params';

// GET /tor/my-bookings (User): the customer's own bookings only.
export const getMyBookings = (params: Omit<BookingListParams, 'assigned'>): Promise<ListPage<BookingView>> =>
  readList<BookingView>(api.myBookings, messages.catalog.invalidDataFormat, params);

export const myBookingsQueryOptions = (params: Omit<BookingListParams, 'assigned'>) =>
  queryOptions({
    queryKey: queryKeys.bookingList('mine', params),
    queryFn: () => getMyBookings(params),
    placeholderData: keepPreviousData,
  });

export const useMyBookings = (params: Omit<BookingListParams, 'assigned'>) => useQuery(myBookingsQueryOptions(params));
