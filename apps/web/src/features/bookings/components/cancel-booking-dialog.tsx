import { messages, type BookingView } from '@autospa/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useConfirmedAction } from '@/lib/use-confirmed-action';
import { useCancelBooking } from '../api/cancel-booking';
import { serviceName, whenText } from './booking-text';
import { bookingTexts } from './booking-texts';

/** The customer's cancellation of its own booking, asked once; a refusal stays in the dialog. */
export const useCancelBookingAction = () =>
  useConfirmedAction<BookingView>(useCancelBooking(), { success: messages.bookings.cancelled, failure: bookingTexts.failedCancel });

export function CancelBookingDialog({ cancel }: { cancel: ReturnType<typeof useCancelBookingAction> }) {
  return (
    <ConfirmDialog
      open={cancel.target !== null}
      onOpenChange={(open) => !open && cancel.cancel()}
      title="Cancel this booking?"
      description={cancel.target ? `${serviceName(cancel.target)}, ${whenText(cancel.target)}. The bay is freed for someone else.` : ''}
      confirmLabel="Cancel booking"
      dismissLabel="Keep booking"
      pendingLabel="Cancelling..."
      onConfirm={cancel.confirm}
      pending={cancel.pending}
      error={cancel.error}
    />
  );
}
