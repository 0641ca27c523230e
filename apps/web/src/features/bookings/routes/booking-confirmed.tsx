import { messages, routes } from '@autospa/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ListError, ListLoading } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { TextLink } from '@/components/ui/text-link';
import { errorMessage } from '@/lib/api-client';
import { downloadBookingIcs } from '../api/booking-ics';
import { useChangeGrace } from '../api/get-change-grace';
import { useCancelBooking } from '../api/cancel-booking';
import { useBooking } from '../api/get-booking';
import { confirmationTitle } from '../components/booking-confirmation';
import { ConfirmationWithChanges } from '../components/confirmation-with-changes';
import { PayOnline } from '../components/pay-online';

// /booking-confirmed?id= (User): where the booking flow lands once a booking is made (issue 16).
export function BookingConfirmedRoute() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const booking = useBooking(id);
  const grace = useChangeGrace();
  const cancelMutation = useCancelBooking();
  const [downloading, setDownloading] = useState(false);
  const addToCalendar = (bookingId: string, reference: string) => {
    setDownloading(true);
    downloadBookingIcs(bookingId, reference)
      .catch((err: unknown) => toast.error(errorMessage(err, 'Could not get the calendar file.')))
      .finally(() => setDownloading(false));
  };
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader title="Booking confirmation" />
      {!id || booking.isError ? (
        <ListError text={id ? errorMessage(booking.error, messages.bookings.notFound) : messages.bookings.notFound} />
      ) : booking.isPending ? (
        <ListLoading text="Loading your booking..." />
      ) : (
        <div className="space-y-4">
          <PayOnline booking={booking.data} />
          <ConfirmationWithChanges
            booking={booking.data}
            title={confirmationTitle(booking.data)}
            lead={booking.data.userId.emailId ? `We have emailed the details to ${booking.data.userId.emailId}.` : undefined}
            calendar={{ onClick: () => addToCalendar(booking.data._id, booking.data.reference), busy: downloading }}
            graceMinutes={grace.data}
            cancelMutation={cancelMutation}
          />
        </div>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        All your bookings are in <TextLink to={routes.myBooking}>My Bookings</TextLink>.
      </p>
    </div>
  );
}
