import { formatInr, routes, type InvoiceView } from '@autospa/contract';
import { TextLink } from '@/components/ui/text-link';
import { PdfButton } from './pdf-button';
import { dateIn } from './zoned-dates';

const th = 'border-b border-slate-200 bg-slate-100 px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase';
const td = 'border-b border-slate-100 px-3 py-2.5 text-navy';
const num = 'text-right tabular-nums whitespace-nowrap';
const tax = (i: InvoiceView) => i.cgstPaise + i.sgstPaise + i.igstPaise;
const customer = (i: InvoiceView) => i.buyer.legalName ?? i.buyer.name;
const open = (i: InvoiceView) => `${routes.invoice}?id=${i._id}`;

// One page of invoices: a table from the tablet up, cards on a phone. Each opens its printable page.
export function InvoiceList({ rows, zone, caption }: { rows: InvoiceView[]; zone: string; caption: string }) {
  return (
    <>
      <div
        className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block"
        role="region"
        aria-label={caption}
        tabIndex={0}
      >
        <table className="w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {['Number', 'Date', 'Customer', 'Booking'].map((h) => (
                <th key={h} scope="col" className={th}>
                  {h}
                </th>
              ))}
              {['Taxable', 'Tax', 'Total'].map((h) => (
                <th key={h} scope="col" className={`${th} text-right`}>
                  {h}
                </th>
              ))}
              <th scope="col" className={th}>
                <span className="sr-only">PDF</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((i) => (
              <tr key={i._id}>
                <td className={`${td} font-mono whitespace-nowrap`}>
                  <TextLink to={open(i)}>{i.number}</TextLink>
                </td>
                <td className={`${td} whitespace-nowrap`}>{dateIn(i.issuedAt, zone)}</td>
                <td className={td}>
                  {customer(i)}
                  {i.buyer.gstin && <span className="block font-mono text-xs text-slate-600">{i.buyer.gstin}</span>}
                </td>
                <td className={`${td} font-mono`}>{i.bookingReference ?? '—'}</td>
                <td className={`${td} ${num}`}>{formatInr(i.taxablePaise)}</td>
                <td className={`${td} ${num}`}>{formatInr(tax(i))}</td>
                <td className={`${td} ${num} font-semibold`}>{formatInr(i.totalPaise)}</td>
                <td className={td}>
                  <PdfButton id={i._id} number={i.number} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label={caption}>
        {rows.map((i) => (
          <li key={i._id} className="rounded-2xl border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <TextLink to={open(i)} className="font-mono">
                {i.number}
              </TextLink>
              <span className="text-base font-bold text-navy tabular-nums">{formatInr(i.totalPaise)}</span>
            </div>
            <p className="mt-1 text-sm text-navy">{customer(i)}</p>
            <p className="text-sm text-slate-600">
              {dateIn(i.issuedAt, zone)}
              {i.bookingReference && <> · {i.bookingReference}</>}
            </p>
            <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-100 pt-3 text-sm">
              <span className="text-slate-600 tabular-nums">
                Taxable {formatInr(i.taxablePaise)} · Tax {formatInr(tax(i))}
              </span>
              <PdfButton id={i._id} number={i.number} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
