import { sql } from 'drizzle-orm';
import type { FinanceReportResponse } from '@autospa/contract';
import type { Database } from '@autospa/db';

type PlanIncome = FinanceReportResponse['planIncome'];

/**
 * Plan income, deferred (issue 20): each live plan payment is spread over its subscription's period (start to end,
 * both included, the end as moved by pauses) by days, and the days of the report period count, grouped by plan
 * and calendar month. A payment of P over N days gives days a..b (counted from the start, 0-based)
 * floor(P × (b + 1) / N) − floor(P × a / N), so a payment's shares over the whole period add up to P exactly.
 */
export async function planIncome(db: Database, period: { from: string; to: string }): Promise<PlanIncome> {
  const { rows } = await db.execute<{ plan_id: string; plan_name: string; month: string; income: string }>(sql`
    with paid as (
      select p.amount_paise::bigint as amount, s.start_date, (s.end_date - s.start_date + 1) as days, pl.id as plan_id, pl.name as plan_name,
        greatest(s.start_date, ${period.from}::date) as first_day, least(s.end_date, ${period.to}::date) as last_day
      from payments p join subscriptions s on s.id = p.subscription_id join plans pl on pl.id = s.plan_id
      where p.voided_at is null and s.start_date <= ${period.to}::date and s.end_date >= ${period.from}::date
    ), months as (
      select paid.*, m::date as month_start,
        greatest(first_day, m::date) as a, least(last_day, (m + interval '1 month' - interval '1 day')::date) as b
      from paid, generate_series(date_trunc('month', first_day), date_trunc('month', last_day), interval '1 month') m
    )
    select plan_id, plan_name, to_char(month_start, 'YYYY-MM') as month,
      sum(amount * (b - start_date + 1) / days - amount * (a - start_date) / days) as income
    from months group by plan_id, plan_name, month_start order by month_start, plan_name`);
  return rows.map((r) => ({ planId: r.plan_id, planName: r.plan_name, month: r.month, incomePaise: Number(r.income) }));
}
