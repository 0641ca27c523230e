import { INVOICE_KIND_LABELS, routes, type InvoiceView } from '@autospa/contract';
import { TextLink } from '@/components/ui/text-link';
import { InvoiceLines } from './invoice-lines';
import { InvoiceParties } from './invoice-parties';
import { InvoiceTotals } from './invoice-totals';
import { dateIn } from './zoned-dates';

// A tax invoice or credit note laid out like the paper one: title and number, seller and buyer, place of supply,
// the lines with their tax, the SAC summary, totals and the amount in words.
export function InvoiceDocument({ invoice: inv, zone }: { invoice: InvoiceView; zone: string }) {
  return (
    <article aria-labelledby="invoice-title" className="invoice-paper space-y-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-8">
      <header className="flex flex-col gap-3 border-b border-slate-200 pb-4 sm:flex-row sm:items-start sm:justify-between print:flex-row">
        <div>
          <h2 id="invoice-title" className="text-xl font-bold tracking-wide text-navy uppercase">
            {INVOICE_KIND_LABELS[inv.kind]}
          </h2>
          <p className="mt-1 font-mono text-base font-semibold text-navy">{inv.number}</p>
          {inv.kind === 'credit_note' && inv.originalInvoiceNumber && (
            <p className="mt-1 text-sm text-slate-700">
              Credit note against{' '}
              {inv.originalInvoiceId ? (
                <TextLink to={`${routes.invoice}?id=${inv.originalInvoiceId}`}>{inv.originalInvoiceNumber}</TextLink>
              ) : (
                inv.originalInvoiceNumber
              )}
              {inv.reason && <>: {inv.reason}</>}
            </p>
          )}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm sm:text-right print:text-right">
          <dt className="text-slate-600">Date</dt>
          <dd className="text-navy">{dateIn(inv.issuedAt, zone)}</dd>
          {inv.bookingReference && (
            <>
              <dt className="text-slate-600">Booking</dt>
              <dd className="font-mono text-navy">{inv.bookingReference}</dd>
            </>
          )}
          <dt className="text-slate-600">Place of supply</dt>
          <dd className="text-navy">{inv.placeOfSupply}</dd>
          <dt className="text-slate-600">Supply</dt>
          <dd className="text-navy">{inv.supplyType === 'intra' ? 'Within the state' : 'Across states'}</dd>
        </dl>
      </header>
      <InvoiceParties invoice={inv} />
      <InvoiceLines invoice={inv} />
      <InvoiceTotals invoice={inv} />
      <p className="border-t border-slate-200 pt-3 text-xs text-slate-600">
        Financial year {inv.financialYear}. A computer-generated {INVOICE_KIND_LABELS[inv.kind].toLowerCase()}; no signature needed.
      </p>
    </article>
  );
}
