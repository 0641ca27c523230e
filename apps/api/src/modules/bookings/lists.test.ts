import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildBooking, buildEmployee, buildUser } from '@autospa/db/testing';
import { todayIn, zonedInstant } from '../../lib/zoned-time.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { ZONE, bookableCatalog, dayAhead } from './test-fixtures.js';

let t: TestContext;
let alice: Awaited<ReturnType<typeof buildUser>>;
let bob: Awaited<ReturnType<typeof buildUser>>;
let employee: Awaited<ReturnType<typeof buildEmployee>>;
const auth: Record<'admin' | 'employee' | 'alice' | 'bob', Record<string, string>> = { admin: {}, employee: {}, alice: {}, bob: {} };
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await setupTestApp();
  [alice, bob, employee] = [await buildUser(t.db), await buildUser(t.db), await buildEmployee(t.db)];
  auth.alice = bearer(await signIn(t.app, alice));
  auth.bob = bearer(await signIn(t.app, bob));
  auth.employee = bearer(await signIn(t.app, employee));
  auth.admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  const { service } = await bookableCatalog(t.db);
  const today = todayIn(ZONE);
  const at = (date: string, minute: number) => ({ bookingDate: date, startsAt: zonedInstant(date, minute, ZONE), serviceId: service.id });
  ids.todayLate = (await buildBooking(t.db, { userId: alice.id, ...at(today, 16 * 60), carNo: ['KA05MN0001'] })).id;
  ids.todayEarly = (await buildBooking(t.db, { userId: bob.id, ...at(today, 9 * 60), employeeId: employee.id, status: 'Confirmed' })).id;
  ids.future = (await buildBooking(t.db, { userId: alice.id, ...at(dayAhead(5), 10 * 60), status: 'Completed' })).id;
  ids.past = (await buildBooking(t.db, { userId: bob.id, ...at(dayAhead(-5), 10 * 60), employeeId: employee.id })).id;
  ids.guest = (
    await buildBooking(t.db, { guestName: 'Ravi Guest', guestPhone: '9811111111', ...at(dayAhead(2), 11 * 60), source: 'public' })
  ).id;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
const idsOf = (res: { json(): { data: { _id: string }[] } }) => res.json().data.map((b) => b._id);

describe('GET /tor/get-allbookings', () => {
  it('returns every booking, newest day first, wrapped in {data} with the total', async () => {
    const res = await get('/tor/get-allbookings', auth.admin);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual([ids.future, ids.guest, ids.todayLate, ids.todayEarly, ids.past]);
    expect(res.json().total).toBe(5);
    const guest = res.json().data.find((b: { _id: string }) => b._id === ids.guest);
    expect(guest.userId).toEqual({ _id: null, username: 'Ravi Guest', phone: '9811111111', emailId: '', typeOfUser: 'Guest' });
  });

  it('pages, filters by status, dates, assignment and a search across customer, car and service', async () => {
    const page2 = await get('/tor/get-allbookings?page=2&limit=2', auth.admin);
    expect([idsOf(page2), page2.json().total]).toEqual([[ids.todayLate, ids.todayEarly], 5]);
    expect(idsOf(await get('/tor/get-allbookings?status=Completed', auth.admin))).toEqual([ids.future]);
    expect(idsOf(await get(`/tor/get-allbookings?from=${todayIn(ZONE)}&to=${todayIn(ZONE)}`, auth.admin))).toEqual([
      ids.todayLate,
      ids.todayEarly,
    ]);
    expect(idsOf(await get('/tor/get-allbookings?assigned=me', auth.employee))).toEqual([ids.todayEarly, ids.past]);
    expect(idsOf(await get('/tor/get-allbookings?assigned=unassigned', auth.employee))).toHaveLength(3);
    expect(idsOf(await get('/tor/get-allbookings?q=ka05 mn', auth.admin))).toEqual([ids.todayLate]);
    expect(idsOf(await get(`/tor/get-allbookings?q=${bob.username}`, auth.admin))).toEqual([ids.todayEarly, ids.past]);
    expect(idsOf(await get('/tor/get-allbookings?q=ravi', auth.admin))).toEqual([ids.guest]);
    expect(idsOf(await get('/tor/get-allbookings?q=100%25_', auth.admin))).toEqual([]);
  });

  it.each([
    ['limit=0', 'limit must be 1 to 100.'],
    ['limit=101', 'limit must be 1 to 100.'],
    ['page=abc', 'page must be a number.'],
    ['from=yesterday', 'from must be a date (YYYY-MM-DD).'],
    ['status=Done', 'Status must be Pending, Confirmed, In progress, Completed, Cancelled or No-show.'],
    ['assigned=you', 'assigned must be me or unassigned.'],
  ])('rejects %s with 400', async (query, message) => {
    const res = await get(`/tor/get-allbookings?${query}`, auth.admin);
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
  });

  it('is for Admin and Employee: 401 anonymous, 403 for a User', async () => {
    expect((await get('/tor/get-allbookings', {})).statusCode).toBe(401);
    expect((await get('/tor/get-allbookings', auth.alice)).statusCode).toBe(403);
    expect((await get('/tor/get-allbookings', auth.employee)).statusCode).toBe(200);
  });
});

describe('GET /tor/get-today-bookings', () => {
  it('returns today’s bookings in the business time zone, in arrival order', async () => {
    const res = await get('/tor/get-today-bookings', auth.admin);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual([ids.todayEarly, ids.todayLate]);
    expect(res.json().data[0]).toMatchObject({ time: '09:00 AM', status: 'Confirmed', employee: { _id: employee.id } });
  });

  it('is for Admin and Employee', async () => {
    expect((await get('/tor/get-today-bookings', {})).statusCode).toBe(401);
    expect((await get('/tor/get-today-bookings', auth.bob)).statusCode).toBe(403);
    expect(idsOf(await get('/tor/get-today-bookings?assigned=me', auth.employee))).toEqual([ids.todayEarly]);
  });
});

describe('GET /tor/my-bookings', () => {
  it('shows a customer only its own bookings', async () => {
    // The order (upcoming first) depends on the hour the test runs: finish-flow.test.ts checks it.
    expect(new Set(idsOf(await get('/tor/my-bookings', auth.alice)))).toEqual(new Set([ids.future, ids.todayLate]));
    expect(new Set(idsOf(await get('/tor/my-bookings', auth.bob)))).toEqual(new Set([ids.todayEarly, ids.past]));
    expect((await get('/tor/my-bookings?limit=1', auth.bob)).json().total).toBe(2);
  });

  it('is for Users only', async () => {
    expect((await get('/tor/my-bookings', {})).statusCode).toBe(401);
    expect((await get('/tor/my-bookings', auth.admin)).statusCode).toBe(403);
    expect((await get('/tor/my-bookings', auth.employee)).statusCode).toBe(403);
  });
});

describe('the User list counts bookings', () => {
  it('shows each customer’s number of bookings in allusersandemployee', async () => {
    const res = await get(`/tor/allusersandemployee?typeOfUser=User&q=${alice.username}`, auth.admin);
    expect(res.json().data[0].bookings).toBe(2);
  });
});
