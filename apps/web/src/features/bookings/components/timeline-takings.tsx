import { formatRupees } from '@/lib/format';
import { useDayTakings } from '../api/get-day-takings';

const methodNames = { cash: 'Cash', upi: 'UPI', card: 'Card', online: 'Online' } as const;

/** The day's takings: collected against expected, and by method (GET /tor/get-day-takings). */
export function TimelineTakings({ day }: { day: string }) {
  const takings = useDayTakings(day);
  if (takings.isPending) return <p className="mb-4 text-sm text-slate-600">Loading the day's takings...</p>;
  if (takings.isError) return <p className="mb-4 text-sm text-danger">Failed to fetch the day's takings</p>;
  const t = takings.data;
  return (
    <section aria-label="The day's takings" className="mb-4 rounded-xl border border-slate-200 bg-white px-4 py-3">
      <dl className="flex flex-wrap items-baseline gap-x-6 gap-y-2 text-sm">
        <div className="flex items-baseline gap-2">
          <dt className="text-slate-600">Collected</dt>
          <dd className="text-lg font-bold text-navy">
            {formatRupees(t.collectedPaise)}{' '}
            <span className="text-sm font-normal text-slate-600">of {formatRupees(t.expectedPaise)} expected</span>
          </dd>
        </div>
        {t.byMethod.map((m) => (
          <div key={m.method} className="flex items-baseline gap-2">
            <dt className="text-slate-600">{methodNames[m.method]}</dt>
            <dd className="font-semibold text-navy">
              {formatRupees(m.amountPaise)}{' '}
              <span className="font-normal text-slate-600">
                ({m.paymentCount} payment{m.paymentCount === 1 ? '' : 's'})
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
