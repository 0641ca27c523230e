import type { BookingLinkView } from '@autospa/contract';
import type { ReactNode } from 'react';
import { CalendarClock, CircleCheck, Info } from 'lucide-react';
import { IconDetail } from '@/components/ui/icon-detail';

/** The booking a reminder's link is about: reference, service, when (IST) and status, and whether the customer said it is coming. */
export function BookingLinkSummary({ booking, children }: { booking: BookingLinkView; children?: ReactNode }) {
  return (
    <article aria-label="Your booking" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <header className="bg-navy px-5 py-5 text-white">
        <p className="text-xs tracking-widest text-white/70 uppercase">Reference</p>
        <p className="font-mono text-2xl font-bold tracking-wider" data-testid="booking-reference">
          {booking.reference}
        </p>
      </header>
      <div className="space-y-5 px-5 py-5">
        <h2 className="text-lg font-semibold text-navy">{booking.service}</h2>
        <dl className="space-y-3 text-sm text-slate-700">
          <IconDetail icon={<CalendarClock aria-hidden="true" className="size-4 text-slate-500" />} term="When">
            <span className="font-medium text-navy">{booking.when}</span>
          </IconDetail>
          <IconDetail icon={<Info aria-hidden="true" className="size-4 text-slate-500" />} term="Status">
            {booking.status}
          </IconDetail>
          {booking.customerConfirmedAt && (
            <IconDetail icon={<CircleCheck aria-hidden="true" className="size-4 text-eco" />} term="Coming">
              <span className="font-medium text-eco">You told us you are coming.</span>
            </IconDetail>
          )}
        </dl>
        {children}
      </div>
    </article>
  );
}
