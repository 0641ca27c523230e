import { formatInr, type FinanceTotals } from '@autospa/contract';
import { StatCards } from './stat-cards';

const n = (value: number) => value.toLocaleString('en-IN');

// Income, expenses and net for the period; what was collected and what is still owed under income.
export function FinanceTotalsCards({ totals, busy }: { totals: FinanceTotals; busy: boolean }) {
  return (
    <StatCards
      busy={busy}
      stats={[
        {
          label: 'Income',
          value: formatInr(totals.incomePaise),
          hint: `${n(totals.completedBookings)} completed ${totals.completedBookings === 1 ? 'booking' : 'bookings'} · ${formatInr(totals.collectedPaise)} collected · ${formatInr(totals.outstandingPaise)} due`,
        },
        {
          label: 'Expenses',
          value: formatInr(totals.expensesPaise),
          hint: `${n(totals.expenseCount)} ${totals.expenseCount === 1 ? 'expense' : 'expenses'}`,
        },
        {
          label: 'Net',
          value: formatInr(totals.netPaise),
          tone: totals.netPaise < 0 ? 'negative' : totals.netPaise > 0 ? 'positive' : 'default',
          hint: 'Income minus expenses',
        },
        {
          label: 'Plan income',
          value: formatInr(totals.planIncomePaise),
          hint: "This period's share of plan payments (spread over each plan's days)",
        },
      ]}
    />
  );
}
