import { formatInr, PAYMENT_METHOD_LABELS, type PaymentView, type RefundView } from '@autospa/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { useBookingPayments } from '../api/get-booking-payments';
import { useRefunds } from '../api/get-refunds';
import { RefundForm } from './refund-form';

const REFUND_STATUS: Record<RefundView['status'], string> = { pending: 'on its way', processed: 'refunded', failed: 'failed' };

/** What is left of a payment to refund: its amount less its pending and processed refunds. */
const leftOf = (p: PaymentView, refunds: RefundView[]) =>
  p.amountPaise - refunds.filter((r) => r.paymentId === p._id && r.status !== 'failed').reduce((n, r) => n + r.amountPaise, 0);

// The payments already on a booking, so nobody records the same money twice; voided ones are struck through.
// With canRefund (the Admin), each live payment has a Refund action; refunds are listed under the payments.
export function PaymentHistory({ bookingId, canRefund = false }: { bookingId: string; canRefund?: boolean }) {
  const payments = useBookingPayments(bookingId);
  const refunds = useRefunds(canRefund ? bookingId : '');
  const [refunding, setRefunding] = useState<string | null>(null);
  if (payments.isPending || payments.isError || payments.data.data.length === 0) return null;
  const given = canRefund ? (refunds.data?.data ?? []) : [];
  return (
    <section aria-label="Payments so far" className="text-sm">
      <h3 className="font-semibold text-navy">Payments so far</h3>
      <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {payments.data.data.map((p) => {
          const left = leftOf(p, given);
          return (
            <li key={p._id} className="space-y-2 px-3 py-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className={p.voided ? 'text-slate-500 line-through' : 'text-navy'}>
                  {formatDate(p.paidAt)} · {PAYMENT_METHOD_LABELS[p.method]}
                  {p.recordedBy && <span className="text-slate-600"> · by {p.recordedBy.username}</span>}
                </span>
                <span className="flex items-center gap-2 font-semibold tabular-nums">
                  {formatInr(p.amountPaise)}
                  {p.voided && <span className="ml-1 font-normal text-slate-600 no-underline">(voided)</span>}
                  {canRefund && !p.voided && left > 0 && refunding !== p._id && (
                    <Button
                      variant="ghost"
                      className="h-11"
                      onClick={() => setRefunding(p._id)}
                      aria-label={`Refund ${formatInr(p.amountPaise)} ${PAYMENT_METHOD_LABELS[p.method]}`}
                    >
                      Refund
                    </Button>
                  )}
                </span>
              </div>
              {refunding === p._id && <RefundForm payment={p} leftPaise={left} onDone={() => setRefunding(null)} />}
            </li>
          );
        })}
      </ul>
      {given.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold text-navy">Refunds</h3>
          <ul aria-label="Refunds" className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
            {given.map((r) => (
              <li key={r._id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span className="text-navy">
                  {formatDate(r.refundedAt ?? r.createdAt)} · {r.reason} · {REFUND_STATUS[r.status]}
                </span>
                <span className="font-semibold text-danger tabular-nums">−{formatInr(r.amountPaise)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
