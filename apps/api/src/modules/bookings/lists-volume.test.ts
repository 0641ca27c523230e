import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildService, buildUser, insertBookings, setBusinessSettings } from '@autospa/db/testing';
import { todayIn } from '../../lib/zoned-time.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { ZONE } from './test-fixtures.js';

// Lists must stay correct and fast with a large history (issue 4 acceptance: 100,000 bookings).
const ROWS = 100_000;
const DAYS = 1_000;
let t: TestContext;
let admin: Record<string, string>;
let user: Record<string, string>;
let seedMs = 0;
beforeAll(async () => {
  t = await setupTestApp();
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  const customers = [await buildUser(t.db), await buildUser(t.db)];
  user = bearer(await signIn(t.app, customers[0]!));
  const services = [await buildService(t.db), await buildService(t.db, { time: '1 hr', durationMinutes: 60 })];
  const started = Date.now();
  // Spread over DAYS days ending today: 20 half-hour starts a day, 5 bookings at each in a five-bay business
  // (the database's rules hold for seeds too), every status, two customers (each with at most 50 to come).
  await setBusinessSettings(t.seedDb, { bays: 5, bookingsPerCustomer: 50 });
  await insertBookings(
    t.seedDb,
    sql`
    insert into bookings (user_id, service_id, booking_date, starts_at, ends_at, car_no, price, price_paise, duration_minutes, status)
    select case when (g / ${DAYS}) % 2 = 0 then ${customers[0]!.id}::uuid else ${customers[1]!.id}::uuid end,
           case when g % 3 = 0 then ${services[0]!.id}::uuid else ${services[1]!.id}::uuid end,
           d, s, s + interval '30 minutes', array['DL' || lpad(g::text, 8, '0')], '499 rs', 49900, 30,
           (array['Pending','Confirmed','In progress','Completed','Cancelled'])[1 + g % 5]
    from generate_series(1, ${ROWS}) g,
         lateral (select ${todayIn(ZONE)}::date - (g % ${DAYS}) as d) day,
         lateral (select ((day.d + time '08:00' + ((g / ${DAYS}) % 20) * interval '30 minutes') at time zone ${ZONE}) as s) start`,
  );
  await t.seedDb.execute(sql`analyze bookings`);
  seedMs = Date.now() - started;
  // The database's booking rules check each of the 100,000 rows as they go in: about a minute on a busy machine.
}, 300_000);
afterAll(() => t.close());

async function timed(url: string, headers = admin) {
  const started = performance.now();
  const res = await t.app.inject({ url, headers });
  const ms = Math.round(performance.now() - started);
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json(), ms };
}

describe(`lists with ${ROWS.toLocaleString('en')} bookings`, () => {
  it('pages get-allbookings correctly and quickly', async () => {
    const timings: Record<string, number> = { seed: seedMs };
    const first = await timed('/tor/get-allbookings?page=1&limit=25');
    const second = await timed('/tor/get-allbookings?page=2&limit=25');
    const last = await timed(`/tor/get-allbookings?page=${ROWS / 25}&limit=25`);
    const search = await timed('/tor/get-allbookings?q=DL00012345&page=1&limit=25');
    const filtered = await timed('/tor/get-allbookings?status=Completed&page=3&limit=50');
    const today = await timed('/tor/get-today-bookings?page=1&limit=25');
    const mine = await timed('/tor/my-bookings?page=10&limit=25', user);
    const services = await timed('/tor/get-services');
    const metrics = await timed('/tor/get-metrics');
    Object.assign(timings, {
      firstPage: first.ms,
      secondPage: second.ms,
      lastPage: last.ms,
      search: search.ms,
      statusFilter: filtered.ms,
      today: today.ms,
      myBookings: mine.ms,
      services: services.ms,
      metrics: metrics.ms,
    });

    expect(first.body.total).toBe(ROWS);
    expect(first.body.data).toHaveLength(25);
    const firstIds = new Set(first.body.data.map((b: { _id: string }) => b._id));
    expect(second.body.data.some((b: { _id: string }) => firstIds.has(b._id))).toBe(false);
    const dates = [...first.body.data, ...second.body.data].map((b: { date: string }) => b.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(last.body.data).toHaveLength(25);
    expect(search.body).toMatchObject({ total: 1, data: [{ carNo: ['DL00012345'] }] });
    expect(filtered.body.total).toBe(ROWS / 5);
    expect(filtered.body.data.every((b: { status: string }) => b.status === 'Completed')).toBe(true);
    expect(today.body.total).toBe(ROWS / DAYS);
    expect(mine.body.total).toBe(ROWS / 2);
    expect(services.body.data.reduce((n: number, s: { bookings: number }) => n + s.bookings, 0)).toBe(ROWS);
    expect(metrics.body.totalProjects).toBe(ROWS);
    console.log(`list timings (ms) with ${ROWS} bookings:`, JSON.stringify(timings));
    for (const [name, ms] of Object.entries(timings)) if (name !== 'seed') expect(ms, name).toBeLessThan(3_000);
  });
});
