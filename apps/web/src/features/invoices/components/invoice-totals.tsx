import { formatInr, type InvoiceView } from '@autospa/contract';

// The totals box and the amount in words, as the foot of a paper invoice.
export function InvoiceTotals({ invoice: inv }: { invoice: InvoiceView }) {
  const half = inv.taxRatePercent / 2;
  const rows: [string, number][] =
    inv.supplyType === 'intra'
      ? [
          ['Taxable value', inv.taxablePaise],
          [`CGST ${half}%`, inv.cgstPaise],
          [`SGST ${half}%`, inv.sgstPaise],
        ]
      : [
          ['Taxable value', inv.taxablePaise],
          [`IGST ${inv.taxRatePercent}%`, inv.igstPaise],
        ];
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_auto] print:grid-cols-[1fr_auto]">
      <p className="text-sm text-navy">
        <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">Amount in words</span>
        {inv.totalInWords}
      </p>
      <dl className="grid min-w-64 grid-cols-[1fr_auto] items-baseline gap-x-6 gap-y-1 text-sm">
        {rows.map(([label, paise]) => (
          <div key={label} className="contents">
            <dt className="text-slate-700">{label}</dt>
            <dd className="text-right tabular-nums">{formatInr(paise)}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="border-t border-slate-300 pt-1 font-semibold text-navy">
            {inv.kind === 'credit_note' ? 'Total credit' : 'Total'}
          </dt>
          <dd className="border-t border-slate-300 pt-1 text-right text-base font-bold text-navy tabular-nums">
            {formatInr(inv.totalPaise)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
