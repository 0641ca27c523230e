import { formatInr, type SeriesPoint } from '@autospa/contract';

type Row = SeriesPoint & { label: string };

const cell = 'border-b border-slate-100 px-3 py-2 text-right tabular-nums';
const head = 'border-b border-slate-200 bg-slate-100 px-3 py-2 text-right text-xs font-semibold text-slate-700 uppercase';

// The chart's figures in a table: what a screen reader reads, and anyone who wants the exact numbers.
export function ChartDataTable({ data, caption }: { data: Row[]; caption: string }) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer rounded font-medium text-teal hover:text-teal-dark">Show the chart as a table</summary>
      <div
        className="mt-3 max-h-80 overflow-auto rounded-lg border border-slate-200"
        role="region"
        aria-label={`${caption} (table)`}
        tabIndex={0}
      >
        <table className="w-full border-separate border-spacing-0">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={`${head} text-left`}>
                Period
              </th>
              <th scope="col" className={head}>
                Income
              </th>
              <th scope="col" className={head}>
                Expenses
              </th>
              <th scope="col" className={head}>
                Net
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((p) => (
              <tr key={p.bucket}>
                <th scope="row" className="border-b border-slate-100 px-3 py-2 text-left font-medium text-navy">
                  {p.label}
                </th>
                <td className={cell}>{formatInr(p.incomePaise)}</td>
                <td className={cell}>{formatInr(p.expensesPaise)}</td>
                <td className={cell}>{formatInr(p.netPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
