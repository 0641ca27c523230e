import { messages, type BookingView } from '@autospa/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useConfirmedAction } from '@/lib/use-confirmed-action';
import type { RescheduleVariables } from '../api/reschedule-booking';
import type { Changed } from '../api/use-booking-mutation';
import { BookingConfirmation, type CalendarAction } from './booking-confirmation';
import { serviceName, whenText } from './booking-text';
import { bookingTexts } from './booking-texts';
import { RescheduleDialog } from './reschedule-dialog';

type Props = {
  booking: BookingView;
  title: string;
  lead?: ReactNode;
  calendar: CalendarAction;
  graceMinutes?: number;
  /** Cancels by the booking's id (the customer's own) or ignores it (a guest's, by its link). */
  cancelMutation: UseMutationResult<Changed, Error, string>;
  /** A guest's reschedule by its link; the customer's own when absent. */
  rescheduleSend?: (v: RescheduleVariables) => Promise<Changed>;
};

/** The confirmation with its Reschedule dialog and the "Cancel this booking?" question, as My Bookings asks it. */
export function ConfirmationWithChanges({ booking, title, lead, calendar, graceMinutes, cancelMutation, rescheduleSend }: Props) {
  const [rescheduling, setRescheduling] = useState<BookingView | null>(null);
  const cancel = useConfirmedAction<BookingView>(cancelMutation, {
    success: messages.bookings.cancelled,
    failure: bookingTexts.failedCancel,
  });
  return (
    <>
      <BookingConfirmation
        booking={booking}
        title={title}
        lead={lead}
        calendar={calendar}
        graceMinutes={graceMinutes}
        onReschedule={() => setRescheduling(booking)}
        onCancel={() => cancel.ask(booking)}
      />
      <RescheduleDialog booking={rescheduling} onClose={() => setRescheduling(null)} send={rescheduleSend} />
      <ConfirmDialog
        open={cancel.target !== null}
        onOpenChange={(open) => !open && cancel.cancel()}
        title="Cancel this booking?"
        description={`${serviceName(booking)}, ${whenText(booking)}. The bay is freed for someone else.`}
        confirmLabel="Cancel booking"
        dismissLabel="Keep booking"
        pendingLabel="Cancelling..."
        onConfirm={cancel.confirm}
        pending={cancel.pending}
        error={cancel.error}
      />
    </>
  );
}
