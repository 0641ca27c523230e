import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, planVisits, subscriptionPauses, type Database } from '@autospa/db';
import { buildBooking, buildEmployee, setBusinessSettings } from '@autospa/db/testing';
import { addDays, todayIn, weekdayOf, zonedInstant } from '../lib/zoned-time.js';
import { dayAhead, ZONE } from '../modules/bookings/test-fixtures.js';
import { setupTestApp, type TestContext } from '../test/harness.js';
import { visitMessageJob } from './jobs.js';
import { makeDailyVisits } from './nightly.js';
import { buildPlan, buildSubscription, openEveryDay } from './test-factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

// Each test owns its own day, far enough ahead that every start is in the future.
let nextDay = 5;
let date: string;
beforeEach(async () => {
  date = dayAhead(nextDay++);
  // A clean slate: no staff, subscriptions or bookings of the tests before.
  await t.db.execute(sql`update accounts set active = false where type_of_user = 'Employee'`);
  await t.db.execute(sql`update subscriptions set status = 'cancelled', cancelled_at = now() where status = 'active'`);
  await t.db.execute(sql`update bookings set status = 'Cancelled', cancelled_at = now() where status <> 'Cancelled'`);
});

const visitsOn = (db: Database, day: string) =>
  db
    .select({ subscriptionId: planVisits.subscriptionId, status: planVisits.status, bookingId: planVisits.bookingId })
    .from(planVisits)
    .where(eq(planVisits.visitDate, day));
const bookingsOf = (ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : t.db.select().from(bookings).where(inArray(bookings.id, ids));
const minuteOf = (d: Date) => {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
  return parts;
};

async function subscribers(n: number, planId: string, o: { address?: string } = {}) {
  const subs = [];
  for (let i = 0; i < n; i++)
    subs.push(await buildSubscription(t.db, { planId, startDate: addDays(date, -3), endDate: addDays(date, 20), ...o }));
  return subs;
}

describe('the nightly plan-visit job', () => {
  it("makes the day's visits once, placed in bays with staff, even when run twice or after a crash mid-way", async () => {
    await setBusinessSettings(t.db, { bays: 3, openingHours: openEveryDay('09:00', '18:00'), bufferMinutes: 10 });
    const staff = [await buildEmployee(t.db), await buildEmployee(t.db), await buildEmployee(t.db)];
    const plan = await buildPlan(t.db);
    const subs = await subscribers(12, plan.id);

    const first = await makeDailyVisits(t.db, { date });
    expect(first).toEqual({ date, due: 12, placed: 12, unplaced: 0 });
    const visits = await visitsOn(t.db, date);
    expect(visits.map((v) => v.subscriptionId).sort()).toEqual(subs.map((s) => s.id).sort());
    expect(visits.every((v) => v.status === 'scheduled' && v.bookingId)).toBe(true);
    const made = await bookingsOf(visits.map((v) => v.bookingId!));
    expect(made).toHaveLength(12);
    for (const b of made) {
      expect(b).toMatchObject({ status: 'Confirmed', bookingDate: date, atDoor: false, serviceId: plan.serviceId, pricePaise: 0 });
      expect(b.bayId).not.toBeNull();
      expect(staff.map((s) => s.id)).toContain(b.employeeId);
      expect(minuteOf(b.startsAt) >= '09:00' && minuteOf(b.endsAt) <= '18:00').toBe(true);
    }
    // From opening time, three bays: the first three at 09:00; the load spread over the three employees.
    expect(made.filter((b) => minuteOf(b.startsAt) === '09:00')).toHaveLength(3);
    const perEmployee = staff.map((s) => made.filter((b) => b.employeeId === s.id).length);
    expect(perEmployee).toEqual([4, 4, 4]);

    // Again: nothing new.
    expect(await makeDailyVisits(t.db, { date })).toEqual({ date, due: 0, placed: 0, unplaced: 0 });
    expect(await visitsOn(t.db, date)).toHaveLength(12);

    // Lose four visits with their bookings, then a run that crashes after its first batch of two …
    const lost = visits.slice(0, 4);
    await t.db.delete(planVisits).where(
      inArray(
        planVisits.bookingId,
        lost.map((v) => v.bookingId!),
      ),
    );
    await t.db.delete(bookings).where(
      inArray(
        bookings.id,
        lost.map((v) => v.bookingId!),
      ),
    );
    await expect(
      makeDailyVisits(t.db, {
        date,
        batchSize: 2,
        afterBatch: () => {
          throw new Error('the process died');
        },
      }),
    ).rejects.toThrow('the process died');
    expect(await visitsOn(t.db, date)).toHaveLength(10);
    // … and the retry finishes exactly the missing ones.
    expect(await makeDailyVisits(t.db, { date, batchSize: 2 })).toMatchObject({ due: 2, placed: 2 });
    const after = await visitsOn(t.db, date);
    expect(after.map((v) => v.subscriptionId).sort()).toEqual(subs.map((s) => s.id).sort());
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from bookings where booking_date = ${date} and status <> 'Cancelled'`,
    );
    expect(rows[0]!.n).toBe(12);
  });

  it('two runs at once make each visit once', async () => {
    await setBusinessSettings(t.db, { bays: 3, openingHours: openEveryDay('09:00', '18:00') });
    await buildEmployee(t.db);
    const plan = await buildPlan(t.db);
    await subscribers(6, plan.id);
    const [a, b] = await Promise.all([makeDailyVisits(t.db, { date, batchSize: 2 }), makeDailyVisits(t.db, { date, batchSize: 2 })]);
    expect(a.placed + b.placed).toBe(6);
    const visits = await visitsOn(t.db, date);
    expect(visits).toHaveLength(6);
    expect(new Set(visits.map((v) => v.bookingId)).size).toBe(6);
  });

  it("keeps to the plan's weekdays, the subscription's period, its pauses and its status", async () => {
    await setBusinessSettings(t.db, { bays: 3, openingHours: openEveryDay('09:00', '18:00') });
    const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
    const today = await buildPlan(t.db, { weekdays: [dow] });
    const otherDays = await buildPlan(t.db, { weekdays: [0, 1, 2, 3, 4, 5, 6].filter((d) => d !== dow) });
    const monthly = await buildPlan(t.db, { kind: 'monthly', visits: 4 });
    const due = await buildSubscription(t.db, { planId: today.id, startDate: date, endDate: date });
    await buildSubscription(t.db, { planId: otherDays.id, startDate: addDays(date, -7), endDate: addDays(date, 7) });
    await buildSubscription(t.db, { planId: monthly.id, startDate: addDays(date, -7), endDate: addDays(date, 7) });
    await buildSubscription(t.db, { planId: today.id, startDate: addDays(date, 1), endDate: addDays(date, 30) });
    await buildSubscription(t.db, { planId: today.id, startDate: addDays(date, -30), endDate: addDays(date, -1) });
    await buildSubscription(t.db, { planId: today.id, startDate: addDays(date, -7), endDate: addDays(date, 7), status: 'cancelled' });
    const paused = await buildSubscription(t.db, { planId: today.id, startDate: addDays(date, -7), endDate: addDays(date, 7) });
    await t.db.insert(subscriptionPauses).values({ subscriptionId: paused.id, fromDate: addDays(date, -1), toDate: date });
    const pausedBefore = await buildSubscription(t.db, { planId: today.id, startDate: addDays(date, -7), endDate: addDays(date, 7) });
    await t.db
      .insert(subscriptionPauses)
      .values({ subscriptionId: pausedBefore.id, fromDate: addDays(date, -3), toDate: addDays(date, -1) });

    expect(await makeDailyVisits(t.db, { date })).toMatchObject({ due: 2, placed: 2 });
    expect((await visitsOn(t.db, date)).map((v) => v.subscriptionId).sort()).toEqual([due.id, pausedBefore.id].sort());
    expect(weekdayOf(date)).toBeTruthy();
  });

  it('goes to the door with a mobile team when the subscription has an address', async () => {
    await setBusinessSettings(t.db, { bays: 3, doorTeams: 2, openingHours: openEveryDay('09:00', '18:00') });
    const plan = await buildPlan(t.db);
    const [sub] = await subscribers(1, plan.id, { address: 'Flat 4B, Palm Court, Sector 54, Gurugram' });
    await makeDailyVisits(t.db, { date });
    const [visit] = await visitsOn(t.db, date);
    const [b] = await bookingsOf([visit!.bookingId!]);
    expect(b).toMatchObject({ atDoor: true, bayId: null, address: 'Flat 4B, Palm Court, Sector 54, Gurugram', userId: sub!.userId });
  });

  it('fills only the free capacity, around the bookings already made, and tells the customers it could not place', async () => {
    // One bay, 09:00–10:30, a 10-minute buffer: a booking already holds 09:00–09:30, so visits fit at 09:40 only.
    // No quiet hours: the messages go at once whatever the time the test runs.
    await setBusinessSettings(t.db, {
      bays: 1,
      openingHours: openEveryDay('09:00', '10:30'),
      bufferMinutes: 10,
      quietHours: { from: '00:00', to: '00:00' },
    });
    const worker = await buildEmployee(t.db);
    const plan = await buildPlan(t.db);
    await buildBooking(t.db, {
      serviceId: plan.serviceId,
      startsAt: zonedInstant(date, 9 * 60, ZONE),
      bookingDate: date,
      bufferMinutes: 10,
    });
    const subs = await subscribers(3, plan.id);

    expect(await makeDailyVisits(t.db, { date })).toMatchObject({ due: 3, placed: 1, unplaced: 2 });
    const visits = await visitsOn(t.db, date);
    const placed = visits.filter((v) => v.bookingId);
    expect(placed).toHaveLength(1);
    const [b] = await bookingsOf([placed[0]!.bookingId!]);
    expect([minuteOf(b!.startsAt), b!.employeeId]).toEqual(['09:40', worker.id]);
    expect(visits.filter((v) => v.status === 'unplaced' && v.bookingId === null)).toHaveLength(2);

    await t.app.jobs.flush(visitMessageJob);
    const told = (await t.outbox()).filter(
      (m) =>
        m.subject ===
        `Your ${plan.name} visit on ${new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))} could not be placed`,
    );
    const unplacedUsers = subs.filter((s) => visits.find((v) => v.subscriptionId === s.id)!.status === 'unplaced').map((s) => s.userId);
    expect(told).toHaveLength(2);
    const { rows } = await t.db.execute<{ account_id: string }>(
      sql`select account_id from notifications where template = 'plan-visit-unplaced' and channel = 'email'`,
    );
    expect(rows.map((r) => r.account_id).sort()).toEqual(unplacedUsers.sort());
  });

  it('when a booking rule refuses a place it did not foresee, places the batch one booking at a time and leaves that visit unplaced', async () => {
    await setBusinessSettings(t.db, { bays: 3, doorTeams: 2, openingHours: openEveryDay('09:00', '09:45') });
    const plan = await buildPlan(t.db);
    const [first, second] = await subscribers(2, plan.id);
    // A booking of the first car at 09:00 filed under the next day (data the day's read does not see): the car is busy.
    await buildBooking(t.db, {
      userId: first!.userId,
      carNo: [first!.vehicle.plate],
      atDoor: true,
      startsAt: zonedInstant(date, 9 * 60, ZONE),
      bookingDate: addDays(date, 1),
    });
    expect(await makeDailyVisits(t.db, { date })).toMatchObject({ due: 2, placed: 1, unplaced: 1 });
    const visits = await visitsOn(t.db, date);
    expect(visits.find((v) => v.subscriptionId === first!.id)).toMatchObject({ status: 'unplaced', bookingId: null });
    expect(visits.find((v) => v.subscriptionId === second!.id)).toMatchObject({ status: 'scheduled' });
  });

  it('places nothing on a day the business is closed, and says so', async () => {
    const closed = openEveryDay('09:00', '18:00');
    closed[weekdayOf(date)] = null as never;
    await setBusinessSettings(t.db, { openingHours: closed });
    const plan = await buildPlan(t.db);
    await subscribers(2, plan.id);
    expect(await makeDailyVisits(t.db, { date })).toMatchObject({ due: 2, placed: 0, unplaced: 2 });
    expect(todayIn(ZONE) < date).toBe(true);
  });
});
