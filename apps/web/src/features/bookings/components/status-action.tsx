import { messages, type BookingStatus, type BookingView } from '@autospa/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useUpdateBookingStatus } from '../api/update-booking-status';
import { bookingLabel } from './booking-text';
import { bookingTexts } from './booking-texts';
import { needsPhoto, ProofPhotoDialog } from './proof-photo-dialog';

// The one step forward an employee takes: Pending → Confirmed → In progress → Completed.
export const steps: Partial<Record<BookingStatus, { verb: string; to: BookingStatus }>> = {
  Pending: { verb: 'Confirm', to: 'Confirmed' },
  Confirmed: { verb: 'Start', to: 'In progress' },
  'In progress': { verb: 'Complete', to: 'Completed' },
};

type StatusActionProps = { booking: BookingView; update: ReturnType<typeof useUpdateBookingStatus> };

/** A row's next-step button; on an unassigned booking it also takes it (the server assigns it to the caller). */
export function StatusAction({ booking, update }: StatusActionProps) {
  const step = steps[booking.status];
  if (!step) return null;
  // A Book Now request has a slot, not a time: the Admin gives it one before anyone confirms it.
  if (step.to === 'Confirmed' && !booking.scheduled) return <span className="px-2 text-xs text-slate-600">Waiting for a time</span>;
  return <StepButton booking={booking} update={update} step={step} />;
}

function StepButton({ booking, update, step }: StatusActionProps & { step: { verb: string; to: BookingStatus } }) {
  // Issue 20: a plan visit's Complete asks for a photo of the car first.
  const [askPhoto, setAskPhoto] = useState(false);
  const photoFirst = step.to === 'Completed' && needsPhoto(booking);
  const takes = booking.employee === null;
  const label = takes ? `Take and ${step.verb.toLowerCase()}` : step.verb;
  const move = (then?: () => void) =>
    update.mutate(
      { id: booking._id, status: step.to },
      {
        onSuccess: (data) => {
          then?.();
          toast.success(data?.message || messages.bookings.statusUpdated);
        },
        onError: (err) => toast.error(errorMessage(err, bookingTexts.failedStatus)),
      },
    );
  return (
    <>
      <Button
        variant={takes ? 'secondary' : 'primary'}
        className="h-9 px-3 whitespace-nowrap"
        disabled={update.isPending}
        onClick={() => (photoFirst ? setAskPhoto(true) : move())}
      >
        {photoFirst ? 'Photo and complete' : label}
        <span className="sr-only"> booking of {bookingLabel(booking)}</span>
      </Button>
      {photoFirst && (
        <ProofPhotoDialog
          booking={askPhoto ? booking : null}
          onClose={() => setAskPhoto(false)}
          completing={update.isPending}
          onUploaded={() => move(() => setAskPhoto(false))}
        />
      )}
    </>
  );
}
