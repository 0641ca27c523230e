import { messages, type BookingView } from '@autospa/contract';
import { useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { ListError, ListLoading } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { listErrorText } from '@/lib/read-list';
import { useConfirmedAction } from '@/lib/use-confirmed-action';
import { useDeleteBooking } from '../api/delete-booking';
import { useBookingList } from '../hooks/use-booking-list';
import { useScopedBookings, type BookingScope } from '../hooks/use-scoped-bookings';
import { bookingColumns } from './booking-columns';
import { BookingFilters } from './booking-filters';
import { bookingLabel } from './booking-text';
import { bookingTexts } from './booking-texts';
import { DeleteBookingDialog } from './delete-booking-dialog';
import { EditBookingDialog } from './edit-booking-dialog';

const screens = {
  all: {
    title: 'All Bookings',
    description: 'Every booking, newest day first, with Book Now requests waiting as Pending. Search by customer, phone, car or service.',
    failure: messages.bookings.failedFetch,
  },
  today: {
    title: "Today's Bookings",
    description: 'Who is coming in today, in the order they arrive.',
    failure: messages.bookings.failedFetchToday,
  },
} as const;

const isFinal = (b: BookingView) => b.status === 'Completed' || b.status === 'Cancelled';

// The Admin's booking lists (SPEC.md §2 All Bookings and Today's Bookings), server-paged, with a real edit
// popup and delete after confirmation.
export function AdminBookings({ scope }: { scope: BookingScope }) {
  const list = useBookingList();
  const bookings = useScopedBookings(scope, list.query);
  const [editing, setEditing] = useState<BookingView | null>(null);
  const remove = useConfirmedAction<BookingView>(useDeleteBooking(), {
    success: messages.bookings.deleted,
    failure: bookingTexts.failedDelete,
  });
  const screen = screens[scope];
  return (
    <>
      <PageHeader
        title={screen.title}
        description={screen.description}
        actions={<RefreshButton onClick={() => void bookings.refetch()} busy={bookings.isFetching} />}
      />
      <section className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        <BookingFilters value={list.filters} onChange={list.setFilters} withDates={scope === 'all'} />
        {bookings.isPending ? (
          <ListLoading text={bookingTexts.loading} />
        ) : bookings.isError ? (
          <ListError text={listErrorText(bookings.error, screen.failure)} />
        ) : (
          <DataTable
            caption="Bookings"
            columns={bookingColumns}
            data={bookings.data.data}
            getRowId={(b) => b._id}
            getRowName={bookingLabel}
            onEdit={setEditing}
            canEdit={(b) => !isFinal(b)}
            onDelete={remove.ask}
            server={{ total: bookings.data.total, paging: list.paging, onPagingChange: list.setPaging }}
            busy={bookings.isPlaceholderData}
          />
        )}
      </section>
      <EditBookingDialog booking={editing} onClose={() => setEditing(null)} />
      <DeleteBookingDialog label={remove.target ? bookingLabel(remove.target) : undefined} flow={remove} />
    </>
  );
}
