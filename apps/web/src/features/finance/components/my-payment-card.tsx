import { formatInr, PAYMENT_METHOD_LABELS, type MyPaymentRow } from '@autospa/contract';
import { ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { formatDate, formatDay } from '@/lib/format';
import { receiptPath } from './finance-texts';
import { BookingStatusBadge, PaymentStatusBadge } from './payment-status-badge';

// One of the customer's bookings as money: price, paid, still due, the payments, and the receipt once paid.
export function MyPaymentCard({ row }: { row: MyPaymentRow }) {
  const label = `${row.service.serviceName}, ${formatDay(row.date)}`;
  const figures: [string, number][] = [
    ['Price', row.pricePaise],
    ['Paid', row.paidPaise],
    ['Due', Math.max(0, row.balancePaise)],
  ];
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-navy">{row.service.serviceName}</h2>
          <p className="text-sm text-slate-600">
            {formatDay(row.date)} · {row.time} · <span className="tracking-wide">{row.carNo.join(', ')}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <BookingStatusBadge status={row.status} />
          <PaymentStatusBadge status={row.paymentStatus} />
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
        {figures.map(([name, paise]) => (
          <div key={name}>
            <dt className="text-slate-600">{name}</dt>
            <dd className="font-semibold text-navy tabular-nums">{formatInr(paise)}</dd>
          </div>
        ))}
      </dl>
      {row.payments.length > 0 && (
        <ul aria-label={`Payments for ${label}`} className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-sm text-slate-700">
          {row.payments.map((p) => (
            <li key={p._id} className="flex justify-between gap-3">
              <span>
                {formatDate(p.paidAt)} · {PAYMENT_METHOD_LABELS[p.method]}
              </span>
              <span className="font-medium tabular-nums">{formatInr(p.amountPaise)}</span>
            </li>
          ))}
        </ul>
      )}
      {row.receiptAvailable && (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <Link to={receiptPath(row._id)} className={buttonClasses('secondary')}>
            <ReceiptText aria-hidden="true" className="size-4" />
            Receipt<span className="sr-only"> for {label}</span>
          </Link>
        </div>
      )}
    </li>
  );
}
