import { messages, NEXT_STATUSES, type BookingStatus, type BookingView, type StaffMember } from '@autospa/contract';
import { Phone } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-message';
import { errorMessage } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { useUpdateBookingStatus } from '../api/update-booking-status';
import { BookingStatusBadge } from './booking-status-badge';
import { bookingTexts } from './booking-texts';
import { FlagLine } from './timeline-block';
import { TimelineAssign } from './timeline-assign';
import { TimelineCancel } from './timeline-cancel';
import { flagsOf } from './timeline-flags';
import { clockOf } from './timeline-time';

type ActionsProps = {
  booking: BookingView | null;
  day: BookingView[];
  staff: StaffMember[];
  zone: string;
  now: number;
  onClose: () => void;
};

/** Quick actions on a block (click or Enter): the keyboard's way to do everything dragging does, and more. */
export function TimelineActionsDialog({ booking, onClose, ...rest }: ActionsProps) {
  return (
    <Dialog open={booking !== null} onOpenChange={(open) => !open && onClose()}>
      {booking && (
        <DialogContent
          title={`${booking.carNo[0] ?? booking.reference} at ${clockOf(booking.startsAt, rest.zone)}`}
          description={booking.reference}
        >
          <TimelineActions booking={booking} {...rest} />
        </DialogContent>
      )}
    </Dialog>
  );
}

const steps: { verb: string; to: BookingStatus }[] = [
  { verb: 'Confirm', to: 'Confirmed' },
  { verb: 'Start', to: 'In progress' },
  { verb: 'Complete', to: 'Completed' },
];

function TimelineActions({ booking: b, day, staff, zone, now }: Omit<ActionsProps, 'booking' | 'onClose'> & { booking: BookingView }) {
  const status = useUpdateBookingStatus();
  const [error, setError] = useState<string | null>(null);
  const next = NEXT_STATUSES[b.status];
  const started = now >= Date.parse(b.startsAt);
  const setStatus = async (to: BookingStatus) => {
    setError(null);
    try {
      const saved = await status.mutateAsync({ id: b._id, status: to });
      toast.success(saved?.message || messages.bookings.statusUpdated);
    } catch (err) {
      setError(errorMessage(err, bookingTexts.failedStatus));
    }
  };
  const step = steps.find((s) => next.includes(s.to));
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Status</dt>
        <dd>
          <BookingStatusBadge status={b.status} />
        </dd>
        <dt className="text-slate-600">When</dt>
        <dd>
          {clockOf(b.startsAt, zone)} to {clockOf(b.endsAt, zone)}, {b.bayName ?? (b.atDoor ? 'at the door' : 'no bay')}
        </dd>
        <dt className="text-slate-600">Service</dt>
        <dd>{b.service[0]?.serviceName}</dd>
        <dt className="text-slate-600">Customer</dt>
        <dd>{b.userId.username}</dd>
        <dt className="text-slate-600">Employee</dt>
        <dd>{b.employee?.username ?? 'Unassigned'}</dd>
        <dt className="text-slate-600">Payment</dt>
        <dd>
          {b.paymentStatus}, {formatRupees(b.paidPaise)} of {formatRupees(b.totalPaise)}
        </dd>
      </dl>
      {flagsOf(b, now).map((f) => (
        <p key={f.kind} className="text-sm">
          <FlagLine flag={f} />
        </p>
      ))}
      <FormAlert message={error} />
      <div className="flex flex-wrap items-center gap-3">
        {step && (step.to !== 'Confirmed' || b.scheduled) && (
          <Button disabled={status.isPending} onClick={() => void setStatus(step.to)}>
            {step.verb}
          </Button>
        )}
        {next.includes('Confirmed') && (
          <span className="text-sm text-slate-700">
            No-shows by this customer: <strong>{b.customerNoShows}</strong>
          </span>
        )}
        {next.includes('No-show') && started && (
          <Button variant="secondary" disabled={status.isPending} onClick={() => void setStatus('No-show')}>
            No-show
          </Button>
        )}
        {b.userId.phone && (
          <a className={buttonClasses('secondary')} href={`tel:${b.userId.phone}`}>
            <Phone aria-hidden="true" className="size-4" />
            Call the customer
          </a>
        )}
      </div>
      {next.length > 0 && <TimelineAssign booking={b} day={day} staff={staff} />}
      {next.includes('Cancelled') && <TimelineCancel booking={b} />}
    </div>
  );
}
