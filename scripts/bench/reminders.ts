import { connect } from '@autospa/db';
import type pg from 'pg';
import { addDays, localParts } from '../../apps/api/src/lib/zoned-time.js';
import { api } from '../../apps/api/src/test/server-process.js';
import { measure, seconds, unexpectedAnswers, type LoadFigures } from './lib/load.js';
import { ADMIN, type BenchStack } from './lib/processes.js';
import { OPEN_EVERY_DAY, TIME_ZONE, bookerToken, seedBookers, today } from './lib/seed.js';

/** Issue 19: 1,000 reminders due in the same minute are all sent within 2 minutes … */
export const REMINDERS_TARGET_SECONDS = 120;
/** … without slowing create-booking by more than 10 %. */
export const REMINDERS_TARGET_SLOWDOWN = 0.1;
const REMINDERS = seconds('BENCH_REMINDERS', 1_000);
/** Each run of the create-booking load: the minute the reminders come due, and the same without them. */
const LOAD_SECONDS = seconds('BENCH_REMINDER_LOAD_SECONDS', 60);
/** Bays (the setting, ≤ 50): 1,000 bookings within the next 7 days fit 8 to a half-hour start with a 10-minute buffer. */
const BAYS = 20;
const PER_START = 8;
/** The load books days 10–359 (its reminders, 168 h ahead, never come due during the bench); the reminders' customers are beyond its own. */
const LOAD_DAYS = 350;
const BOOKERS = 40_000;
const PER_BOOKER = 3;
/** The offset the Admin switches to: every booking of the next 7 days is then past it and gets its reminder at once. */
const AT_ONCE_OFFSET = 168;

export interface RemindersFigures {
  reminders: number;
  loadSeconds: number;
  connections: number;
  bays: number;
  /** The instant every reminder came due (the re-planning after the settings changed). */
  dueAt: string;
  /** From the due instant until the last reminder job was queued (the re-planning of every upcoming booking). */
  queuedMs: number;
  /** From the due instant until every email and every text was logged sent; null: not all within the wait. */
  emailsMs: number | null;
  textsMs: number | null;
  allSentMs: number | null;
  sent: { email: number; sms: number; failed: number };
  /** The longest wait of one message from its reminder job being queued to its row marked sent. */
  lagMs: { email: number; sms: number };
  /** Sent when the load ended (LOAD_SECONDS after the due instant, about). */
  sentDuringLoad: { email: number; sms: number };
  baseline: LoadFigures;
  during: LoadFigures;
  /** 1 − during / baseline req/s. */
  slowdown: number;
}

const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const forwardedFor = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const asCustomer = (n: number) => ({
  'content-type': 'application/json',
  authorization: `Bearer ${bookerToken(n)}`,
  'x-forwarded-for': forwardedFor(n),
});

/** Runs `task` for 0…count−1, `width` at a time. */
async function inParallel(count: number, width: number, task: (k: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/**
 * The Admin's settings for the bench: BAYS bays open 06:00–22:00 every day, reminders at `offsets`, and the
 * quiet hours (a setting) an hour long six hours from now, so texts are not held back whatever the hour.
 */
async function putSettings(base: string, admin: string, offsets: number[]): Promise<void> {
  const { minutes } = localParts(new Date(), TIME_ZONE);
  const from = (Math.floor(minutes / 60) + 6) % 24;
  const body = {
    bays: BAYS,
    openingHours: OPEN_EVERY_DAY,
    reminderOffsetsHours: offsets,
    quietHours: { from: hhmm(from * 60), to: hhmm(((from + 1) % 24) * 60) },
  };
  const res = await api(base, 'PUT', '/tor/update-settings', body, admin);
  if (res.status !== 200) throw new Error(`update-settings: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * REMINDERS customers (email and phone, SMS chosen in their profile, every other one in Hindi) each book a
 * Basic Wash in the next four days through create-booking, 8 to a half-hour start, while the reminders are at
 * 1 h before the start (none comes due during the bench).
 */
async function seedReminderBookings(base: string, pool: pg.Pool, log: (m: string) => void): Promise<void> {
  const day0 = await today(pool);
  const started = Date.now();
  const failures: string[] = [];
  await inParallel(REMINDERS, 10, async (k) => {
    const who = BOOKERS + k;
    const profile = await fetch(`${base}/tor/update-my-profile`, {
      method: 'PUT',
      headers: asCustomer(who),
      body: JSON.stringify({ messageChannels: ['sms'], language: k % 2 ? 'hi' : 'en' }),
    });
    if (profile.status !== 200) failures.push(`update-my-profile ${profile.status}: ${await profile.text()}`);
    const booked = await fetch(`${base}/tor/create-booking`, {
      method: 'POST',
      headers: asCustomer(who),
      body: JSON.stringify({
        name: 'Sedan',
        subName: 'Compact Sedan',
        serviceName: 'Basic Wash',
        date: addDays(day0, 1 + (k % 4)),
        time: hhmm(360 + 30 * (Math.floor(k / 4) % 32)),
        carNo: `RM${String(k).padStart(8, '0')}`,
      }),
    });
    if (booked.status !== 201) failures.push(`create-booking ${booked.status}: ${await booked.text()}`);
  });
  if (failures.length) throw new Error(`seeding the reminders' bookings: ${failures.length} failed, first: ${failures[0]}`);
  log(`reminders: ${REMINDERS} customers chose SMS and booked, through the API, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** create-booking by customer i % BOOKERS on a free slot of its own, days 10–359 (as api-load.ts, other days). */
function bookingLoad(base: string, day0: string) {
  let n = 0;
  const request = () => {
    const i = n++;
    const slot = Math.floor(i / LOAD_DAYS);
    if (slot >= 32 * PER_START) throw new Error('create-booking ran out of free slots: shorten BENCH_REMINDER_LOAD_SECONDS');
    if (Math.floor(i / BOOKERS) >= PER_BOOKER) throw new Error('create-booking ran out of customers: shorten BENCH_REMINDER_LOAD_SECONDS');
    const body = JSON.stringify({
      name: 'Sedan',
      subName: 'Compact Sedan',
      serviceName: 'Basic Wash',
      date: addDays(day0, 10 + (i % LOAD_DAYS)),
      time: hhmm(360 + 30 * (slot % 32)),
      carNo: `RL${String(i).padStart(8, '0')}`,
    });
    return { headers: asCustomer(i % BOOKERS), body };
  };
  return (connections: number, duration: number, warmup: number, label: string) =>
    measure(
      {
        url: base,
        connections,
        requests: [{ method: 'POST', path: '/tor/create-booking', setupRequest: (req) => ({ ...req, ...request() }) }],
      },
      duration,
      warmup,
      label,
      (status) => status === 201,
    );
}

/** Waits until no mail or reminder is due and unsent (the runs start from the same quiet queue). */
async function drainQueues(pool: pg.Pool): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 300_000) {
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name in ('mail', 'reminder') and state <= 'active' and start_after <= now()`,
    );
    if (rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the mail and reminder queues did not drain within 5 minutes');
}

interface Sent {
  email: number;
  sms: number;
  failed: number;
  lastEmail: Date | null;
  lastSms: Date | null;
}

/** The delivery log's reminders at AT_ONCE_OFFSET of the seeded bookings (cars RM…): sent per channel, failed, the last sent time of each. */
async function sentSoFar(pool: pg.Pool): Promise<Sent> {
  const { rows } = await pool.query<Sent>(
    `select count(*) filter (where n.channel = 'email' and n.status = 'sent')::int as email,
            count(*) filter (where n.channel = 'sms' and n.status = 'sent')::int as sms,
            count(*) filter (where n.status not in ('sent', 'queued'))::int as failed,
            max(n.sent_at) filter (where n.channel = 'email') as "lastEmail", max(n.sent_at) filter (where n.channel = 'sms') as "lastSms"
     from notifications n join bookings b on b.id = n.booking_id
     where n.template = 'reminder' and n.dedupe_key like $1 and b.car_no[1] like 'RM%'`,
    [`reminder:%:${AT_ONCE_OFFSET}:%`],
  );
  return rows[0]!;
}

/**
 * Issue 19's bench. One server as `npm start` runs it (the tuned one of the stack is stopped: a small install
 * runs one). REMINDERS bookings in the next four days, then a warm-up of the create-booking load; then the
 * Admin sets the reminders at 168 h (update-settings, which queues the re-planning of every upcoming booking):
 * every one of them is then past it and gets its reminder at once, all due at the same instant, while the same
 * load runs LOAD_SECONDS; then the same load again with no reminder due. Times are the delivery log's.
 */
export async function remindersBench(
  stack: BenchStack,
  load: { connections: number; warmup: number },
  log: (m: string) => void,
): Promise<RemindersFigures> {
  stack.tuned.child.kill('SIGTERM');
  await stack.tuned.exited;
  const base = stack.server.url;
  const handle = connect(stack.pg.url, { max: 2, statementTimeoutMs: 0 });
  const { pool } = handle;
  try {
    const admin = (await api<{ token: string }>(base, 'POST', '/tor/login', ADMIN)).body.token;
    await putSettings(base, admin, [1]);
    await seedBookers(pool, BOOKERS + REMINDERS);
    await seedReminderBookings(base, pool, log);
    const run = bookingLoad(base, await today(pool));
    await run(load.connections, load.warmup, 0, 'reminders: create-booking warm-up');
    await drainQueues(pool);
    await pool.query('checkpoint');

    const started = Date.now();
    let sentDuringLoad = { email: 0, sms: 0 };
    const during = run(load.connections, LOAD_SECONDS, 0, 'reminders: create-booking while 1,000 reminders are due').then(
      async (figures) => {
        const { email, sms } = await sentSoFar(pool);
        sentDuringLoad = { email, sms };
        return figures;
      },
    );
    await putSettings(base, admin, [AT_ONCE_OFFSET]);
    log(`reminders: at ${AT_ONCE_OFFSET} h, due at once, ${Date.now() - started} ms into the load`);
    let sent = await sentSoFar(pool);
    while (Date.now() - started < 5 * 60_000 && (sent.email < REMINDERS || sent.sms < REMINDERS)) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      sent = await sentSoFar(pool);
    }
    const duringFigures = await during;
    const { rows } = await pool.query<{ due: Date; queued: Date; jobs: number; dueSpread: number }>(
      `select min(j.start_after) as due, max(j.created_on) as queued, count(*)::int as jobs,
              extract(epoch from max(j.start_after) - min(j.start_after))::float as "dueSpread"
       from pgboss.job j join bookings b on b.id = (j.data->>'bookingId')::uuid
       where j.name = 'reminder' and (j.data->>'offsetHours')::int = $1 and b.car_no[1] like 'RM%'`,
      [AT_ONCE_OFFSET],
    );
    const due = rows[0]!.due;
    const lag = await pool.query<{ email: number; sms: number }>(
      `select coalesce(max(extract(epoch from n.sent_at - j.created_on)) filter (where n.channel = 'email'), 0)::float * 1000 as email,
              coalesce(max(extract(epoch from n.sent_at - j.created_on)) filter (where n.channel = 'sms'), 0)::float * 1000 as sms
       from pgboss.job j join notifications n on n.booking_id = (j.data->>'bookingId')::uuid and n.dedupe_key like $2
       where j.name = 'reminder' and (j.data->>'offsetHours')::int = $1`,
      [AT_ONCE_OFFSET, `reminder:%:${AT_ONCE_OFFSET}:%`],
    );
    const after = (at: Date | null, count: number) => (at && count >= REMINDERS ? at.getTime() - due.getTime() : null);
    const emailsMs = after(sent.lastEmail, sent.email);
    const textsMs = after(sent.lastSms, sent.sms);
    log(
      `reminders: ${rows[0]!.jobs} jobs due within ${rows[0]!.dueSpread.toFixed(1)} s of each other; ${sent.email} emails and ${sent.sms} texts sent, ${sent.failed} not sent; ` +
        `when the load ended ${sentDuringLoad.email} emails and ${sentDuringLoad.sms} texts; all emails ${emailsMs === null ? 'not' : `${(emailsMs / 1000).toFixed(1)} s`}, all texts ${textsMs === null ? 'not' : `${(textsMs / 1000).toFixed(1)} s`} after the due instant`,
    );
    if (rows[0]!.jobs !== REMINDERS)
      unexpectedAnswers.push(`reminders: ${rows[0]!.jobs} reminder jobs at ${AT_ONCE_OFFSET} h for ${REMINDERS} bookings`);
    if (sent.email > REMINDERS || sent.sms > REMINDERS || sent.failed > 0)
      unexpectedAnswers.push(
        `reminders: ${sent.email} emails, ${sent.sms} texts logged sent and ${sent.failed} not, for ${REMINDERS} bookings`,
      );

    await drainQueues(pool);
    const baseline = await run(load.connections, LOAD_SECONDS, 0, 'reminders: create-booking, no reminder due');
    const slowdown = 1 - duringFigures.rps / baseline.rps;
    log(
      `reminders: create-booking ${baseline.rps} req/s (p99 ${baseline.p99} ms) with none due, ${duringFigures.rps} req/s (p99 ${duringFigures.p99} ms) while they went: ${(slowdown * 100).toFixed(1)} % slower`,
    );
    return {
      reminders: REMINDERS,
      loadSeconds: LOAD_SECONDS,
      connections: load.connections,
      bays: BAYS,
      dueAt: due.toISOString(),
      queuedMs: rows[0]!.queued.getTime() - due.getTime(),
      emailsMs,
      textsMs,
      allSentMs: emailsMs === null || textsMs === null ? null : Math.max(emailsMs, textsMs),
      sent: { email: sent.email, sms: sent.sms, failed: sent.failed },
      sentDuringLoad,
      lagMs: lag.rows[0]!,
      baseline,
      during: duringFigures,
      slowdown,
    };
  } finally {
    await handle.close();
  }
}
