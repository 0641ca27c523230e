import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser } from '@autospa/db/testing';
import { JobQueue } from '../../jobs/queue.js';
import type { Mail, Mailer } from '../../mail/mailer.js';
import { MailQueue } from '../../mail/queue.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { RECEIVED_MAIL, receivedMailComposer } from './mails.js';
import { allowManyUpcoming, bookableCatalog, dayAhead } from './test-fixtures.js';

// A new booking's mail is queued as the booking's id and written when it is sent (issue 14: 1.3 KB of job data
// per booking was WAL on create-booking's hot path).
let t: TestContext;
let userAuth: Record<string, string>;
let admin: Record<string, string>;
let catalog: Awaited<ReturnType<typeof bookableCatalog>>;
let user: Awaited<ReturnType<typeof buildUser>>;
beforeAll(async () => {
  t = await setupTestApp();
  await t.app.mailQueue.stop(); // the jobs stay queued: this file sends them itself
  user = await buildUser(t.db);
  userAuth = bearer(await signIn(t.app, user));
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  catalog = await bookableCatalog(t.db, { price: '₹1,299', pricePaise: 129_900, time: '1 hr', durationMinutes: 60 });
  await allowManyUpcoming(t.db);
});
afterAll(() => t.close());

const book = (payload: object) => t.app.inject({ method: 'POST', url: '/tor/create-booking', payload, headers: userAuth });

async function sendQueued(): Promise<Mail[]> {
  const sent: Mail[] = [];
  const transport: Mailer = {
    send(mail) {
      sent.push(mail);
      return Promise.resolve();
    },
  };
  const jobs = new JobQueue(t.pool, pino({ level: 'silent' }));
  const queue = new MailQueue(jobs, transport, { deliveryLog: t.db });
  queue.composeWith(RECEIVED_MAIL, receivedMailComposer(t.db));
  await jobs.start();
  try {
    await queue.flush();
  } finally {
    await jobs.stop();
  }
  return sent;
}

describe('the "Booking received" mail', () => {
  it('is queued as the booking id alone and written when it is sent; a booking deleted before then gets none', async () => {
    const kept = (await book(catalog.body({ date: dayAhead(5), time: '11:00 AM', carNo: 'KA01AB1111' }))).json().booking;
    const gone = (await book(catalog.body({ date: dayAhead(5), time: '12:00 PM', carNo: 'KA01AB2222' }))).json().booking;

    const { rows } = await t.db.execute<{ data: unknown; bytes: number }>(
      sql`select data, octet_length(data::text) as bytes from pgboss.job where name = 'mail' order by created_on`,
    );
    expect(rows.map((r) => r.data)).toEqual([
      { compose: 'booking-received', id: kept._id },
      { compose: 'booking-received', id: gone._id },
    ]);
    for (const row of rows) expect(row.bytes).toBeLessThan(100);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/tor/delete-booking?id=${gone._id}`, headers: admin });
    expect(deleted.statusCode).toBe(200);

    // The deleted booking gets its "Booking cancelled" mail (queued whole by the delete), no "Booking received".
    const sent = (await sendQueued()).filter((m) => m.subject.startsWith('Booking received'));
    expect(sent.map((m) => m.subject)).toEqual([
      `Booking received: ${catalog.service.serviceName} on ${niceDay(5)} at 11:00 AM (${kept.reference})`,
    ]);
    const [mail] = sent;
    expect(mail!.to).toBe(user.email);
    expect(mail!.text).toContain(`Hello ${user.username},`);
    expect(mail!.text).toContain('We have received your booking. We will confirm it shortly.');
    expect(mail!.text).toContain(`Reference: ${kept.reference}`);
    expect(mail!.text).toContain('Time: 11:00 AM IST');
    expect(mail!.text).toContain('Car: KA01AB1111');
    expect(mail!.calendar?.filename).toMatch(/\.ics$/);
    // Its delivery-log row names the booking, as a mail queued whole did.
    const log = await t.db.execute<{ template: string; status: string }>(
      sql`select template, status from notifications where booking_id = ${kept._id} and channel = 'email'`,
    );
    expect(log.rows).toEqual([{ template: 'booking-received', status: 'sent' }]);
  });
});

const niceDay = (days: number) =>
  new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${dayAhead(days)}T00:00:00Z`),
  );
