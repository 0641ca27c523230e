import { formatInr, PAYMENT_METHOD_LABELS, type ReceiptResponse } from '@autospa/contract';
import { business } from '@/content/business';
import { formatDate, formatDay } from '@/lib/format';
import { usePublicSite } from '@/lib/public-site';

const label = 'text-xs font-semibold tracking-wide text-slate-600 uppercase';

// A paid booking's receipt, laid out for the screen and for paper alike.
export function ReceiptView({ receipt: r }: { receipt: ReceiptResponse }) {
  const { booking: b } = r;
  const place = usePublicSite().business;
  const vehicle = [b.category, b.subCategory].filter(Boolean).join(' · ');
  return (
    <article aria-labelledby="receipt-title" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 print:border-0 print:p-0">
      <div className="flex flex-col gap-4 border-b border-slate-200 pb-5 sm:flex-row sm:justify-between">
        <div>
          <p className="text-xl font-bold text-navy">{place.name}</p>
          <p className="mt-1 text-sm text-slate-700">{place.addressLine}</p>
          <p className="text-sm text-slate-700">{[place.phones.join(', '), place.emails[0]].filter(Boolean).join(' · ')}</p>
        </div>
        <div className="sm:text-right">
          <h2 id="receipt-title" className="text-lg font-semibold text-navy">
            Receipt {r.receiptNo}
          </h2>
          <p className="text-sm text-slate-700">Issued {formatDate(r.issuedAt)}</p>
          {r.paidInFullAt && <p className="text-sm text-slate-700">Paid in full {formatDate(r.paidInFullAt)}</p>}
        </div>
      </div>
      <dl className="grid gap-4 border-b border-slate-200 py-5 text-sm sm:grid-cols-2">
        <div>
          <dt className={label}>Billed to</dt>
          <dd className="mt-1 text-navy">
            <span className="block font-medium">{r.customer.username}</span>
            <span className="block">{r.customer.phone}</span>
            <span className="block break-all">{r.customer.emailId}</span>
          </dd>
        </div>
        <div>
          <dt className={label}>Service</dt>
          <dd className="mt-1 text-navy">
            <span className="block font-medium">{b.service.serviceName}</span>
            <span className="block">
              {formatDay(b.date)}, {b.time}
            </span>
            <span className="block tracking-wide">
              {b.carNo.join(', ')}
              {vehicle && ` · ${vehicle}`}
            </span>
          </dd>
        </div>
      </dl>
      <table className="mt-5 w-full text-sm">
        <caption className="sr-only">Payments</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left">
            <th scope="col" className={`${label} pb-2`}>
              Paid on
            </th>
            <th scope="col" className={`${label} pb-2`}>
              Method
            </th>
            <th scope="col" className={`${label} pb-2 text-right`}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {r.payments.map((p) => (
            <tr key={p._id} className="border-b border-slate-100">
              <td className="py-2">{formatDate(p.paidAt)}</td>
              <td className="py-2">{PAYMENT_METHOD_LABELS[p.method]}</td>
              <td className="py-2 text-right tabular-nums">{formatInr(p.amountPaise)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="font-semibold text-navy">
          <tr>
            <th scope="row" colSpan={2} className="pt-3 text-left">
              Price
            </th>
            <td className="pt-3 text-right tabular-nums">{formatInr(r.pricePaise)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2} className="pt-1 text-left">
              Total paid
            </th>
            <td className="pt-1 text-right tabular-nums">{formatInr(r.paidPaise)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-8 text-sm text-slate-600">
        Thank you for choosing {place.name}. {business.tagline}
      </p>
    </article>
  );
}
