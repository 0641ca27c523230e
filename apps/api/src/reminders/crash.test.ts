import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, type Booking, type DbHandle } from '@autospa/db';
import { buildBooking, buildUser, createDatabaseFromTemplate, readOutbox } from '@autospa/db/testing';
import { JOB_SCHEMA } from '../jobs/queue.js';
import { zonedInstant } from '../lib/zoned-time.js';
import { ZONE, bookableCatalog, dayAhead } from '../modules/bookings/test-fixtures.js';
import { buildServerBundle, startServerProcess } from '../test/server-process.js';
import { replanReminders } from './schedule.js';

// Issue 19 acceptance: the job queue survives kill -9 of the server; after the restart the due reminders go out once.
const BOOKINGS = 5;
let bundle: Awaited<ReturnType<typeof buildServerBundle>>;
let database: Awaited<ReturnType<typeof createDatabaseFromTemplate>>;
let handle: DbHandle;
const dataDir = mkdtempSync(join(tmpdir(), 'autospa-reminders-crash-'));
beforeAll(async () => {
  [bundle, database] = await Promise.all([
    buildServerBundle('reminders-crash'),
    createDatabaseFromTemplate(inject('dbAdminUrl'), inject('dbTemplate')),
  ]);
  handle = connect(database.url, { max: 2 });
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
  bundle?.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

const sentRows = async () =>
  (
    await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from notifications where template = 'reminder' and status = 'sent'`,
    )
  ).rows[0]!.n;

describe('reminders and kill -9', () => {
  it('sends the reminders that came due while the server was down once, after its restart', { timeout: 120_000 }, async () => {
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
    const first = await startServerProcess(bundle.entry, env);
    // The server made the reminder queue at start; the bookings' reminders are planned while it runs.
    const { service } = await bookableCatalog(handle.db);
    const bookings: Booking[] = [];
    for (let i = 0; i < BOOKINGS; i++) {
      const customer = await buildUser(handle.db);
      const startsAt = zonedInstant(dayAhead(6), (10 + i) * 60, ZONE);
      bookings.push(await buildBooking(handle.db, { userId: customer.id, serviceId: service.id, startsAt }));
      await replanReminders(handle.db, bookings.at(-1)!.id);
    }
    first.child.kill('SIGKILL');
    await first.exited;

    // While it is down, the 24-hour reminders come due.
    await handle.pool.query(`update ${JOB_SCHEMA}.job set start_after = now() where name = 'reminder' and data->>'offsetHours' = '24'`);
    const second = await startServerProcess(bundle.entry, env);
    await expect.poll(sentRows, { interval: 50, timeout: 60_000 }).toBe(BOOKINGS * 2);
    second.child.kill('SIGTERM');
    await second.exited;

    const mails = readOutbox(join(dataDir, 'outbox')).filter((m) => m.subject.startsWith('Reminder:'));
    expect(mails).toHaveLength(BOOKINGS);
    expect(readdirSync(join(dataDir, 'outbox', 'sms'))).toHaveLength(BOOKINGS);
    expect(await sentRows()).toBe(BOOKINGS * 2);
    // The 2-hour reminders are still ahead, once each.
    const { rows } = await handle.pool.query<{ n: number }>(
      `select count(*)::int as n from ${JOB_SCHEMA}.job where name = 'reminder' and state = 'created' and data->>'offsetHours' = '2'`,
    );
    expect(rows[0]!.n).toBe(BOOKINGS);
  });
});
