import { messages, routes, type BookingView } from '@autospa/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { TablePagination, useServerPaging } from '@/components/ui/data-table';
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { TextLink } from '@/components/ui/text-link';
import { listErrorText } from '@/lib/read-list';
import { useChangeGrace } from '../api/get-change-grace';
import { useMyBookings } from '../api/get-my-bookings';
import { bookingTexts } from '../components/booking-texts';
import { CancelBookingDialog, useCancelBookingAction } from '../components/cancel-booking-dialog';
import { DEFAULT_CHANGE_GRACE_MINUTES } from '../components/change-window';
import { MyBookingCard } from '../components/my-booking-card';
import { RescheduleDialog } from '../components/reschedule-dialog';

// /my-booking (User): the customer's bookings, upcoming first (the soonest at the top), then past ones, with
// cancel and reschedule while allowed.
export function MyBookingsRoute() {
  const { paging, setPaging, params } = useServerPaging();
  const bookings = useMyBookings(params);
  const grace = useChangeGrace();
  const [rescheduling, setRescheduling] = useState<BookingView | null>(null);
  const cancel = useCancelBookingAction();
  const total = bookings.data?.total ?? 0;
  return (
    <>
      <PageHeader
        title="My Bookings"
        description={`Your washes, coming and past. You can reschedule or cancel up to 24 hours before the start, or within ${grace.data ?? DEFAULT_CHANGE_GRACE_MINUTES} minutes of booking.`}
        actions={
          <>
            <RefreshButton onClick={() => void bookings.refetch()} busy={bookings.isFetching} />
            <Link to={routes.createBooking} className={buttonClasses('primary')}>
              <Plus aria-hidden="true" className="size-4" />
              Create Booking
            </Link>
          </>
        }
      />
      {bookings.isPending ? (
        <ListLoading text={bookingTexts.loading} />
      ) : bookings.isError ? (
        <ListError text={listErrorText(bookings.error, messages.bookings.failedFetch)} />
      ) : total === 0 ? (
        <ListEmpty title="No bookings yet">
          Book your first wash from <TextLink to={routes.services}>Services</TextLink>.
        </ListEmpty>
      ) : (
        <div className="space-y-4">
          <ul aria-label="Bookings" aria-busy={bookings.isPlaceholderData} className="space-y-3">
            {bookings.data.data.map((b) => (
              <MyBookingCard key={b._id} booking={b} onCancel={cancel.ask} onReschedule={setRescheduling} graceMinutes={grace.data} />
            ))}
          </ul>
          <TablePagination
            pageIndex={paging.pageIndex}
            pageCount={Math.ceil(total / paging.pageSize)}
            pageSize={paging.pageSize}
            total={total}
            onPageChange={(pageIndex) => setPaging({ ...paging, pageIndex })}
          />
        </div>
      )}
      <RescheduleDialog booking={rescheduling} onClose={() => setRescheduling(null)} />
      <CancelBookingDialog cancel={cancel} />
    </>
  );
}
