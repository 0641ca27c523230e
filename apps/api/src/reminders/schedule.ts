import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { bookings, type Database } from '@autospa/db';
import { defineJob, JOB_SCHEMA, queueDefaults, queueRetention } from '../jobs/queue.js';
import type { Executor } from '../lib/db-executor.js';
import { loadSettings } from '../modules/settings/service.js';
import { planReminders, type ReminderPart, type ReminderRules } from './plan.js';

/** A reminder still to come after this one: its offset, when it is due (ISO) and what it sends. */
export interface LaterReminder {
  offsetHours: number;
  at: string;
  parts: ReminderPart[];
}

export interface ReminderJobData {
  bookingId: string;
  offsetHours: number;
  /** The start the reminder was planned for: a booking that moved since makes the job stale (it sends nothing). */
  startsAt: string;
  parts: ReminderPart[];
  /**
   * The booking's later reminders: the job queues the first of them when it runs (queueNextReminderSql). One job
   * per booking at a time, not one per offset: 2–4 job rows with their indexes were 1.6 KB of WAL on every
   * create-booking (issue 14, 2026-11-27).
   */
  next?: LaterReminder[];
}

/**
 * One reminder of one booking at one offset, due at its time (start_after), carrying the booking's later ones.
 * Five tries, then `reminder-dead`.
 */
export const reminderJob = defineJob<ReminderJobData>('reminder', {
  retryLimit: 4,
  retryDelaySeconds: 60,
  backoff: true,
  expireSeconds: 120,
  changesData: false,
});

/** The settings' reminder rules as the planner reads them. */
export function reminderRules(settings: {
  reminderOffsetsHours: number[];
  quietHours: ReminderRules['quietHours'];
  timeZone: string;
}): ReminderRules {
  return { offsetsHours: settings.reminderOffsetsHours, quietHours: settings.quietHours, timeZone: settings.timeZone };
}

const job = sql.identifier(JOB_SCHEMA);

/** The SQL that queues a booking's reminders (none: undefined), for a CTE of the statement that saves the booking. */
export function reminderJobsSql(bookingId: string, startsAt: Date, rules: ReminderRules, now = new Date()): SQL | undefined {
  return remindersOfSql([{ id: bookingId, startsAt }], rules, now);
}

/** A booking's reminders as the JSON that remindersInsertSql's placeholder takes (none: undefined). */
export function reminderJobsJson(bookingId: string, startsAt: Date, rules: ReminderRules, now = new Date()): string | undefined {
  return reminderRowsJson([{ id: bookingId, startsAt }], rules, now);
}

/** The job of a booking's reminders in order: the first, carrying the rest (none: undefined). */
function chainedJob(bookingId: string, startsAt: string, reminders: LaterReminder[]) {
  const [first, ...later] = reminders;
  if (!first) return undefined;
  const data: ReminderJobData = { bookingId, offsetHours: first.offsetHours, startsAt, parts: first.parts };
  return { at: first.at, data: later.length > 0 ? { ...data, next: later } : data };
}

// One job per booking: its first reminder, carrying the others.
function reminderRowsJson(list: { id: string; startsAt: Date }[], rules: ReminderRules, now: Date): string | undefined {
  const rows = list.flatMap(({ id, startsAt }) => {
    const planned = planReminders(startsAt, rules, now).map(({ offsetHours, at, parts }) => ({ offsetHours, at: at.toISOString(), parts }));
    return chainedJob(id, startsAt.toISOString(), planned) ?? [];
  });
  return rows.length === 0 ? undefined : JSON.stringify(rows);
}

/**
 * The SQL that queues the reminder after this one (none: undefined), carrying the rest. Once only: a retry of
 * this job finds the next already queued (its retries are over within half an hour, before the next is due and
 * long before a finished job leaves the table).
 */
export function queueNextReminderSql(data: ReminderJobData): SQL | undefined {
  const following = chainedJob(data.bookingId, data.startsAt, data.next ?? []);
  if (!following) return undefined;
  return remindersInsertSql(
    JSON.stringify([following]),
    sql`not exists (select 1 from ${job}.job j where j.name = ${reminderJob.name} and j.data->>'bookingId' = ${data.bookingId}
      and j.data->>'startsAt' = ${data.startsAt} and (j.data->>'offsetHours')::int = ${following.data.offsetHours}
      and j.data->'parts' = ${JSON.stringify(following.data.parts)}::jsonb)`,
  );
}

/** The SQL that queues the reminders of many bookings in one statement (none at all: undefined). */
function remindersOfSql(list: { id: string; startsAt: Date }[], rules: ReminderRules, now: Date): SQL | undefined {
  const rows = reminderRowsJson(list, rules, now);
  return rows === undefined ? undefined : remindersInsertSql(rows);
}

/** The SQL that queues reminders given as JSON (reminderJobsJson), or as a prepared statement's placeholder for it. */
export function remindersInsertSql(rows: string | Placeholder, when: SQL = sql`true`): SQL {
  // As jobInsertSql, with each job's due time: the queue's retry settings, kept a retention after it is due.
  return sql`insert into ${job}.job (name, data, start_after, retry_limit, retry_delay, retry_backoff, expire_in, keep_until, dead_letter, policy)
    select q.name, r.data, r.at, ${queueDefaults}, r.at + ${queueRetention}, q.dead_letter, q.policy
    from ${job}.queue q, jsonb_to_recordset(${rows}::jsonb) as r(at timestamptz, data jsonb)
    where q.name = ${reminderJob.name} and (${when})
    returning id`;
}

/** The SQL that removes a booking's reminders not yet under way. */
export function dropRemindersSql(bookingId: string): SQL {
  return sql`delete from ${job}.job where name = ${reminderJob.name} and state in ('created', 'retry') and data->>'bookingId' = ${bookingId}`;
}

/**
 * After a booking's time or status changed: its pending reminders go, and those of its current start (a
 * scheduled booking still expected) are queued, in one transaction. Call JobQueue.wake(reminderJob) after it.
 */
export async function replanReminders(db: Database | Executor, bookingId: string, now = new Date()): Promise<void> {
  const run = async (tx: Executor) => {
    await tx.execute(dropRemindersSql(bookingId));
    const { rows } = await tx.execute<{ startsAt: Date | string; expected: boolean }>(sql`
      select ${bookings.startsAt} as "startsAt", (${bookings.scheduled} and ${bookings.status} in ('Pending', 'Confirmed')) as expected
      from ${bookings} where ${bookings.id} = ${bookingId} for update`);
    const booking = rows[0];
    if (!booking?.expected) return;
    const settings = await loadSettings(tx);
    const insert = reminderJobsSql(bookingId, new Date(booking.startsAt), reminderRules(settings), now);
    if (insert) await tx.execute(insert);
  };
  if ('transaction' in db) await db.transaction(run);
  else await run(db);
}

/** After the Admin changes the reminder offsets, quiet hours or time zone: every upcoming booking is planned again. */
export const replanAllJob = defineJob<Record<string, never>>('reminders-replan-all', {
  retryLimit: 2,
  retryDelaySeconds: 60,
  changesData: false,
});

const upcoming = (now: Date) =>
  sql`${bookings.scheduled} and ${bookings.status} in ('Pending', 'Confirmed') and ${bookings.startsAt} > ${now}`;

/**
 * Plans the reminders of every booking still expected to start more than 30 minutes from now, in one transaction
 * of three statements whatever their number (one booking at a time took 80 s for 1,000, issue 19's bench); answers
 * how many. The bookings are locked first: a reschedule meanwhile waits, then plans its own booking again.
 */
export async function replanUpcomingReminders(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: bookings.id, startsAt: bookings.startsAt }).from(bookings).where(upcoming(now)).for('update');
    if (rows.length === 0) return 0;
    const ids = rows.map((r) => r.id);
    await tx.execute(
      sql`delete from ${job}.job where name = ${reminderJob.name} and state in ('created', 'retry')
        and data->>'bookingId' = any(${`{${ids.join(',')}}`}::text[])`,
    );
    const insert = remindersOfSql(rows, reminderRules(await loadSettings(tx)), now);
    if (insert) await tx.execute(insert);
    return rows.length;
  });
}

/** At every start: the bookings an older version made (or the demo seed) get their reminders; planned ones stay. */
export const planMissingJob = defineJob<Record<string, never>>('reminders-plan-missing', {
  retryLimit: 2,
  retryDelaySeconds: 60,
  changesData: false,
});

/** Plans the reminders of the upcoming bookings that have none queued and none sent; answers how many. */
export async function planMissingReminders(db: Database, now = new Date()): Promise<number> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      sql`${upcoming(now)}
        and not exists (select 1 from ${job}.job j where j.name = ${reminderJob.name} and j.data->>'bookingId' = ${bookings.id}::text)
        and not exists (select 1 from notifications n where n.booking_id = ${bookings.id} and n.template = 'reminder')`,
    );
  for (const { id } of rows) await replanReminders(db, id, now);
  return rows.length;
}
