import { formatInr, type SubscriptionView } from '@autospa/contract';
import type { ReactNode } from 'react';
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge';
import { formatDate } from '@/lib/format';
import { creditsText, planKindLabel } from '@/lib/plan-text';

const tones: Record<SubscriptionView['status'], BadgeTone> = {
  active: 'success',
  paused: 'warning',
  cancelled: 'neutral',
  expired: 'neutral',
};
const words: Record<SubscriptionView['status'], string> = {
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
  expired: 'Expired',
};
export const subscriptionStatusText = (s: SubscriptionView['status']) => words[s];

/** Whether the customer can still pause or cancel it. */
export const isLive = (s: SubscriptionView) => s.status === 'active' || s.status === 'paused';

/** 'Paid ₹1,499', 'Paid ₹500 of ₹1,499' or 'Not paid yet (₹1,499)'. */
export const paidText = (s: Pick<SubscriptionView, 'paidPaise' | 'pricePaise'>) =>
  s.paidPaise >= s.pricePaise
    ? `Paid ${formatInr(s.paidPaise)}`
    : s.paidPaise > 0
      ? `Paid ${formatInr(s.paidPaise)} of ${formatInr(s.pricePaise)}`
      : `Not paid yet (${formatInr(s.pricePaise)})`;

// One subscription: plan, car, status, credits left (a daily plan has none to count), period, pauses and payment;
// `staff` adds the customer; the screen's buttons go below.
export function SubscriptionCard({ sub, staff = false, children }: { sub: SubscriptionView; staff?: boolean; children?: ReactNode }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5" aria-label={`${sub.plan.name}, ${sub.vehicle.plate}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-bold tracking-wider text-teal-dark uppercase">{planKindLabel(sub.plan)}</p>
          <h2 className="text-lg font-semibold text-navy">{sub.plan.name}</h2>
        </div>
        <StatusBadge tone={tones[sub.status]}>{words[sub.status]}</StatusBadge>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="rounded-md border-2 border-navy bg-white px-2 py-0.5 font-mono font-bold tracking-widest text-navy">
          {sub.vehicle.plate}
        </span>
        <span className="text-slate-700">{[sub.vehicle.make, sub.vehicle.model].filter(Boolean).join(' ')}</span>
      </div>
      {sub.plan.kind !== 'daily' && (
        <p className="mt-3 text-xl font-bold text-navy" data-testid="credits-left">
          {creditsText(sub.balance)}
        </p>
      )}
      <dl className="mt-2 grid gap-1 text-sm text-slate-700">
        {staff && (
          <div>
            <dt className="inline font-medium">Customer: </dt>
            <dd className="inline">
              {sub.customer.username} · {sub.customer.phone}
            </dd>
          </div>
        )}
        <div>
          <dt className="inline font-medium">Period: </dt>
          <dd className="inline">
            {formatDate(sub.startDate)} – {formatDate(sub.endDate)}
          </dd>
        </div>
        {sub.pauses.length > 0 && (
          <div>
            <dt className="inline font-medium">Paused: </dt>
            <dd className="inline">{sub.pauses.map((p) => `${formatDate(p.from)} – ${formatDate(p.to)}`).join('; ')}</dd>
          </div>
        )}
        {isLive(sub) && (
          <div>
            <dt className="inline font-medium">Pause days left: </dt>
            <dd className="inline">{sub.pauseDaysLeft}</dd>
          </div>
        )}
        {sub.address && (
          <div>
            <dt className="inline font-medium">Address: </dt>
            <dd className="inline">
              {sub.address}
              {sub.landmark && ` (${sub.landmark})`}
            </dd>
          </div>
        )}
        <div>
          <dt className="sr-only">Payment</dt>
          <dd>{paidText(sub)}</dd>
        </div>
      </dl>
      {children && (
        <div className="mt-4 grid grid-cols-2 gap-2 border-t border-slate-100 pt-4 sm:flex sm:flex-wrap sm:justify-end">{children}</div>
      )}
    </li>
  );
}
