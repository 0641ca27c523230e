import type { BookingLinkView } from '@autospa/contract';
import { CalendarClock, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

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
          <Detail icon={<CalendarClock aria-hidden="true" className="size-4 text-slate-500" />} term="When">
            <span className="font-medium text-navy">{booking.when}</span>
          </Detail>
          <Detail icon={<Info aria-hidden="true" className="size-4 text-slate-500" />} term="Status">
            {booking.status}
          </Detail>
          {booking.customerConfirmedAt && (
            <Detail icon={<CircleCheck aria-hidden="true" className="size-4 text-eco" />} term="Coming">
              <span className="font-medium text-eco">You told us you are coming.</span>
            </Detail>
          )}
        </dl>
        {children}
      </div>
    </article>
  );
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="mt-0.5 shrink-0">
        {icon}
        <span className="sr-only">{term}</span>
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
