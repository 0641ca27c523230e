import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { SettingsView } from '@autospa/contract';
import type { Database } from '@autospa/db';
import type { Executor } from '../lib/db-executor.js';
import { ruleRefusal } from '../lib/db-errors.js';
import { todayIn } from '../lib/zoned-time.js';
import { newReference } from '../modules/bookings/reference.js';
import { loadSettings } from '../modules/settings/service.js';
import { quietPeriodAround } from '../reminders/plan.js';
import { DayAllocator, type Placed } from './allocate.js';
import { loadDay } from './day.js';
import { visitMessagesSql } from './jobs.js';

// The nightly job (issue 20): today's visits of every active daily-plan subscription whose weekdays include today,
// whose period holds today and that is not paused today. Set-based: the due subscriptions are read once, then placed
// a batch at a time, each batch one transaction under the day's booking lock (the capacity trigger's, migration
// 0005): its visits inserted (plan_visits_daily_key makes each once), its bookings placed in memory against the
// day's bookings and inserted in one statement (every booking trigger still checks each row), the visits that did
// not fit marked unplaced and their messages queued. A crash loses at most the batch under way, which the next run
// (the job's retry, or a second run) makes again: it finds only the subscriptions without a visit that day.

export const BATCH_SIZE = 1000;
/** A visit starts at least this long after the job runs (when it runs after opening time). */
const LEAD_MS = 10 * 60_000;
/** What a plan visit's booking shows as its price: the plan paid for it. */
export const PLAN_VISIT_PRICE = 'Included in plan';

export type DueVisit = {
  subscriptionId: string;
  userId: string;
  plate: string;
  categoryId: string | null;
  subCategoryId: string | null;
  serviceId: string;
  durationMinutes: number;
  atDoor: boolean;
  address: string | null;
  landmark: string | null;
};

export interface NightlyResult {
  date: string;
  due: number;
  placed: number;
  unplaced: number;
}

const jsonb = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const uuids = (ids: string[]) => sql`array(select jsonb_array_elements_text(${jsonb(ids)})::uuid)`;

/** The subscriptions owed a daily visit on `date` that have none yet, each with its car and the plan's first service. */
export async function dueVisits(db: Executor, date: string): Promise<DueVisit[]> {
  const { rows } = await db.execute<DueVisit>(sql`
    select s.id as "subscriptionId", s.user_id as "userId", v.plate, v.category_id as "categoryId",
      v.sub_category_id as "subCategoryId", sv.id as "serviceId", sv.duration_minutes as "durationMinutes",
      (s.address is not null or sv.at_door) as "atDoor", s.address, s.landmark
    from subscriptions s
    join plans p on p.id = s.plan_id and p.kind = 'daily'
    join vehicles v on v.id = s.vehicle_id
    join lateral (
      select x.id, x.duration_minutes, x.at_door from plan_services ps join services x on x.id = ps.service_id
      where ps.plan_id = p.id order by ps.position, x.id limit 1) sv on true
    where s.status = 'active' and s.start_date <= ${date}::date and s.end_date >= ${date}::date
      and extract(dow from ${date}::date)::int = any(p.weekdays)
      and not exists (select 1 from subscription_pauses sp where sp.subscription_id = s.id and ${date}::date between sp.from_date and sp.to_date)
      and not exists (select 1 from plan_visits pv where pv.subscription_id = s.id and pv.visit_date = ${date}::date and pv.source = 'daily')
    order by s.id`);
  return rows;
}

/** Makes the day's visits (today in the business's time zone unless `date` is given); safe to run again. */
export async function makeDailyVisits(
  db: Database,
  options: { date?: string; now?: Date; batchSize?: number; afterBatch?: (index: number) => void | Promise<void> } = {},
): Promise<NightlyResult> {
  const now = options.now ?? new Date();
  const settings = await loadSettings(db);
  const date = options.date ?? todayIn(settings.timeZone, now);
  const due = await dueVisits(db, date);
  const size = options.batchSize ?? BATCH_SIZE;
  const result: NightlyResult = { date, due: due.length, placed: 0, unplaced: 0 };
  for (let i = 0; i * size < due.length; i++) {
    const batch = due.slice(i * size, (i + 1) * size);
    let counts: { placed: number; unplaced: number };
    try {
      counts = await db.transaction((tx) => placeBatch(tx, settings, date, batch, now, false));
    } catch (error) {
      // A booking rule this placement did not foresee refused a row: the batch again, one booking at a time.
      if (!ruleRefusal(error)) throw error;
      counts = await db.transaction((tx) => placeBatch(tx, settings, date, batch, now, true));
    }
    result.placed += counts.placed;
    result.unplaced += counts.unplaced;
    await options.afterBatch?.(i);
  }
  return result;
}

interface BookingRow {
  id: string;
  visitId: string;
  user_id: string;
  reference: string;
  category_id: string | null;
  sub_category_id: string | null;
  service_id: string;
  starts_at: string;
  ends_at: string;
  plate: string;
  duration: number;
  at_door: boolean;
  address: string | null;
  landmark: string | null;
  employee_id: string | null;
  bay_id: string | null;
}

async function placeBatch(tx: Executor, settings: SettingsView, date: string, batch: DueVisit[], now: Date, oneByOne: boolean) {
  await tx.execute(sql`select pg_advisory_xact_lock(4001, ${date}::date - date '2000-01-01')`);
  // Another run may have made some of them meanwhile: only the visits inserted here are placed here.
  const { rows: made } = await tx.execute<{ id: string; subscription_id: string }>(sql`
    insert into plan_visits (subscription_id, visit_date, source)
    select id, ${date}::date, 'daily' from unnest(${uuids(batch.map((d) => d.subscriptionId))}) id
    on conflict (subscription_id, visit_date) where source = 'daily' do nothing
    returning id, subscription_id`);
  const visitOf = new Map(made.map((r) => [r.subscription_id, r.id]));
  const fresh = batch.filter((d) => visitOf.has(d.subscriptionId));
  if (fresh.length === 0) return { placed: 0, unplaced: 0 };

  const held = await upcomingCounts(tx, [...new Set(fresh.map((d) => d.userId))]);
  const day = await loadDay(
    tx,
    settings,
    date,
    fresh.map((d) => d.plate),
    now.getTime() + LEAD_MS,
  );
  const allocator = new DayAllocator(day);
  const references = new Set<string>();
  const rows: BookingRow[] = [];
  for (const visit of fresh) {
    // The customer's limit of upcoming bookings (migration 0011) holds for plan visits too.
    if ((held.get(visit.userId) ?? 0) >= settings.bookingsPerCustomer) continue;
    const place = allocator.place(visit);
    if (!place) continue;
    held.set(visit.userId, (held.get(visit.userId) ?? 0) + 1);
    rows.push(bookingRow(visit, visitOf.get(visit.subscriptionId)!, place, references));
  }
  const placed = oneByOne ? await insertOneByOne(tx, date, settings.bufferMinutes, rows) : rows;
  if (!oneByOne) await insertBookings(tx, date, settings.bufferMinutes, rows);
  const bookingOf = new Map(placed.map((r) => [r.visitId, r.id]));
  await tx.execute(sql`
    update plan_visits pv set booking_id = x.booking_id, status = case when x.booking_id is null then 'unplaced' else 'scheduled' end
    from jsonb_to_recordset(${jsonb(made.map((m) => ({ visit_id: m.id, booking_id: bookingOf.get(m.id) ?? null })))})
      as x(visit_id uuid, booking_id uuid)
    where pv.id = x.visit_id`);
  const unplaced = made.filter((m) => !bookingOf.has(m.id)).map((m) => m.id);
  if (unplaced.length > 0) await tx.execute(visitMessagesSql(uuids(unplaced), 'unplaced', messageTime(settings, now)));
  return { placed: placed.length, unplaced: unplaced.length };
}

/** Messages go out at once, or when the quiet hours (no SMS or WhatsApp) end. */
export function messageTime(settings: SettingsView, now: Date): Date {
  return quietPeriodAround(now, settings.quietHours, settings.timeZone)?.to ?? now;
}

function bookingRow(visit: DueVisit, visitId: string, place: Placed, references: Set<string>): BookingRow {
  let reference = newReference();
  while (references.has(reference)) reference = newReference();
  references.add(reference);
  return {
    id: randomUUID(),
    visitId,
    user_id: visit.userId,
    reference,
    category_id: visit.categoryId,
    sub_category_id: visit.subCategoryId,
    service_id: visit.serviceId,
    starts_at: new Date(place.startsAt).toISOString(),
    ends_at: new Date(place.endsAt).toISOString(),
    plate: visit.plate,
    duration: visit.durationMinutes,
    at_door: visit.atDoor,
    address: visit.atDoor ? visit.address : null,
    landmark: visit.atDoor ? visit.landmark : null,
    employee_id: place.employeeId,
    bay_id: place.bayId,
  };
}

/** The customers' bookings still to come (not Cancelled, Completed or No-show), as the limit counts them. */
async function upcomingCounts(tx: Executor, userIds: string[]): Promise<Map<string, number>> {
  const { rows } = await tx.execute<{ user_id: string; n: number }>(sql`
    select b.user_id, count(*)::int as n from bookings b
    where b.user_id = any(${uuids(userIds)}) and b.status not in ('Cancelled', 'Completed', 'No-show') and b.starts_at > now()
    group by b.user_id`);
  return new Map(rows.map((r) => [r.user_id, r.n]));
}

function insertSql(date: string, bufferMinutes: number, rows: BookingRow[]): SQL {
  return sql`
    insert into bookings (id, user_id, reference, category_id, sub_category_id, service_id, booking_date, starts_at, ends_at, car_no,
      price, price_paise, duration_minutes, buffer_minutes, at_door, address, landmark, status, employee_id, bay_id)
    select x.id, x.user_id, x.reference, x.category_id, x.sub_category_id, x.service_id, ${date}::date, x.starts_at, x.ends_at,
      array[x.plate], ${PLAN_VISIT_PRICE}, 0, x.duration, ${bufferMinutes}, x.at_door, x.address, x.landmark, 'Confirmed',
      x.employee_id, x.bay_id
    from jsonb_to_recordset(${jsonb(rows)}) as x(id uuid, user_id uuid, reference text, category_id uuid, sub_category_id uuid,
      service_id uuid, starts_at timestamptz, ends_at timestamptz, plate text, duration int, at_door boolean, address text,
      landmark text, employee_id uuid, bay_id uuid)
    order by x.starts_at`;
}

async function insertBookings(tx: Executor, date: string, bufferMinutes: number, rows: BookingRow[]): Promise<void> {
  if (rows.length > 0) await tx.execute(insertSql(date, bufferMinutes, rows));
}

/** The fallback: each booking in its own savepoint; one a rule refuses leaves its visit unplaced. */
async function insertOneByOne(tx: Executor, date: string, bufferMinutes: number, rows: BookingRow[]): Promise<BookingRow[]> {
  const placed: BookingRow[] = [];
  for (const row of rows) {
    await tx.execute(sql`savepoint plan_visit_booking`);
    try {
      await tx.execute(insertSql(date, bufferMinutes, [row]));
      await tx.execute(sql`release savepoint plan_visit_booking`);
      placed.push(row);
    } catch (error) {
      if (!ruleRefusal(error)) throw error;
      await tx.execute(sql`rollback to savepoint plan_visit_booking`);
    }
  }
  return placed;
}
