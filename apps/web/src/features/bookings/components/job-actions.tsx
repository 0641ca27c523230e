import { formatInr, messages, type BookingStatus, type BookingView } from '@autospa/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useUpdateBookingStatus } from '../api/update-booking-status';
import { bookingTexts } from './booking-texts';
import { dueOf, mayMarkNoShow } from './job-text';
import { needsPhoto, PHOTO_NOTE, ProofPhotoDialog } from './proof-photo-dialog';
import { steps } from './status-action';

type JobActionsProps = {
  booking: BookingView;
  now: number;
  /** Complete went through: the list opens the Collect dialog when money is due (true), which then says so itself. */
  onCompleted: (booking: BookingView) => boolean;
  onCollect: (booking: BookingView) => void;
};

const thumb = 'h-12 w-full text-base';

// A job's buttons, sized for a thumb: the next step (Start on an unassigned job takes it), No-show, Collect.
export function JobActions({ booking, now, onCompleted, onCollect }: JobActionsProps) {
  const update = useUpdateBookingStatus();
  const [askNoShow, setAskNoShow] = useState(false);
  // Issue 20: a plan visit's Complete asks for a photo of the car first.
  const [askPhoto, setAskPhoto] = useState(false);
  const step = steps[booking.status];
  const due = dueOf(booking);
  const plate = booking.carNo.join(', ');
  const move = (to: BookingStatus, then?: () => boolean | void) =>
    update.mutate(
      { id: booking._id, status: to },
      {
        onSuccess: (data) => {
          if (then?.() !== true) toast.success(data?.message || messages.bookings.statusUpdated);
        },
        onError: (err) => toast.error(errorMessage(err, bookingTexts.failedStatus)),
      },
    );
  const buttons = [];
  if (step && (step.to !== 'Confirmed' || booking.scheduled)) {
    const label = booking.employee === null ? `Take and ${step.verb.toLowerCase()}` : step.verb;
    const photoFirst = step.to === 'Completed' && needsPhoto(booking);
    buttons.push(
      <Button
        key="step"
        className={thumb}
        disabled={update.isPending}
        onClick={() => (photoFirst ? setAskPhoto(true) : move(step.to, step.to === 'Completed' ? () => onCompleted(booking) : undefined))}
      >
        {label}
        <span className="sr-only">, {plate}</span>
      </Button>,
    );
  }
  if (mayMarkNoShow(booking, now)) {
    buttons.push(
      <Button key="no-show" variant="secondary" className={thumb} disabled={update.isPending} onClick={() => setAskNoShow(true)}>
        No-show
        <span className="sr-only">, {plate}</span>
      </Button>,
    );
  }
  if (booking.status === 'Completed' && due > 0) {
    buttons.push(
      <Button key="collect" className={thumb} onClick={() => onCollect(booking)}>
        Collect {formatInr(due)}
        <span className="sr-only">, {plate}</span>
      </Button>,
    );
  }
  if (!step && buttons.length === 0) return null;
  return (
    <>
      {!booking.scheduled && booking.status === 'Pending' && <p className="text-sm text-slate-600">Waiting for a time from the owner.</p>}
      {step?.to === 'Completed' && needsPhoto(booking) && <p className="text-sm text-slate-700">{PHOTO_NOTE}</p>}
      {buttons.length > 0 && <div className="grid grid-cols-2 gap-2 [&>:only-child]:col-span-2">{buttons}</div>}
      <ProofPhotoDialog
        booking={askPhoto ? booking : null}
        onClose={() => setAskPhoto(false)}
        completing={update.isPending}
        onUploaded={() =>
          move('Completed', () => {
            setAskPhoto(false);
            return onCompleted(booking);
          })
        }
      />
      <ConfirmDialog
        open={askNoShow}
        onOpenChange={setAskNoShow}
        title="Mark as No-show?"
        description={`${booking.userId.username} did not come for the ${booking.time} booking of ${plate}.`}
        confirmLabel="Mark No-show"
        pendingLabel="Saving..."
        dismissLabel="Back"
        pending={update.isPending}
        onConfirm={() => move('No-show', () => setAskNoShow(false))}
      />
    </>
  );
}
