import { sql } from 'drizzle-orm';
import type { FinanceReportResponse, PaymentMethod, PeriodView } from '@autospa/contract';
import type { Database } from '@autospa/db';
import { periodInstants } from './period.js';

type RefundLine = FinanceReportResponse['refunds'][number];

/**
 * Issue 21: processed refunds are negative income on the business-local day they were processed, one line per day
 * and method of the payment refunded (booking and plan payments alike), amounts below 0.
 */
export async function refundLines(db: Database, period: Pick<PeriodView, 'from' | 'to' | 'timeZone'>): Promise<RefundLine[]> {
  const { start, end } = periodInstants(period);
  const { rows } = await db.execute<{ day: string; method: string; count: string; amount: string }>(sql`
    select to_char(x.day, 'YYYY-MM-DD') as day, x.method, count(*) as count, sum(x.amount_paise) as amount
    from (select (r.refunded_at at time zone ${period.timeZone})::date as day, p.method, r.amount_paise
          from refunds r join payments p on p.id = r.payment_id
          where r.status = 'processed'
            and r.refunded_at >= ${start.toISOString()}::timestamptz and r.refunded_at < ${end.toISOString()}::timestamptz) x
    group by x.day, x.method
    order by x.day, x.method`);
  return rows.map((r) => ({
    date: r.day,
    method: r.method as PaymentMethod,
    refundCount: Number(r.count),
    amountPaise: -Number(r.amount),
  }));
}
