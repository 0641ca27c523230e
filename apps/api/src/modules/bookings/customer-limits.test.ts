import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildBooking, buildUser } from '@autospa/db/testing';
import { zonedInstant } from '../../lib/zoned-time.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { ZONE, bookableCatalog, dayAhead } from './test-fixtures.js';

// Issue 14 item 4: one customer cannot fill the day, one car cannot be in two bays at once. Both rules live in
// PostgreSQL (trigger bookings_customer_rules, migration 0009), so parallel requests cannot beat them.
const CAR_BUSY = 'This car already has a booking at that time. Please pick another time.';
const limitOf = (n: number) => `A customer can have at most ${n} upcoming bookings. Cancel one, or book again after one is done.`;
const DAY = { open: '06:00', close: '22:00' };
const OPEN_EVERY_DAY = { sun: DAY, mon: DAY, tue: DAY, wed: DAY, thu: DAY, fri: DAY, sat: DAY };

let t: TestContext;
let admin: Record<string, string>;
let catalog: Awaited<ReturnType<typeof bookableCatalog>>;
beforeAll(async () => {
  t = await setupTestApp();
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  catalog = await bookableCatalog(t.db, { time: '1 hr', durationMinutes: 60 });
  // Plenty of bays and hours: only the rules under test refuse anything.
  await settings({ bays: 50, openingHours: OPEN_EVERY_DAY });
});
afterAll(() => t.close());

const settings = (payload: object) => t.app.inject({ method: 'PUT', url: '/tor/update-settings', payload, headers: admin });
const book = (payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/tor/create-booking', payload, headers });
const clock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
let cars = 0;
const newCar = () => `LM${String(cars++).padStart(6, '0')}`;

async function customer() {
  const account = await buildUser(t.db);
  return { account, auth: bearer(await signIn(t.app, account)) };
}

describe('the per-customer limit of upcoming bookings', () => {
  it('lets at most 3 of 20 parallel bookings by one customer for one day through; the rest get 409', async () => {
    const { account, auth } = await customer();
    const date = dayAhead(5);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(catalog.body({ date, time: clock(6 * 60 + 45 * i), carNo: newCar() }), auth)),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    expect(new Set(results.filter((r) => r.statusCode === 409).map((r) => r.json().message))).toEqual(new Set([limitOf(3)]));
    const mine = await t.app.inject({ url: '/tor/my-bookings', headers: auth });
    expect(mine.json().data.filter((b: { userId: { _id: string } }) => b.userId._id === account.id)).toHaveLength(3);
  });

  it('holds on every path: staff booking for the customer, a reschedule that revives a stale booking, an Admin linking a public request', async () => {
    const { account, auth } = await customer();
    for (let i = 0; i < 3; i++) expect((await book(catalog.body({ date: dayAhead(10 + i), carNo: newCar() }), auth)).statusCode).toBe(201);

    const byStaff = await book(catalog.body({ date: dayAhead(20), carNo: newCar(), userId: account.id }), admin);
    expect([byStaff.statusCode, byStaff.json().message]).toEqual([409, limitOf(3)]);

    // A booking left Pending after its time does not count; moving it back into the future makes it count.
    const stale = await buildBooking(t.db, {
      userId: account.id,
      serviceId: catalog.service.id,
      startsAt: new Date(Date.now() - 2 * 86_400_000),
    });
    const revived = await t.app.inject({
      method: 'PUT',
      url: `/tor/reschedule-booking?id=${stale.id}`,
      payload: { date: dayAhead(21), time: '10:00' },
      headers: admin,
    });
    expect([revived.statusCode, revived.json().message]).toEqual([409, limitOf(3)]);

    const request = await buildBooking(t.db, {
      serviceId: catalog.service.id,
      source: 'public',
      scheduled: false,
      timeSlot: 'Morning (8 AM - 12 PM)',
    });
    const linked = await t.app.inject({
      method: 'PUT',
      url: `/tor/update-booking?id=${request.id}`,
      payload: { userId: account.id },
      headers: admin,
    });
    expect([linked.statusCode, linked.json().message]).toEqual([409, limitOf(3)]);
  });

  it('lets a customer move a booking it already holds, and book again once one is cancelled', async () => {
    const { auth } = await customer();
    const made = [];
    for (let i = 0; i < 3; i++)
      made.push((await book(catalog.body({ date: dayAhead(30 + i), carNo: newCar() }), auth)).json().booking._id as string);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/tor/reschedule-booking?id=${made[0]}`,
      payload: { date: dayAhead(40), time: '11:00' },
      headers: auth,
    });
    expect(moved.statusCode).toBe(200);
    expect((await book(catalog.body({ date: dayAhead(41), carNo: newCar() }), auth)).statusCode).toBe(409);
    await t.app.inject({ method: 'PUT', url: `/tor/cancel-booking?id=${made[1]}`, headers: auth });
    expect((await book(catalog.body({ date: dayAhead(41), carNo: newCar() }), auth)).statusCode).toBe(201);
  });

  it('follows the Admin setting', async () => {
    await settings({ bookingsPerCustomer: 1 });
    try {
      const { auth } = await customer();
      expect((await book(catalog.body({ date: dayAhead(50), carNo: newCar() }), auth)).statusCode).toBe(201);
      const second = await book(catalog.body({ date: dayAhead(51), carNo: newCar() }), auth);
      expect([second.statusCode, second.json().message]).toEqual([409, limitOf(1)]);
    } finally {
      await settings({ bookingsPerCustomer: 3 });
    }
  });
});

describe('one car, one place at a time', () => {
  it('lets exactly one of two parallel bookings of one car at one time (in different bays) through', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await customer();
      const b = await customer();
      const car = newCar();
      const body = catalog.body({ date: dayAhead(60 + round), time: '10:00', carNo: car });
      const results = await Promise.all([book(body, a.auth), book(body, b.auth)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(CAR_BUSY);
    }
  });

  it('compares car numbers without spaces, dashes or case, refuses any overlap and allows back-to-back', async () => {
    const { auth } = await customer();
    const date = dayAhead(70);
    expect((await book(catalog.body({ date, time: '10:00', carNo: 'KA 05-MN 7777' }), auth)).statusCode).toBe(201);
    const overlap = await book(catalog.body({ date, time: '10:30', carNo: 'ka05mn7777' }), auth);
    expect([overlap.statusCode, overlap.json().message]).toEqual([409, CAR_BUSY]);
    expect((await book(catalog.body({ date, time: '11:00', carNo: 'KA05MN7777' }), auth)).statusCode).toBe(201);
  });

  it("refuses an Admin's edit that puts a booking's car where that car is already booked", async () => {
    const date = dayAhead(71);
    await buildBooking(t.db, {
      serviceId: catalog.service.id,
      startsAt: zonedInstant(date, 10 * 60, ZONE),
      bookingDate: date,
      carNo: ['TN09ZZ0001'],
    });
    const second = await buildBooking(t.db, {
      serviceId: catalog.service.id,
      startsAt: zonedInstant(date, 10 * 60, ZONE),
      bookingDate: date,
      carNo: ['TN09ZZ0002'],
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/tor/update-booking?id=${second.id}`,
      payload: { carNo: 'TN09ZZ0001' },
      headers: admin,
    });
    expect([res.statusCode, res.json().message]).toEqual([409, CAR_BUSY]);
  });
});
