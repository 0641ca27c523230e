import { marketingRoutes, messagingMessages } from '@autospa/contract';
import { useParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { FormAlert, FormStatus } from '@/components/ui/form-message';
import { ListLoading } from '@/components/ui/list-state';
import { TextLink } from '@/components/ui/text-link';
import { errorMessage } from '@/lib/api-client';
import { useBookingAction } from '../api/booking-action';
import { useBookingLink } from '../api/get-booking-link';
import { BookingLinkActions } from '../components/booking-link-actions';
import { BookingLinkSummary } from '../components/booking-link-summary';

const ACTION_FAILED = 'That did not work. Please try again, or call us.';

// /b/<token> (public): the page a reminder's one-tap links open. Loading it only reads (link previewers open
// links); "I'm coming" and "Cancel booking" are POSTs from its buttons.
export function BookingLinkRoute() {
  const { token = '' } = useParams();
  const link = useBookingLink(token);
  const action = useBookingAction(token);
  const actionError = action.isError ? errorMessage(action.error, ACTION_FAILED) : null;
  return (
    <div className="mx-auto w-full max-w-md">
      <DocumentTitle title="Your booking" />
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-navy">Your booking</h1>
      {!token || link.isError ? (
        <FormAlert message={token ? errorMessage(link.error, messagingMessages.badLink) : messagingMessages.badLink} />
      ) : link.isPending ? (
        <ListLoading text="Loading your booking..." />
      ) : (
        <BookingLinkSummary booking={link.data}>
          <FormStatus message={action.data?.message} tone="success" />
          <BookingLinkActions
            booking={link.data}
            pending={action.isPending}
            onConfirm={() => action.mutate('confirm')}
            onCancel={(done) => action.mutate('cancel', { onSettled: done })}
          />
          <FormAlert message={actionError} />
        </BookingLinkSummary>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        Questions? <TextLink to={marketingRoutes.contact}>Call or write to us</TextLink>.
      </p>
    </div>
  );
}
