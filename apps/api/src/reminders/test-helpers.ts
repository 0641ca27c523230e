import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { notifications } from '@autospa/db';
import { JOB_SCHEMA, jobInsertSql } from '../jobs/queue.js';
import type { TestContext } from '../test/harness.js';
import { reminderJob, type ReminderJobData } from './schedule.js';

// The reminder tests' fake clock: the jobs planned at or before `at` are made due now and run through the real
// queue (the app's own reminder worker is stopped, so only flush runs them).

export function reminderClock(t: TestContext) {
  return {
    /**
     * The reminders still to come of a booking, each job's own and those it carries (queued one after the other):
     * when each is due and what it sends.
     */
    async jobsOf(bookingId: string) {
      const { rows } = await t.pool.query<{ at: Date; data: ReminderJobData }>(
        `select start_after as at, data from ${JOB_SCHEMA}.job
         where name = 'reminder' and state in ('created', 'retry') and data->>'bookingId' = $1 order by start_after, data->>'offsetHours'`,
        [bookingId],
      );
      return rows.flatMap((r) => [
        { at: r.at.toISOString(), offsetHours: r.data.offsetHours, parts: r.data.parts },
        ...(r.data.next ?? []).map(({ at, offsetHours, parts }) => ({ at, offsetHours, parts })),
      ]);
    },
    /**
     * Runs, as if the clock showed `at`, every reminder due by then; then, as often as they queue one, the next
     * reminders due by then too (not a retry of one that failed: that waits for the next call, as before).
     */
    async runDueAt(at: Date) {
      await t.pool.query(
        `update ${JOB_SCHEMA}.job set start_after = now() where name = 'reminder' and state in ('created', 'retry') and start_after <= $1`,
        [at],
      );
      await t.app.jobs.flush(reminderJob);
      const queuedNext = () =>
        t.pool.query(
          `update ${JOB_SCHEMA}.job set start_after = now() where name = 'reminder' and state = 'created' and start_after <= $1 and start_after > now()`,
          [at],
        );
      while (((await queuedNext()).rowCount ?? 0) > 0) await t.app.jobs.flush(reminderJob);
    },
    /** Queues one reminder job as the planner would (a retry or a duplicate of one) and runs it. */
    async runJob(data: ReminderJobData) {
      await t.db.execute(jobInsertSql(reminderJob, data));
      await t.app.jobs.flush(reminderJob);
    },
    /** The delivery log of a booking's reminders. */
    async logOf(bookingId: string) {
      const rows = await t.db
        .select({ channel: notifications.channel, status: notifications.status, template: notifications.template })
        .from(notifications)
        .where(sql`${notifications.bookingId} = ${bookingId} and ${notifications.template} = 'reminder'`)
        .orderBy(asc(notifications.createdAt), asc(notifications.channel));
      return rows;
    },
    /** The SMS (or WhatsApp) messages written to the development outbox for a 10-digit phone. */
    textsTo(phone: string, channel: 'sms' | 'whatsapp' = 'sms') {
      let files: string[] = [];
      try {
        files = readdirSync(join(t.outboxDir, channel)).sort();
      } catch {
        return [];
      }
      return files
        .map((f) => JSON.parse(readFileSync(join(t.outboxDir, channel, f), 'utf8')) as { to: string; text: string; template: string })
        .filter((m) => m.to === `+91${phone}`);
    },
    /** The reminder mails sent to an address (the mail queue flushed first). */
    async remindersTo(email: string) {
      return (await t.outbox()).filter((m) => m.to.includes(email) && m.subject.startsWith('Reminder:'));
    },
    notificationsOf: (bookingId: string) => t.db.select().from(notifications).where(eq(notifications.bookingId, bookingId)),
  };
}
