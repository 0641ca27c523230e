import type { BookingLinkView } from '@autospa/contract';
import { CalendarClock, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

type ActionsProps = {
  booking: BookingLinkView;
  onConfirm: () => void;
  /** Cancels, then calls back once answered (the dialog closes; the page shows the answer). */
  onCancel: (done: () => void) => void;
  pending: boolean;
};

const OPEN = new Set(['Pending', 'Confirmed']);

/**
 * What this link may do now: "I'm coming", or "Cancel booking" (asks once), and Reschedule on the booking page.
 * Each is a button: opening the page never changes anything.
 */
export function BookingLinkActions({ booking, onConfirm, onCancel, pending }: ActionsProps) {
  const [asking, setAsking] = useState(false);
  // The reschedule link of a reminder: its one action, so the main button.
  const onlyReschedule = !booking.canConfirm && !booking.canCancel && !booking.customerConfirmedAt;
  return (
    <div className="grid gap-2">
      {booking.canConfirm && (
        <Button size="lg" className="h-14 w-full text-lg" disabled={pending} onClick={onConfirm}>
          {pending ? <Spinner /> : <CircleCheck aria-hidden="true" className="size-6" />}
          {pending ? 'Saving...' : "I'm coming"}
        </Button>
      )}
      {booking.canCancel && (
        <Button variant="danger" size="lg" className="w-full" disabled={pending} onClick={() => setAsking(true)}>
          Cancel booking
        </Button>
      )}
      {OPEN.has(booking.status) && (
        <a href={booking.rescheduleUrl} className={cn(buttonClasses(onlyReschedule ? 'primary' : 'secondary', 'lg'), 'w-full')}>
          <CalendarClock aria-hidden="true" className="size-5" />
          Reschedule
        </a>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Cancel this booking?"
        description={`${booking.service}, ${booking.when}. The time goes to someone else, and this cannot be undone.`}
        confirmLabel="Yes, cancel it"
        pendingLabel="Cancelling..."
        dismissLabel="Keep my booking"
        onConfirm={() => onCancel(() => setAsking(false))}
        pending={pending}
      />
    </div>
  );
}
