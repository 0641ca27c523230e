import type { BookingStatus } from '@autospa/contract';
import { useState } from 'react';
import { useServerPaging } from '@/components/ui/data-table';
import type { BookingListParams } from '../api/list-params';

export type BookingFilterValues = { status: BookingStatus | ''; from: string; to: string };
export const noFilters: BookingFilterValues = { status: '', from: '', to: '' };

/** A server-paged booking list's state: paging and search, plus the status and date filters. */
export function useBookingList(extra: Pick<BookingListParams, 'assigned'> = {}) {
  const { paging, setPaging, params } = useServerPaging();
  const [filters, setFiltersState] = useState<BookingFilterValues>(noFilters);
  const setFilters = (next: BookingFilterValues) => {
    setFiltersState(next);
    setPaging({ ...paging, pageIndex: 0 });
  };
  const query: BookingListParams = {
    ...params,
    ...extra,
    ...(filters.status && { status: filters.status }),
    ...(filters.from && { from: filters.from }),
    ...(filters.to && { to: filters.to }),
  };
  return { paging, setPaging, filters, setFilters, query };
}
