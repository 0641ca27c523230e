import { sql } from 'drizzle-orm';
import type { Database } from '@autospa/db';
import { addDays, todayIn } from '../lib/zoned-time.js';
import { WEEKS_PER_MONTH } from '../modules/plans/rules.js';
import { loadSettings } from '../modules/settings/service.js';
import { visitMessagesSql } from './jobs.js';
import { messageTime } from './nightly.js';

// After a business day ends: every visit of that day still scheduled without proof is missed, and each missed or
// unplaced visit (owed, not made) credits the customer one visit's value in the ledger, once (plan_ledger_missed_key),
// however often this runs. One statement: the marks, the credits and the customers' messages commit together.

/**
 * One visit's value in paise for the visit `pv` of subscription `s` on plan `p`, as the plan shows it
 * (plans/rules.ts visitValuePaise, on the subscription's price): a daily plan's price over ⌊weekdays × 4.345⌋ visits,
 * another plan's price over its visits; rounded down.
 */
export const visitValueSql = sql`(case when p.kind = 'daily'
  then s.price_paise / greatest(1, floor(cardinality(p.weekdays) * ${sql.raw(String(WEEKS_PER_MONTH))})::int)
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
    with no_show as (
      -- The customer did not come (its booking is No-show): the visit did not happen, and is not owed.
      update plan_visits pv set status = 'cancelled'
      from bookings b
      where pv.visit_date = ${date}::date and pv.status = 'scheduled' and pv.proof_at is null
        and b.id = pv.booking_id and b.status = 'No-show'
      returning pv.id
    ), missed as (
      update plan_visits pv set status = 'missed'
      where pv.visit_date = ${date}::date and pv.status = 'scheduled' and pv.proof_at is null
        and not exists (select 1 from bookings b where b.id = pv.booking_id and b.status = 'No-show')
      returning pv.id
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
