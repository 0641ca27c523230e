import { EXPENSE_CATEGORY_LABELS, PAYMENT_METHOD_LABELS, type FinanceReportResponse } from '@autospa/contract';
import { BreakdownList } from './breakdown-list';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;
/** '2026-11' → 'Nov 2026'. */
const monthLabel = (month: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

// Where the period's money came from and went: by service, by expense category, and how it was paid.
export function FinanceBreakdowns({ report }: { report: FinanceReportResponse }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2 2xl:grid-cols-4">
      <BreakdownList
        title="Income by service"
        emptyText="No completed bookings in this period."
        barClass="bg-teal"
        rows={report.byService.map((s) => ({
          key: s.serviceId,
          label: s.serviceName,
          detail: count(s.completedBookings, 'booking', 'bookings'),
          amountPaise: s.incomePaise,
        }))}
      />
      <BreakdownList
        title="Expenses by category"
        emptyText="No expenses in this period."
        barClass="bg-amber-700"
        rows={report.byCategory.map((c) => ({
          key: c.category,
          label: EXPENSE_CATEGORY_LABELS[c.category],
          detail: count(c.expenseCount, 'expense', 'expenses'),
          amountPaise: c.amountPaise,
        }))}
      />
      <BreakdownList
        title="Collected by method"
        emptyText="No payments in this period."
        barClass="bg-navy"
        rows={report.byMethod.map((m) => ({
          key: m.method,
          label: PAYMENT_METHOD_LABELS[m.method],
          detail: count(m.paymentCount, 'payment', 'payments'),
          amountPaise: m.amountPaise,
        }))}
      />
      <BreakdownList
        title="Plan income by plan and month"
        emptyText="No plan income in this period."
        barClass="bg-teal-dark"
        rows={report.planIncome.map((p) => ({
          key: `${p.planId}:${p.month}`,
          label: p.planName,
          detail: monthLabel(p.month),
          amountPaise: p.incomePaise,
        }))}
      />
    </div>
  );
}
