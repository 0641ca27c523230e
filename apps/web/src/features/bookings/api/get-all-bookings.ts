import { api, messages, type BookingView } from '@autospa/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { readList, type ListPage } from '@/lib/read-list';
import type { BookingListParams } from './list-params';

// GET /tor/get-allbookings (Admin, Employee): one page, newest day first, with the total.
export const getAllBookings = (params: BookingListParams): Promise<ListPage<BookingView>> =>
  readList<BookingView>(api.getAllBookings, messages.catalog.invalidDataFormat, params);

export const allBookingsQueryOptions = (params: BookingListParams) =>
  queryOptions({
    queryKey: queryKeys.bookingList('all', params),
    queryFn: () => getAllBookings(params),
    placeholderData: keepPreviousData,
  });
