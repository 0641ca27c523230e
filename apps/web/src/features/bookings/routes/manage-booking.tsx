import { bookingFinishMessages, marketingRoutes } from '@autospa/contract';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { FormAlert } from '@/components/ui/form-message';
import { ListLoading } from '@/components/ui/list-state';
import { TextLink } from '@/components/ui/text-link';
import { errorMessage } from '@/lib/api-client';
import { guestIcsHref } from '../api/booking-ics';
import { useChangeGrace } from '../api/get-change-grace';
import { cancelManaged, rescheduleManaged, useManagedBooking } from '../api/managed-booking';
import { useBookingMutation } from '../api/use-booking-mutation';
import { confirmationTitle } from '../components/booking-confirmation';
import { ConfirmationWithChanges } from '../components/confirmation-with-changes';

// /manage-booking?token= (public): a guest's booking by the link in its confirmation mail, no account needed.
export function ManageBookingRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const booking = useManagedBooking(token);
  const cancelMutation = useBookingMutation<string>(cancelManaged(token));
  const grace = useChangeGrace();
  return (
    <div className="w-full max-w-lg">
      <DocumentTitle title="Your booking" />
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-navy">Your booking</h1>
      {!token || booking.isError ? (
        <FormAlert
          message={token ? errorMessage(booking.error, bookingFinishMessages.manageLinkInvalid) : bookingFinishMessages.manageLinkInvalid}
        />
      ) : booking.isPending ? (
        <ListLoading text="Loading your booking..." />
      ) : (
        <ConfirmationWithChanges
          booking={booking.data}
          title={confirmationTitle(booking.data)}
          lead={booking.data.userId.emailId ? `We have emailed the details to ${booking.data.userId.emailId}.` : undefined}
          calendar={{ href: guestIcsHref(token) }}
          graceMinutes={grace.data}
          cancelMutation={cancelMutation}
          rescheduleSend={rescheduleManaged(token)}
        />
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        Questions? <TextLink to={marketingRoutes.contact}>Call or write to us</TextLink>.
      </p>
    </div>
  );
}
