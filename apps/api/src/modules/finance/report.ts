import { sql } from 'drizzle-orm';
import { EXPENSE_CATEGORIES, type FinanceReportResponse, type FinanceTotals, type PeriodView, type SeriesPoint } from '@autospa/contract';
import type { Database } from '@autospa/db';
import { pageWindow, type PageQuery } from '../../lib/paging.js';
import { paymentsByMethod } from './by-method.js';
import { expensePage } from './expenses.js';
import { incomeRows } from './income.js';
import { planIncome } from './plan-income.js';
import { bucketKey, bucketsOf } from './period.js';
import { refundLines } from './refund-lines.js';

// booking_date and expense_date are business-local days already, so truncating them to a month groups by the
// business's calendar; no time zone arithmetic is needed in SQL.
type Range = Pick<PeriodView, 'from' | 'to' | 'groupBy'>;
const truncated = (column: string, p: Range) =>
  sql.raw(`date_trunc('${p.groupBy === 'day' ? 'day' : 'month'}', ${column}::timestamp)::date`);
const n = (v: unknown) => Number(v ?? 0);

interface IncomeGroup extends Record<string, unknown> {
  bucket: string | null;
  service_id: string | null;
  service_name: string | null;
  bookings: string;
  income: string;
  collected: string;
  outstanding: string;
}

/**
 * One pass over the period's completed bookings, each joined to what its live payments add up to (one hash
 * join, no lookup per booking): the grand total, each bucket and each service, as grouping sets.
 */
function incomeGroupsQuery(p: Range) {
  return sql`
    select to_char(g.bucket, 'YYYY-MM-DD') as bucket, g.service_id, s.service_name, g.bookings, g.income, g.collected, g.outstanding
    from (
      select bucket, service_id, count(*) as bookings, sum(price) as income, sum(paid) as collected,
             sum(greatest(price - paid, 0)) as outstanding
      from (
        select ${truncated('b.booking_date', p)} as bucket, b.service_id, b.price_paise::bigint as price, coalesce(t.paid, 0) as paid
        from bookings b
        left join (select booking_id, sum(amount_paise) as paid from payments where voided_at is null group by booking_id) t
          on t.booking_id = b.id
        where b.status = 'Completed' and b.booking_date between ${p.from} and ${p.to}
      ) per_booking
      group by grouping sets ((), (bucket), (service_id))
    ) g
    left join services s on s.id = g.service_id`;
}

async function incomeGroups(db: Database, p: Range) {
  return (await db.execute<IncomeGroup>(incomeGroupsQuery(p))).rows;
}

async function expenseGroups(db: Database, p: Range) {
  const { rows } = await db.execute<{ bucket: string | null; category: string | null; count: string; amount: string }>(sql`
    select to_char(bucket, 'YYYY-MM-DD') as bucket, category, count(*) as count, sum(amount_paise) as amount
    from (select ${truncated('e.expense_date', p)} as bucket, e.category, e.amount_paise from expenses e
          where e.expense_date between ${p.from} and ${p.to}) x
    group by grouping sets ((), (bucket), (category))`);
  return rows;
}

/** The Admin's report: totals, a chart series with every bucket, breakdowns, and a page of each row list. */
export async function financeReport(db: Database, period: PeriodView, page: PageQuery): Promise<FinanceReportResponse> {
  const window = pageWindow(page);
  const [income, byMethod, spent, incomePage, expenseRows, plans, refunds] = await Promise.all([
    incomeGroups(db, period),
    // How the period's income was paid: live payments on its completed bookings.
    paymentsByMethod(db, sql`b.status = 'Completed' and b.booking_date between ${period.from} and ${period.to}`),
    expenseGroups(db, period),
    incomeRows(db, period.timeZone, period, window),
    expensePage(db, period, window),
    planIncome(db, period),
    refundLines(db, period),
  ]);
  const refundsPaise = -refunds.reduce((sum, r) => sum + r.amountPaise, 0);
  const incomeTotal = income.find((r) => r.bucket === null && r.service_id === null);
  const spentTotal = spent.find((r) => r.bucket === null && r.category === null);
  const totals: FinanceTotals = {
    incomePaise: n(incomeTotal?.income),
    expensesPaise: n(spentTotal?.amount),
    netPaise: n(incomeTotal?.income) - refundsPaise - n(spentTotal?.amount),
    collectedPaise: n(incomeTotal?.collected),
    outstandingPaise: n(incomeTotal?.outstanding),
    completedBookings: n(incomeTotal?.bookings),
    expenseCount: n(spentTotal?.count),
    planIncomePaise: plans.reduce((sum, p) => sum + p.incomePaise, 0),
    refundsPaise,
  };

  const series = new Map<string, SeriesPoint>(
    bucketsOf(period).map((b) => [
      b.bucket,
      { ...b, incomePaise: 0, expensesPaise: 0, netPaise: 0, collectedPaise: 0, completedBookings: 0, refundsPaise: 0 },
    ]),
  );
  for (const r of income.filter((r) => r.bucket !== null)) {
    const point = series.get(bucketKey(r.bucket!, period.groupBy));
    if (point) Object.assign(point, { incomePaise: n(r.income), collectedPaise: n(r.collected), completedBookings: n(r.bookings) });
  }
  for (const r of spent.filter((r) => r.bucket !== null)) {
    const point = series.get(bucketKey(r.bucket!, period.groupBy));
    if (point) point.expensesPaise = n(r.amount);
  }
  for (const r of refunds) {
    const point = series.get(bucketKey(r.date, period.groupBy));
    if (point) point.refundsPaise -= r.amountPaise;
  }
  for (const point of series.values()) point.netPaise = point.incomePaise - point.refundsPaise - point.expensesPaise;

  return {
    period,
    totals,
    series: [...series.values()],
    byService: income
      .filter((r) => r.service_id !== null)
      .map((r) => ({
        serviceId: r.service_id!,
        serviceName: r.service_name ?? '',
        completedBookings: n(r.bookings),
        incomePaise: n(r.income),
      }))
      .sort((a, b) => b.incomePaise - a.incomePaise || a.serviceName.localeCompare(b.serviceName)),
    byCategory: EXPENSE_CATEGORIES.map((category) => {
      const r = spent.find((s) => s.category === category);
      return { category, expenseCount: n(r?.count), amountPaise: n(r?.amount) };
    }),
    byMethod,
    planIncome: plans,
    income: { data: incomePage, total: totals.completedBookings },
    expenses: { data: expenseRows, total: totals.expenseCount },
    refunds,
  };
}
