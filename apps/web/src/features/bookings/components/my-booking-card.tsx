import { routes, type BookingView } from '@autospa/contract';
import { CalendarClock, Car } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDate, formatRupees } from '@/lib/format';
import { BookingInvoiceLinks } from './booking-invoice-links';
import { BookingStatusBadge } from './booking-status-badge';
import { serviceName, vehicleText, whenText } from './booking-text';
import { bookingTexts } from './booking-texts';
import { changeState } from './change-window';
import { PayOnline } from './pay-online';

type MyBookingCardProps = {
  booking: BookingView;
  onCancel: (b: BookingView) => void;
  onReschedule: (b: BookingView) => void;
  /** The grace after booking (setting changeGraceMinutes). */
  graceMinutes?: number;
  /** h3 where the card sits under a section heading (the User dashboard). */
  headingLevel?: 'h2' | 'h3';
};

function cancelledNote(b: BookingView): string | null {
  if (b.status !== 'Cancelled' || !b.cancelledAt) return null;
  const by = b.cancelledBy?.typeOfUser === 'User' ? 'by you' : 'by Auto Spa';
  return `Cancelled ${by} on ${formatDate(b.cancelledAt)}.`;
}

// One of the customer's bookings: what, when, which car, the price, and what can still change.
export function MyBookingCard({ booking: b, onCancel, onReschedule, graceMinutes, headingLevel: Heading = 'h2' }: MyBookingCardProps) {
  const noteId = useId();
  const state = changeState(b, Date.now(), graceMinutes);
  const note = state === 'too-late' ? bookingTexts.changeWindow : cancelledNote(b);
  const blocked = state === 'too-late';
  const label = `${serviceName(b)}, ${whenText(b)}`;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="text-base font-semibold text-navy">
          {serviceName(b)} <span className="ml-1 font-mono text-sm font-medium text-slate-500">{b.reference}</span>
        </Heading>
        <BookingStatusBadge status={b.status} />
      </div>
      <dl className="mt-3 grid gap-2 text-sm text-slate-700 sm:grid-cols-3">
        <div>
          <dt className="sr-only">When</dt>
          <dd className="flex items-center gap-2">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            {whenText(b)}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Car</dt>
          <dd className="flex items-center gap-2">
            <Car aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <span>
              <span className="font-medium tracking-wide">{b.carNo.join(', ')}</span>
              {vehicleText(b) && <span className="text-slate-600"> · {vehicleText(b)}</span>}
            </span>
          </dd>
        </div>
        <div>
          <dt className="sr-only">Price</dt>
          <dd className="font-semibold text-navy tabular-nums sm:text-right">{formatRupees(b.pricePaise)}</dd>
        </div>
      </dl>
      <PayOnline booking={b} className="mt-4" />
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
        <Link to={`${routes.bookingConfirmed}?id=${b._id}`} className={cn(buttonClasses('ghost'), 'h-10')}>
          Details<span className="sr-only"> of {label}</span>
        </Link>
        <BookingInvoiceLinks booking={b} />
        {state !== 'finished' && (
          <>
            <Button
              variant="secondary"
              className="h-10"
              disabled={blocked}
              aria-describedby={blocked ? noteId : undefined}
              onClick={() => onReschedule(b)}
            >
              Reschedule<span className="sr-only"> {label}</span>
            </Button>
            <Button
              variant="ghost"
              className="h-10"
              disabled={blocked}
              aria-describedby={blocked ? noteId : undefined}
              onClick={() => onCancel(b)}
            >
              Cancel booking<span className="sr-only"> {label}</span>
            </Button>
          </>
        )}
      </div>
      {note && (
        <p id={noteId} className="mt-3 text-sm text-slate-600">
          {note}
        </p>
      )}
    </li>
  );
}
