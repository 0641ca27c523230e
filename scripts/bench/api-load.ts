import { addDays } from '../../apps/api/src/lib/zoned-time.js';
import { api } from '../../apps/api/src/test/server-process.js';
import { contend, type Contention } from './contention.js';
import { measure, seconds, type LoadFigures } from './lib/load.js';
import { ADMIN, CUSTOMER, startBareServer, type BenchStack } from './lib/processes.js';
import { BAYS, OPEN_EVERY_DAY, bookerToken, overbooked, seedBookers, seedBookings, seedPeople, today } from './lib/seed.js';
import { connect } from '@autospa/db';
import type pg from 'pg';

export interface ReadFigure {
  name: string;
  path: string;
  bytes: number;
  /** The server as `npm start` runs it (CONFIGS.npmStart). */
  real: LoadFigures;
  /** The same server tuned (CONFIGS.tuned). */
  tuned: LoadFigures;
  bare: LoadFigures;
}

export interface ApiFigures {
  seeded: number;
  seedMs: number;
  todayRows: number;
  reads: ReadFigure[];
  createBooking: LoadFigures & {
    sent: number;
    stored: number;
    acknowledged: number;
    overbooked: number;
    peak: number;
    duplicates: number;
    /** Booking mails still queued when the run ended, and how long the sender took to clear them. */
    mail: { waiting: number; drainedMs: number | null };
  };
  /** More concurrent requests than bays for one slot, round after round: where overbooking is possible. */
  contention: Contention;
  login: LoadFigures;
}

export interface LoadSettings {
  connections: number;
  duration: number;
  warmup: number;
}

// BENCH_SEEDED shrinks the seed for a quick check of the bench itself; the report's figures use 100,000.
const SEEDED = seconds('BENCH_SEEDED', 100_000);
/** Customers booking in the create-booking load, and bookings each makes (the default per-customer limit). */
const BOOKERS = 40_000;
const PER_BOOKER = 3;
/** Rounds of the contention check (each on a slot of its own on days 361–364). */
const CONTENTION_ROUNDS = 20;

async function signIn(base: string, who: { username: string; password: string }): Promise<string> {
  const res = await api<{ token: string }>(base, 'POST', '/tor/login', who);
  if (res.status !== 200) throw new Error(`sign-in as ${who.username}: ${res.status}`);
  return res.body.token;
}

export async function apiLoad(stack: BenchStack, settings: LoadSettings, log: (m: string) => void): Promise<ApiFigures> {
  const base = stack.server.url;
  // Seeding is a bulk load, not a request: no statement timeout on this connection.
  const handle = connect(stack.pg.url, { max: 2, statementTimeoutMs: 0 });
  const { pool } = handle;
  try {
    const admin = await signIn(base, ADMIN);
    const put = await api(base, 'PUT', '/tor/update-settings', { bays: BAYS, openingHours: OPEN_EVERY_DAY }, admin);
    if (put.status !== 200) throw new Error(`update-settings: ${put.status}`);
    await seedPeople(pool);
    const seed = await seedBookings(pool, SEEDED);
    log(`seeded ${SEEDED.toLocaleString('en')} bookings over ${seed.days} days in ${(seed.ms / 1000).toFixed(1)} s`);

    // Read endpoints, each beside the bare server answering the same bytes.
    const reads = [
      { name: 'GET /tor/get-services', path: '/tor/get-services', token: undefined },
      // The whole day sheet (~100 rows) in the largest page a list gives since issue 14, as measured before it.
      { name: 'GET /tor/get-today-bookings?limit=100', path: '/tor/get-today-bookings?limit=100', token: admin },
      { name: 'GET /tor/get-allbookings?page=1&limit=25', path: '/tor/get-allbookings?page=1&limit=25', token: admin },
    ];
    const bodies: Record<string, { contentType: string; body: Buffer }> = {};
    let todayRows = 0;
    for (const r of reads) {
      const res = await fetch(base + r.path, { headers: r.token ? { authorization: `Bearer ${r.token}` } : {} });
      if (res.status !== 200) throw new Error(`${r.name}: ${res.status}`);
      const body = Buffer.from(await res.arrayBuffer());
      if (r.path.startsWith('/tor/get-today-bookings')) todayRows = (JSON.parse(body.toString()) as { data: unknown[] }).data.length;
      bodies[r.path] = { contentType: res.headers.get('content-type') ?? 'application/json', body };
    }
    const bare = await startBareServer(bodies);
    const figures: ReadFigure[] = [];
    try {
      for (const r of reads) {
        const headers: Record<string, string> = r.token ? { authorization: `Bearer ${r.token}` } : {};
        const load = (url: string, label: string, h = headers) =>
          measure(
            { url: url + r.path, connections: settings.connections, headers: h },
            settings.duration,
            settings.warmup,
            `${r.name} ${label}`,
          );
        const real = await load(base, '(npm start)');
        const tuned = await load(stack.tuned.url, '(tuned)');
        const limit = await load(bare.url, '(bare server)', {});
        figures.push({ name: r.name, path: r.path, bytes: bodies[r.path]!.body.length, real, tuned, bare: limit });
        log(`${r.name}: ${real.rps} req/s as npm start runs it (p99 ${real.p99} ms), ${tuned.rps} tuned, bare ${limit.rps} req/s`);
      }
    } finally {
      await bare.stop();
    }

    // create-booking: request n takes day 1 + n % 360 and, once every day has one, the next of the 32 starts,
    // then the next bay: every request has a free slot (capacity 360 × 32 × bays). Each is a car of its own,
    // booked by customer n % 40,000 from that customer's own address: the requests under way at one moment come from
    // different customers, as they do at a car wash (a customer makes 3 bookings at most, the default limit, and
    // never in parallel). Until 2026-11-25 it was customer n / 3: three requests in a row by one customer, which
    // by design wait for one another on the customer's lock (issue 14) and held 2.3 ms of each insert's 3.6 ms.
    // From here on one server process, as `npm start` runs it: the tuned one stops. Its job workers would otherwise
    // take the mail the bookings queue (as a second instance should) on the same two cores as the measured server.
    stack.tuned.child.kill('SIGTERM');
    await stack.tuned.exited;
    await seedBookers(pool, BOOKERS);
    const day0 = await today(pool);
    const before = Number((await pool.query<{ n: string }>('select count(*) as n from bookings')).rows[0]!.n);
    let n = 0;
    const minuteOf = (slot: number) => 360 + 30 * (slot % 32);
    const request = () => {
      const i = n++;
      const slot = Math.floor(i / 360);
      if (slot >= 32 * BAYS) throw new Error('create-booking ran out of free slots: raise BAYS or shorten BENCH_SECONDS');
      const booker = i % BOOKERS;
      if (Math.floor(i / BOOKERS) >= PER_BOOKER)
        throw new Error('create-booking ran out of customers: raise BOOKERS or shorten BENCH_SECONDS');
      const minute = minuteOf(slot);
      const headers = {
        'content-type': 'application/json',
        authorization: `Bearer ${bookerToken(booker)}`,
        'x-forwarded-for': `10.${(booker >> 16) & 255}.${(booker >> 8) & 255}.${booker & 255}`,
      };
      const body = JSON.stringify({
        name: 'Sedan',
        subName: 'Compact Sedan',
        serviceName: 'Basic Wash',
        date: addDays(day0, 1 + (i % 360)),
        time: `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
        carNo: `CB${String(i).padStart(8, '0')}`,
      });
      return { headers, body };
    };
    const created = await measure(
      {
        url: base,
        connections: settings.connections,
        requests: [{ method: 'POST', path: '/tor/create-booking', setupRequest: (req) => ({ ...req, ...request() }) }],
      },
      settings.duration,
      settings.warmup,
      'POST /tor/create-booking (npm start)',
      (status) => status === 201,
    );
    const after = Number((await pool.query<{ n: string }>('select count(*) as n from bookings')).rows[0]!.n);
    const mail = await drainMailQueue(pool);
    const duplicates = Number(
      (
        await pool.query<{ n: string }>(
          `select count(*) as n from (select car_no from bookings where car_no[1] like 'CB%' group by car_no having count(*) > 1) d`,
        )
      ).rows[0]!.n,
    );
    // Where overbooking is possible: more concurrent requests than bays for one slot (on days the load above
    // does not use), by customers from the other end of the list.
    const contention = await contend(base, {
      rounds: CONTENTION_ROUNDS,
      perRound: Math.max(settings.connections, BAYS + 1),
      bays: BAYS,
      // An hour apart: a round's cars and the buffer after them (setting bufferMinutes, 10 by default) are gone
      // before the next round's start, so each round finds every bay free.
      day: (round) => addDays(day0, 361 + Math.floor(round / 16)),
      time: (round) => 360 + 60 * (round % 16),
      booker: (k) => BOOKERS - 1 - k,
    });
    log(
      `contention: ${contention.rounds} rounds × ${contention.perRound} requests for one slot of ${BAYS} bays: ${contention.created} created, ${contention.full} "slot full", ${contention.unexpected} unexpected`,
    );
    const check = await overbooked(pool, day0, BAYS);
    // Bookings made in the warm-up count too. A request cut off at the end of a run may be stored unanswered.
    const acknowledged = (created.statuses['201'] ?? 0) + (created.warmup?.statuses['201'] ?? 0);
    log(`create-booking: ${created.rps} req/s, ${after - before} stored, peak ${check.peak}/${BAYS} bays, ${check.over} over capacity`);

    // Sign-ins as the bookers (the demo customer's password), each from its own address, as people would.
    let signIns = 0;
    const login = await measure(
      {
        url: base,
        connections: settings.connections,
        requests: [
          {
            method: 'POST',
            path: '/tor/login',
            setupRequest: (req) => {
              const booker = signIns++ % BOOKERS;
              return {
                ...req,
                headers: {
                  'content-type': 'application/json',
                  'x-forwarded-for': `10.${(booker >> 16) & 255}.${(booker >> 8) & 255}.${booker & 255}`,
                },
                body: JSON.stringify({ username: `bench-booker-${booker}`, password: CUSTOMER.password }),
              };
            },
          },
        ],
      },
      settings.duration,
      settings.warmup,
      'POST /tor/login (npm start)',
    );
    log(`login: ${login.rps} req/s (p99 ${login.p99} ms)`);
    return {
      seeded: SEEDED,
      seedMs: seed.ms,
      todayRows,
      reads: figures,
      createBooking: {
        ...created,
        sent: n,
        stored: after - before,
        acknowledged,
        overbooked: check.over,
        peak: check.peak,
        duplicates,
        mail,
      },
      contention,
      login,
    };
  } finally {
    await handle.close();
  }
}

/** Each booking queues a mail that the server sends in the background: how many wait at the end, and for how long. */
async function drainMailQueue(pool: pg.Pool): Promise<{ waiting: number; drainedMs: number | null }> {
  const waitingNow = async () =>
    Number(
      (
        await pool.query<{ n: string }>(
          "select count(*) as n from pgboss.job where name = 'mail' and state <= 'active' and start_after <= now()",
        )
      ).rows[0]!.n,
    );
  const waiting = await waitingNow();
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    if ((await waitingNow()) === 0) return { waiting, drainedMs: Date.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { waiting, drainedMs: null };
}
