import { formatInr, PAYMENT_METHOD_LABELS } from '@autospa/contract';
import { formatDate } from '@/lib/format';
import { useBookingPayments } from '../api/get-booking-payments';

// The payments already on a booking, so nobody records the same money twice; voided ones are struck through.
export function PaymentHistory({ bookingId }: { bookingId: string }) {
  const payments = useBookingPayments(bookingId);
  if (payments.isPending || payments.isError || payments.data.data.length === 0) return null;
  return (
    <section aria-label="Payments so far" className="text-sm">
      <h3 className="font-semibold text-navy">Payments so far</h3>
      <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {payments.data.data.map((p) => (
          <li key={p._id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <span className={p.voided ? 'text-slate-500 line-through' : 'text-navy'}>
              {formatDate(p.paidAt)} · {PAYMENT_METHOD_LABELS[p.method]}
              {p.recordedBy && <span className="text-slate-600"> · by {p.recordedBy.username}</span>}
            </span>
            <span className="font-semibold tabular-nums">
              {formatInr(p.amountPaise)}
              {p.voided && <span className="ml-1 font-normal text-slate-600 no-underline">(voided)</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
