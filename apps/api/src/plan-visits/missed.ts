import { sql } from 'drizzle-orm';
import type { Database } from '@autospa/db';
import { addDays, todayIn } from '../lib/zoned-time.js';
import { loadSettings } from '../modules/settings/service.js';
import { visitMessagesSql } from './jobs.js';
import { messageTime } from './nightly.js';

// After a business day ends: every visit of that day still scheduled without proof is missed, and each missed or
// unplaced visit (owed, not made) credits the customer one visit's value in the ledger, once (plan_ledger_missed_key),
// however often this runs. One statement: the marks, the credits and the customers' messages commit together.

/**
 * One visit's value in paise, for the visit `pv` of subscription `s` on plan `p`: a daily plan's price over the visits
 * its weekdays make in the visit's month; another plan's price over its visits; rounded down.
 */
export const visitValueSql = sql`(case when p.kind = 'daily' then s.price_paise / greatest(1, (
    select count(*) from generate_series(date_trunc('month', pv.visit_date), date_trunc('month', pv.visit_date) + interval '1 month - 1 day',
      interval '1 day') g where extract(dow from g)::int = any(p.weekdays)))
  else s.price_paise / greatest(1, p.visits) end)::int`;

export interface MissedResult {
  date: string;
  missed: number;
  credited: number;
}

/** Marks and credits the day's missed visits (yesterday in the business's time zone unless `date` is given). */
export async function creditMissedVisits(db: Database, options: { date?: string; now?: Date } = {}): Promise<MissedResult> {
  const now = options.now ?? new Date();
  const settings = await loadSettings(db);
  const date = options.date ?? addDays(todayIn(settings.timeZone, now), -1);
  const { rows } = await db.execute<{ missed: number; credited: number }>(sql`
    with missed as (
      update plan_visits set status = 'missed'
      where visit_date = ${date}::date and status = 'scheduled' and proof_at is null
      returning id
    ), owed as (
      select id from missed
      union all
      select id from plan_visits where visit_date = ${date}::date and status = 'unplaced'
    ), credited as (
      insert into plan_ledger (subscription_id, kind, credits, value_paise, visit_id, booking_id, reason)
      select pv.subscription_id, 'missed-visit credit', 1, ${visitValueSql}, pv.id, pv.booking_id,
        'Visit of ' || to_char(pv.visit_date, 'DD Mon YYYY') || ' ' || case when pv.booking_id is null then 'could not be placed' else 'was missed' end
      from owed o join plan_visits pv on pv.id = o.id
      join subscriptions s on s.id = pv.subscription_id join plans p on p.id = s.plan_id
      on conflict (visit_id) where kind = 'missed-visit credit' do nothing
      returning visit_id
    ), told as (
      ${visitMessagesSql(sql`array(select visit_id from credited)`, 'missed', messageTime(settings, now))}
      returning 1
    )
    select (select count(*) from missed)::int as missed, (select count(*) from credited)::int as credited`);
  return { date, ...rows[0]! };
}
