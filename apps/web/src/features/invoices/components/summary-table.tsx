import type { ReactNode } from 'react';
import { ListEmpty } from '@/components/ui/list-state';

export type SummaryColumn<T> = { header: string; cell: (row: T) => ReactNode; numeric?: boolean };

const th =
  'whitespace-nowrap border-b border-slate-200 bg-slate-100 px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase';
const td = 'border-b border-slate-100 px-3 py-2 text-navy';

/** 'Credit notes' → 'credit notes'; an acronym ('B2B invoices', 'SAC summary') keeps its capitals. */
const lowerLead = (title: string) => (/^[A-Z][a-z]/.test(title) ? title[0]!.toLowerCase() + title.slice(1) : title);

type SummaryTableProps<T> = { title: string; note?: string; rows: T[]; columns: SummaryColumn<T>[]; rowKey: (row: T) => string };

// One table of the GST month under its heading; it scrolls sideways on a phone, and says so when it is empty.
export function SummaryTable<T>({ title, note, rows, columns, rowKey }: SummaryTableProps<T>) {
  const headingId = `gst-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-lg font-semibold text-navy">
        {title}
      </h2>
      {note && <p className="text-sm text-slate-600">{note}</p>}
      {rows.length === 0 ? (
        <ListEmpty title={`No ${lowerLead(title)} this month`} />
      ) : (
        <div
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
          role="region"
          aria-label={`${title} (table)`}
          tabIndex={0}
        >
          <table className="w-full min-w-max border-separate border-spacing-0 text-sm">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col" className={c.numeric ? `${th} text-right` : th}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((c) => (
                    <td key={c.header} className={c.numeric ? `${td} text-right whitespace-nowrap tabular-nums` : td}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
