import { formatInr, type GstSummaryView } from '@autospa/contract';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ListError, ListLoading } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useBusinessZone } from '../api/get-business-zone';
import { useGstSummary } from '../api/get-gst-summary';
import { b2bColumns, b2cColumns, creditNoteColumns, sacColumns } from '../components/gst-columns';
import { GstCsvButtons } from '../components/gst-csv-buttons';
import { SummaryTable } from '../components/summary-table';
import { monthName, todayIn } from '../components/zoned-dates';

function Totals({ totals }: { totals: GstSummaryView['totals'] }) {
  const items: [string, number][] = [
    ['Taxable', totals.taxablePaise],
    ['CGST', totals.cgstPaise],
    ['SGST', totals.sgstPaise],
    ['IGST', totals.igstPaise],
    ['Total', totals.totalPaise],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {items.map(([label, paise]) => (
        <div key={label} className={cn('rounded-xl border border-slate-200 bg-white p-3', label === 'Total' && 'col-span-2 sm:col-span-1')}>
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
          <dd className="mt-1 text-lg font-bold text-navy tabular-nums">{formatInr(paise)}</dd>
        </div>
      ))}
    </dl>
  );
}

// /gst-summary (Admin): a month's GSTR-1 figures (B2C by place and rate, B2B invoices, credit notes, SAC) and its CSVs.
export function GstSummaryRoute() {
  const zone = useBusinessZone();
  const [month, setMonth] = useState(() => todayIn(zone).slice(0, 7));
  const summary = useGstSummary(month);
  return (
    <>
      <PageHeader
        title="GST summary"
        description="The month's tax invoices and credit notes as GSTR-1 reports them, net of credit notes."
      />
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="sm:w-56">
          <Field label="Month">
            {(control) => <Input {...control} type="month" value={month} onChange={(e) => e.target.value && setMonth(e.target.value)} />}
          </Field>
        </div>
        <GstCsvButtons month={month} />
      </div>
      {summary.isPending ? (
        <ListLoading text="Loading the GST summary..." />
      ) : summary.isError ? (
        <ListError text={errorMessage(summary.error, 'Failed to fetch the GST summary.')} />
      ) : (
        <div className="space-y-8" aria-busy={summary.isPlaceholderData}>
          <section aria-labelledby="gst-totals" className="space-y-2">
            <h2 id="gst-totals" className="text-lg font-semibold text-navy">
              {monthName(summary.data.month)} totals
            </h2>
            <Totals totals={summary.data.totals} />
          </section>
          <SummaryTable
            title="B2C by place of supply and rate"
            note="Customers without a GSTIN (GSTR-1 B2CS)."
            rows={summary.data.b2c}
            columns={b2cColumns}
            rowKey={(r) => `${r.placeOfSupply}-${r.ratePercent}`}
          />
          <SummaryTable
            title="B2B invoices"
            note="Customers with a GSTIN (GSTR-1 B2B)."
            rows={summary.data.b2b}
            columns={b2bColumns(zone)}
            rowKey={(r) => r.invoiceId}
          />
          <SummaryTable
            title="Credit notes"
            rows={summary.data.creditNotes}
            columns={creditNoteColumns(zone)}
            rowKey={(r) => r.invoiceId}
          />
          <SummaryTable title="SAC summary" note="GSTR-1 HSN summary." rows={summary.data.sac} columns={sacColumns} rowKey={(r) => r.sac} />
        </div>
      )}
    </>
  );
}
