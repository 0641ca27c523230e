import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@autospa/db/testing';
import { setupTestApp, type TestContext } from '../test/harness.js';
import { CLEANUP_CRON, cleanupJob, removeExpiredRows } from './cleanup.js';
import { defineJob, JobQueue } from './queue.js';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const log = pino({ level: 'silent' });
const started: JobQueue[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((jobs) => jobs.stop()));
});

const reminder = defineJob<{ bookingId: string; attempt?: number }>('test-reminder', { retryLimit: 2, retryDelaySeconds: 10 });

describe('job queue', () => {
  it('runs a registered handler with the data the job was sent with', async () => {
    const jobs = new JobQueue(t.pool, log);
    started.push(jobs);
    const seen: string[] = [];
    let done!: () => void;
    const ran = new Promise<void>((resolve) => (done = resolve));
    jobs.work(reminder, (data) => {
      seen.push(data.bookingId);
      done();
      return Promise.resolve();
    });
    await jobs.start();
    await jobs.send(reminder, { bookingId: 'b-1' });
    await ran;
    expect(seen).toEqual(['b-1']);
  });

  it('retries a failing job with a doubling back-off, then moves it to its dead-letter queue', async () => {
    const jobs = new JobQueue(t.pool, log);
    started.push(jobs);
    jobs.work(reminder, () => Promise.reject(new Error('the SMS gateway is down')));
    await jobs.start();
    await jobs.send(reminder, { bookingId: 'b-2' });
    const state = async () =>
      (
        await t.db.execute<{ state: string; retryCount: number; wait: number }>(
          sql`select state, retry_count as "retryCount", extract(epoch from start_after - now())::float as wait
              from pgboss.job where name = 'test-reminder' and data->>'bookingId' = 'b-2'`,
        )
      ).rows[0]!;
    await jobs.flush(reminder);
    const first = await state();
    expect(first.state).toBe('retry');
    expect(first.wait).toBeGreaterThan(8); // 10–20 s: delay × 2^1 / 2, plus up to as much jitter
    expect(first.wait).toBeLessThan(21);
    await t.db.execute(sql`update pgboss.job set start_after = now() where name = 'test-reminder'`);
    await jobs.flush(reminder);
    const second = await state();
    expect(second.wait).toBeGreaterThan(18); // 20–40 s
    expect(second.wait).toBeLessThan(41);
    await t.db.execute(sql`update pgboss.job set start_after = now() where name = 'test-reminder'`);
    await jobs.flush(reminder);
    expect((await state()).state).toBe('failed');
    const { rows: dead } = await t.db.execute<{ bookingId: string; message: string }>(
      sql`select data->>'bookingId' as "bookingId", output->>'message' as message from pgboss.job where name = 'test-reminder-dead'`,
    );
    expect(dead).toEqual([{ bookingId: 'b-2', message: 'the SMS gateway is down' }]);
  });

  it('takes one batch per poll while the server is busy, and wakes at once for a new job when it is idle', async () => {
    const chore = defineJob<{ n: number }>('test-chore');
    const startWorker = async (options: { busy: boolean; pollSeconds: number }) => {
      const jobs = new JobQueue(t.pool, log);
      started.push(jobs);
      let handled = 0;
      let counted = 0;
      const batches: { at: number; size: number }[] = [];
      const waiting = new Set<() => void>();
      jobs.work(
        chore,
        () => {
          handled++;
          return Promise.resolve();
        },
        { batch: 5, pollSeconds: options.pollSeconds, yieldWhile: () => options.busy },
      );
      jobs.onBatch(() => {
        batches.push({ at: Date.now(), size: handled - counted });
        counted = handled;
        waiting.forEach((check) => check());
      });
      await jobs.start();
      const handledReach = (n: number) =>
        new Promise<void>((resolve) => {
          const check = () => {
            if (handled < n) return;
            waiting.delete(check);
            resolve();
          };
          waiting.add(check);
          check();
        });
      return { jobs, batches, handledReach };
    };

    // Busy: the twelve jobs wake nothing, and a full batch does not fetch again at once: one batch a second.
    const busy = await startWorker({ busy: true, pollSeconds: 1 });
    for (let n = 0; n < 12; n++) await busy.jobs.send(chore, { n });
    await busy.handledReach(12);
    expect(busy.batches.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...busy.batches.map((b) => b.size))).toBeLessThanOrEqual(5);
    for (let i = 1; i < busy.batches.length; i++) expect(busy.batches[i]!.at - busy.batches[i - 1]!.at).toBeGreaterThan(800);
    await busy.jobs.stop();

    // Idle: a new job wakes the worker at once, long before its next poll (30 s).
    const idle = await startWorker({ busy: false, pollSeconds: 30 });
    const sent = Date.now();
    await idle.jobs.send(chore, { n: 12 });
    await idle.handledReach(1);
    expect(idle.batches[0]!.at - sent).toBeLessThan(10_000);
  });

  it('schedules the nightly clean-up once, at 03:30 in the business time zone, however many instances start', async () => {
    const second = new JobQueue(t.pool, log);
    started.push(second);
    second.work(cleanupJob, () => Promise.resolve());
    await second.schedule(cleanupJob, CLEANUP_CRON, {}, 'Asia/Kolkata');
    await second.start();
    const { rows } = await t.db.execute(sql`select name, cron, timezone from pgboss.schedule order by name`);
    // With the app's other day jobs (issue 20: plan expiry at 00:15, plan visits at 05:00, missed visits at 00:05).
    expect(rows).toEqual([
      { name: 'nightly-cleanup', cron: '30 3 * * *', timezone: 'Asia/Kolkata' },
      { name: 'plan-expiry', cron: '15 0 * * *', timezone: 'Asia/Kolkata' },
      { name: 'plan-visits-daily', cron: '0 5 * * *', timezone: 'Asia/Kolkata' },
      { name: 'plan-visits-missed', cron: '5 0 * * *', timezone: 'Asia/Kolkata' },
    ]);
  });
});

describe('nightly clean-up', () => {
  it('removes ended rate-limit windows, expired sessions and expired codes and links, and keeps live ones', async () => {
    const user = await buildUser(t.db);
    await t.db.execute(sql`
      insert into rate_limits (key, count, reset_at, blocked_until) values
        ('ended', 3, now() - interval '1 minute', null),
        ('live', 3, now() + interval '1 minute', null),
        ('blocked', 9, now() - interval '1 minute', now() + interval '1 minute')`);
    await t.db.execute(sql`
      insert into sessions (token_hash, account_id, created_at, last_used_at) values
        ('\\x01', ${user.id}, now() - interval '8 days', now() - interval '8 days'),
        ('\\x02', ${user.id}, now() - interval '31 days', now()),
        ('\\x03', ${user.id}, now() - interval '2 days', now() - interval '1 day')`);
    await t.db.execute(sql`
      insert into password_resets (token_hash, account_id, otp_hash, expires_at) values
        ('\\x11', ${user.id}, '\\x00', now() - interval '2 days'),
        ('\\x12', ${user.id}, '\\x00', now() - interval '1 hour')`);
    await t.db.execute(sql`
      insert into profile_changes (account_id, token_hash, old_username, old_email, expires_at) values
        (${user.id}, '\\x21', 'old', 'old@example.test', now() - interval '2 days'),
        (${user.id}, '\\x22', 'old', 'old@example.test', now() + interval '6 days')`);

    expect(await removeExpiredRows(t.db)).toEqual({ rateLimits: 1, sessions: 2, passwordResets: 1, profileChanges: 1 });
    const left = async (table: string, column: string) =>
      (
        await t.db.execute<{ v: string }>(sql`select ${sql.identifier(column)}::text as v from ${sql.identifier(table)} order by 1`)
      ).rows.map((r) => r.v);
    expect(await left('rate_limits', 'key')).toEqual(['blocked', 'live']);
    expect(await left('sessions', 'token_hash')).toEqual(['\\x03']);
    expect(await left('password_resets', 'token_hash')).toEqual(['\\x12']);
    expect(await left('profile_changes', 'token_hash')).toEqual(['\\x22']);
  });
});
