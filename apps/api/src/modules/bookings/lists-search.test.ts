import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildService, buildUser, insertBookings, setBusinessSettings } from '@autospa/db/testing';
import { todayIn } from '../../lib/zoned-time.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { ZONE } from './test-fixtures.js';

// The list search on a history large enough for its indexes, checked against the plain definition: a
// case-insensitive substring of a car number (query normalised like car numbers), the guest's name or phone,
// the customer's username, phone or email, or the service's name.
const ROWS = 20_000;
let t: TestContext;
let admin: Record<string, string>;
let alice: Awaited<ReturnType<typeof buildUser>>;
let aliceAuth: Record<string, string>;
beforeAll(async () => {
  t = await setupTestApp();
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  alice = await buildUser(t.db, { username: 'alice_search', phone: '9012345678', email: 'alice.search@mail.example' });
  aliceAuth = bearer(await signIn(t.app, alice));
  const bob = await buildUser(t.db, { username: 'bob_search', phone: '8811223344', email: 'bob.search@mail.example' });
  const foam = await buildService(t.db, { serviceName: 'Foam Wash' });
  const ceramic = await buildService(t.db, { serviceName: 'Ceramic Coat' });
  // A quarter each Alice's and Bob's, half walk-in guests; every 50th booking has a second car; 100 a day,
  // 5 at each half-hour start in a five-bay business (the database's rules hold for seeds too).
  await setBusinessSettings(t.seedDb, { bays: 5 });
  await insertBookings(
    t.seedDb,
    sql`
    insert into bookings (user_id, guest_name, guest_phone, service_id, booking_date, starts_at, ends_at, car_no, price, price_paise, duration_minutes, status)
    select case g % 4 when 1 then ${alice.id}::uuid when 2 then ${bob.id}::uuid end,
           case when g % 4 in (0, 3) then 'Guest ' || g end, case when g % 4 in (0, 3) then (9100000000 + g)::text end,
           case when g % 3 = 0 then ${ceramic.id}::uuid else ${foam.id}::uuid end, d, s, s + interval '30 minutes',
           case when g % 50 = 0 then array['KA' || lpad(g::text, 6, '0'), 'MH12ZZ' || g] else array['KA' || lpad(g::text, 6, '0')] end,
           '499 rs', 49900, 30, (array['Pending','Confirmed','In progress','Completed','Cancelled'])[1 + g % 5]
    from generate_series(1, ${ROWS}) g,
         lateral (select ${todayIn(ZONE)}::date - (g % 200) as d) day,
         lateral (select ((day.d + time '08:00' + ((g / 200) % 20) * interval '30 minutes') at time zone ${ZONE}) as s) start`,
  );
  await t.seedDb.execute(sql`analyze bookings`);
}, 60_000);
afterAll(() => t.close());

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The matching ids in list order, by the plain definition (joins and ILIKE, no index in mind). */
async function expected(q: string, { order = 'desc', where = sql`true` } = {}): Promise<string[]> {
  const car = like(q.replace(/[\s-]+/g, '').toUpperCase());
  const dir = sql.raw(order);
  const { rows } = await t.db.execute<{ id: string }>(sql`
    select b.id from bookings b join services s on s.id = b.service_id left join accounts a on a.id = b.user_id
    where ${where} and (array_to_string(b.car_no, ' ') ilike ${car} or b.guest_name ilike ${like(q)} or b.guest_phone ilike ${like(q)}
      or a.username ilike ${like(q)} or a.phone ilike ${like(q)} or a.email ilike ${like(q)} or s.service_name ilike ${like(q)})
    order by b.booking_date ${dir}, b.starts_at ${dir}, b.id ${dir}`);
  return rows.map((r) => r.id);
}

async function list(url: string, headers = admin) {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ data: { _id: string }[]; total: number }>();
  return { ids: body.data.map((b) => b._id), total: body.total };
}

describe(`GET /tor/get-allbookings?q= with ${ROWS.toLocaleString('en')} bookings`, () => {
  // Few matches (one pass pages and counts them) and more than 1,000 (paged and counted separately).
  const searches: [string, string, number][] = [
    ['a whole car number, typed loosely', 'ka 000-777', 1],
    ['part of car numbers and guest phones', '00077', 61],
    ['a second car number', 'mh12zz', ROWS / 50],
    ["a guest's name, any case", 'GUEST 1234', 5],
    ["a guest's phone", '91000123', 50],
    ["the customer's username (_ is no wildcard)", 'Alice_Sea', ROWS / 4],
    ["the customer's phone", '901234567', ROWS / 4],
    ["the customer's email", 'ALICE.SEARCH@', ROWS / 4],
    ["the service's name", 'ceramic', Math.floor(ROWS / 3)],
    ['LIKE wildcards as plain characters', '100%_', 0],
  ];
  it.each(searches)('finds %s: the same rows, order and total as the plain definition', async (_name, q, count) => {
    const all = await expected(q);
    expect(all).toHaveLength(count);
    for (const page of [1, 2, 41]) {
      const got = await list(`/tor/get-allbookings?q=${encodeURIComponent(q)}&page=${page}&limit=25`);
      expect(got).toEqual({ ids: all.slice((page - 1) * 25, page * 25), total: count });
    }
  });

  it('returns the first 20 and the total without paging, and combines a search with a status filter', async () => {
    const first = await list('/tor/get-allbookings?q=guest%2012');
    expect(first).toEqual({ ids: (await expected('guest 12')).slice(0, 20), total: 556 });
    for (const [q, status, total] of [
      ['guest 12', 'Pending', 111],
      ['ceramic', 'Completed', 1334],
    ] as const) {
      const got = await list(`/tor/get-allbookings?q=${encodeURIComponent(q)}&status=${status}&page=2&limit=50`);
      const all = await expected(q, { where: sql`b.status = ${status}` });
      expect(got).toEqual({ ids: all.slice(50, 100), total });
    }
  });

  it("searches within a customer's own bookings and today's sheet, in its order", async () => {
    const mine = await list('/tor/my-bookings?q=ka0001&page=2&limit=10', aliceAuth);
    const all = await expected('ka0001', { where: sql`b.user_id = ${alice.id}` });
    expect(mine).toEqual({ ids: all.slice(10, 20), total: 25 });
    const today = await list('/tor/get-today-bookings?q=ka00&page=1&limit=10');
    const todays = await expected('ka00', { order: 'asc', where: sql`b.booking_date = ${todayIn(ZONE)}::date` });
    expect(today).toEqual({ ids: todays.slice(0, 10), total: 49 });
  });
});
