import { formatInr, type GroupBy, type SeriesPoint } from '@autospa/contract';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisInr, bucketLabel } from './chart-labels';
import { ChartDataTable } from './chart-data-table';

// BRAND.md palette: income in teal, expenses in a dark amber (3:1 or more against white, as bars need).
const INCOME = '#0e7490';
const EXPENSES = '#b45309';

type FinanceChartProps = { series: SeriesPoint[]; groupBy: GroupBy };

// Income against expenses per day or month; the same figures follow as a table for screen readers.
export function FinanceChart({ series, groupBy }: FinanceChartProps) {
  const data = series.map((p) => ({ ...p, label: bucketLabel(p.bucket, groupBy) }));
  const caption = `Income and expenses by ${groupBy}`;
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <figcaption className="mb-3 text-base font-semibold text-navy">{caption}</figcaption>
      <div aria-hidden="true" className="h-72 w-full" data-testid="finance-chart">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#475569' }} tickLine={false} minTickGap={8} />
            <YAxis tickFormatter={axisInr} tick={{ fontSize: 12, fill: '#475569' }} tickLine={false} axisLine={false} width={64} />
            <Tooltip formatter={(value) => formatInr(Number(value))} cursor={{ fill: '#f1f5f9' }} />
            <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
            <Bar dataKey="incomePaise" name="Income" fill={INCOME} radius={[3, 3, 0, 0]} maxBarSize={32} />
            <Bar dataKey="expensesPaise" name="Expenses" fill={EXPENSES} radius={[3, 3, 0, 0]} maxBarSize={32} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ChartDataTable data={data} caption={caption} />
    </figure>
  );
}
