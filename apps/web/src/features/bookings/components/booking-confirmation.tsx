import type { BookingView } from '@autospa/contract';
import { CalendarClock, CalendarPlus, Car, CircleCheck, MapPin } from 'lucide-react';
import { IconDetail } from '@/components/ui/icon-detail';
import { useId, type ReactNode } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDay, formatRupees } from '@/lib/format';
import { usePublicSite } from '@/lib/public-site';
import { BookingStatusBadge } from './booking-status-badge';
import { serviceName, vehicleText } from './booking-text';
import { changeState, DEFAULT_CHANGE_GRACE_MINUTES, graceEndsAt } from './change-window';

/** "Add to calendar": a plain link (a guest's, by its token) or a download the screen runs (signed in). */
export type CalendarAction = { href: string } | { onClick: () => void; busy?: boolean };

type BookingConfirmationProps = {
  booking: BookingView;
  /** The heading over the reference (confirmationTitle). */
  title: string;
  /** A line under the heading (where the email went, say). */
  lead?: ReactNode;
  calendar: CalendarAction;
  onReschedule: () => void;
  onCancel: () => void;
  graceMinutes?: number;
};

const TITLES: Record<BookingView['status'], string> = {
  Pending: 'Booking received',
  Confirmed: 'Booking confirmed',
  'In progress': 'Your car is being washed',
  Completed: 'Booking completed',
  Cancelled: 'Booking cancelled',
  'No-show': 'Marked as a no-show',
};

/** The heading over the reference, by the booking's status. */
export const confirmationTitle = (b: BookingView) => TITLES[b.status];

type PriceLine = { name: string; price: string };

// The itemised price: the booking's items once it has them (price by vehicle and add-ons), else its service.
function priceLines(b: BookingView): PriceLine[] {
  const items: unknown = 'items' in b ? b.items : undefined;
  if (Array.isArray(items) && items.length > 0) {
    return items.map((item: { name?: unknown; pricePaise?: unknown }) => ({
      name: typeof item.name === 'string' ? item.name : '',
      price: typeof item.pricePaise === 'number' ? formatRupees(item.pricePaise) : '',
    }));
  }
  return [{ name: serviceName(b), price: formatRupees(b.pricePaise) }];
}

/** Issue 20: a booking paid with a plan's credit shows '1 credit' for its service (add-ons, if any, in ₹). */
const CREDIT = '1 credit';
const paidByCredit = (b: BookingView) => b.planVisit?.source === 'booked';
function creditLines(b: BookingView, lines: PriceLine[]): PriceLine[] {
  return lines.map((line, i) => (i === 0 ? { ...line, price: CREDIT } : line));
}
const totalText = (b: BookingView) =>
  !paidByCredit(b) ? formatRupees(b.pricePaise) : b.pricePaise > 0 ? `${CREDIT} + ${formatRupees(b.pricePaise)}` : CREDIT;

const clock = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' });

/** When a change closes, as people read it: "until 10:45 AM IST". */
const untilText = (at: Date) => `until ${clock.format(at).toUpperCase()} IST`;

/**
 * What a customer sees once a booking is made (issue 16): the reference, the itemised price, the day and time in
 * IST, where to come (with a map), "Add to calendar", and Reschedule / Cancel while the rules allow them.
 */
export function BookingConfirmation(props: BookingConfirmationProps) {
  const { booking: b, title, lead, calendar, onReschedule, onCancel, graceMinutes = DEFAULT_CHANGE_GRACE_MINUTES } = props;
  // Where: the business's address and map link as the Admin's settings give them (issue 18).
  const place = usePublicSite().business;
  const noteId = useId();
  const state = changeState(b, Date.now(), graceMinutes);
  const grace = graceEndsAt(b, Date.now(), graceMinutes);
  const lines = paidByCredit(b) ? creditLines(b, priceLines(b)) : priceLines(b);
  const car = [b.carNo.join(', '), vehicleText(b)].filter(Boolean).join(' · ');
  const note =
    state === 'too-late'
      ? 'Changes close 24 hours before the start. Please call us to change this booking.'
      : state === 'open' && grace
        ? `You can still reschedule or cancel online ${untilText(grace)}.`
        : state === 'open'
          ? 'You can reschedule or cancel online up to 24 hours before the start.'
          : null;
  return (
    <article aria-labelledby={`${noteId}-title`} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <header className="bg-navy px-5 py-6 text-white sm:px-8">
        <p className="flex items-center gap-2 text-sm font-medium text-aqua">
          <CircleCheck aria-hidden="true" className="size-5" />
          <span id={`${noteId}-title`}>{title}</span>
        </p>
        <p className="mt-3 text-xs tracking-widest text-white/70 uppercase">Reference</p>
        <p className="font-mono text-3xl font-bold tracking-wider" data-testid="booking-reference">
          {b.reference}
        </p>
        {lead && <p className="mt-3 text-sm text-white/80">{lead}</p>}
      </header>

      <div className="space-y-5 px-5 py-5 sm:px-8">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-navy">{serviceName(b)}</h2>
          <BookingStatusBadge status={b.status} />
        </div>
        <dl className="space-y-3 text-sm text-slate-700">
          <IconDetail icon={<CalendarClock aria-hidden="true" className="size-4 text-slate-500" />} term="When">
            <span className="font-medium text-navy">
              {formatDay(b.date)} · {b.time}
              {b.scheduled && ' IST'}
            </span>
          </IconDetail>
          <IconDetail icon={<Car aria-hidden="true" className="size-4 text-slate-500" />} term="Car">
            {car}
          </IconDetail>
          <IconDetail icon={<MapPin aria-hidden="true" className="size-4 text-slate-500" />} term="Where">
            <span>{place.addressLine}</span>{' '}
            <a href={place.mapUrl} target="_blank" rel="noreferrer" className="font-medium text-teal underline-offset-4 hover:underline">
              Open map<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </IconDetail>
        </dl>

        <table className="w-full text-sm">
          <caption className="sr-only">Price</caption>
          <tbody>
            {lines.map((line, i) => (
              <tr key={`${line.name}-${i}`} className="border-b border-slate-100">
                <th scope="row" className="py-2 text-left font-normal text-slate-700">
                  {line.name}
                </th>
                <td className="py-2 text-right tabular-nums">{line.price}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="pt-3 text-left font-semibold text-navy">
                Total
              </th>
              <td className="pt-3 text-right text-base font-bold text-navy tabular-nums" data-testid="booking-total">
                {totalText(b)}
              </td>
            </tr>
          </tbody>
        </table>

        <div className="grid gap-2 sm:grid-cols-3">
          {'href' in calendar ? (
            <a href={calendar.href} download className={cn(buttonClasses('primary', 'lg'), 'w-full')}>
              <CalendarPlus aria-hidden="true" className="size-5" />
              Add to calendar
            </a>
          ) : (
            <Button size="lg" className="w-full" onClick={calendar.onClick} disabled={calendar.busy}>
              <CalendarPlus aria-hidden="true" className="size-5" />
              Add to calendar
            </Button>
          )}
          {state !== 'finished' && (
            <>
              <Button
                variant="secondary"
                size="lg"
                className="w-full"
                disabled={state === 'too-late'}
                aria-describedby={note ? noteId : undefined}
                onClick={onReschedule}
              >
                Reschedule
              </Button>
              <Button
                variant="ghost"
                size="lg"
                className="w-full"
                disabled={state === 'too-late'}
                aria-describedby={note ? noteId : undefined}
                onClick={onCancel}
              >
                Cancel booking
              </Button>
            </>
          )}
        </div>
        {note && state !== 'finished' && (
          <p id={noteId} className="text-sm text-slate-600">
            {note}
          </p>
        )}
      </div>
    </article>
  );
}
