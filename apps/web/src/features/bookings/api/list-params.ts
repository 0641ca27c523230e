import type { BookingStatus } from '@autospa/contract';

/** The booking lists' query (get-allbookings, get-today-bookings, my-bookings): paging, search and filters. */
export type BookingListParams = {
  page?: number;
  limit?: number;
  q?: string;
  from?: string;
  to?: string;
  status?: BookingStatus;
  assigned?: 'me' | 'unassigned';
  /** One customer's bookings (get-allbookings only, the Admin's customer history). */
  userId?: string;
};
