import { messages } from '@autospa/contract';
import { useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { ListError, ListLoading } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { listErrorText } from '@/lib/read-list';
import { useUpdateBookingStatus } from '../api/update-booking-status';
import { useBookingList } from '../hooks/use-booking-list';
import { useScopedBookings, type BookingScope } from '../hooks/use-scoped-bookings';
import { AssignmentTabs, type Assignment } from './assignment-tabs';
import { employeeViewColumns } from './booking-columns';
import { BookingFilters } from './booking-filters';
import { bookingLabel } from './booking-text';
import { bookingTexts } from './booking-texts';
import { StatusAction } from './status-action';

const screens = {
  all: {
    title: 'All Bookings',
    description: 'Your bookings, and the unassigned ones you can take. Move each one forward as the work goes.',
    failure: messages.bookings.failedFetch,
  },
  today: {
    title: "Today's Bookings",
    description: "Today's cars, in the order they arrive: yours, and the unassigned ones you can take.",
    failure: messages.bookings.failedFetchToday,
  },
} as const;

// The Employee's booking screens (/update-booking and its Today Bookings): Confirm, Start and Complete.
export function EmployeeBookings({ scope }: { scope: BookingScope }) {
  const [assigned, setAssignedState] = useState<Assignment>('me');
  const list = useBookingList({ assigned });
  const bookings = useScopedBookings(scope, list.query);
  const update = useUpdateBookingStatus();
  const screen = screens[scope];
  const setAssigned = (next: Assignment) => {
    setAssignedState(next);
    list.setPaging({ ...list.paging, pageIndex: 0 });
  };
  return (
    <>
      <PageHeader
        title={screen.title}
        description={screen.description}
        actions={<RefreshButton onClick={() => void bookings.refetch()} busy={bookings.isFetching} />}
      />
      <section className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        <AssignmentTabs value={assigned} onChange={setAssigned} />
        <BookingFilters value={list.filters} onChange={list.setFilters} withDates={scope === 'all'} />
        {bookings.isPending ? (
          <ListLoading text={bookingTexts.loading} />
        ) : bookings.isError ? (
          <ListError text={listErrorText(bookings.error, screen.failure)} />
        ) : (
          <DataTable
            caption={assigned === 'me' ? 'My bookings' : 'Unassigned bookings'}
            columns={employeeViewColumns}
            data={bookings.data.data}
            getRowId={(b) => b._id}
            getRowName={bookingLabel}
            rowActions={(b) => <StatusAction booking={b} update={update} />}
            server={{ total: bookings.data.total, paging: list.paging, onPagingChange: list.setPaging }}
            busy={bookings.isPlaceholderData}
          />
        )}
      </section>
    </>
  );
}
