import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autospa/contract';
import { vehicles, type Booking, type NewBooking } from '@autospa/db';
import { buildAdmin, buildBooking, buildEmployee, buildPayment, buildService, buildUser } from '@autospa/db/testing';
import { zonedInstant } from '../../lib/zoned-time.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { loadSettings } from '../settings/service.js';
import { adminDashboardOf } from './admin-dashboard.js';
import { employeeDashboardOf } from './employee-dashboard.js';
import { userDashboardOf } from './user-dashboard.js';

// The dashboards a car wash reads (issue 17), each figure worked out by hand from a made-up day:
// Tuesday 10 March 2026, 12:00 noon in Kolkata (06:30 UTC). Default settings: 3 bays, open 08:00–19:00.

const ZONE = 'Asia/Kolkata';
const ist = (date: string, hhmm: string) => zonedInstant(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), ZONE);
const NOW = ist('2026-03-10', '12:00');

let t: TestContext;
let employeeId: string;
let customerId: string;
let hourWash: string;
let quickWash: string;
let b: Record<string, Booking>;
beforeAll(async () => {
  t = await setupTestApp();
  employeeId = (await buildEmployee(t.db)).id;
  customerId = (await buildUser(t.db)).id;
  // ₹999 for an hour, ₹499 for half an hour.
  hourWash = (await buildService(t.db, { price: '999 rs', pricePaise: 99_900, durationMinutes: 60 })).id;
  quickWash = (await buildService(t.db, { price: '499 rs', pricePaise: 49_900, durationMinutes: 30 })).id;
  const at = (date: string, hhmm: string, o: Partial<NewBooking>) =>
    buildBooking(t.db, { serviceId: hourWash, bufferMinutes: 10, employeeId: null, ...o, bookingDate: date, startsAt: ist(date, hhmm) });
  const today = '2026-03-10';
  b = {
    // Today, by status. Each hour-long booking holds its bay 70 minutes with the buffer.
    done: await at(today, '09:00', { status: 'Completed', employeeId, userId: customerId }),
    working: await at(today, '11:30', { status: 'In progress', employeeId }),
    confirmedUnassigned: await at(today, '14:00', { status: 'Confirmed', userId: customerId }),
    pendingUnassigned: await at(today, '16:00', { status: 'Pending' }),
    cancelled: await at(today, '10:00', { status: 'Cancelled', employeeId }),
    // At the door: holds a mobile team, not a bay.
    atDoor: await at(today, '13:00', { status: 'Pending', atDoor: true, address: '12 MG Road' }),
    // 18:30 + 60 + 10 minutes: only the 30 minutes before closing count.
    lastCar: await at(today, '18:30', { status: 'Confirmed', employeeId }),
    // A public request without an exact time yet: holds no bay, needs no one yet.
    request: await at(today, '15:00', { status: 'Pending', scheduled: false, timeSlot: '3:00 PM - 5:00 PM' }),
    // Other days.
    tomorrowPending: await at('2026-03-11', '10:00', { status: 'Pending', employeeId, userId: customerId }),
    in23Hours: await at('2026-03-11', '11:00', { status: 'Confirmed' }),
    in25Hours: await at('2026-03-11', '13:00', { status: 'Confirmed' }),
    yesterdayPending: await at('2026-03-09', '10:00', { status: 'Pending', userId: customerId }),
    earlierDone: await at('2026-03-02', '10:00', { status: 'Completed', employeeId, userId: customerId, serviceId: quickWash }),
    lastMonthDone: await at('2026-02-27', '10:00', { status: 'Completed', employeeId }),
  };
}, 60_000);
afterAll(() => t.close());

const pay = (amountPaise: number, date: string, hhmm: string, o: { voided?: boolean } = {}) =>
  buildPayment(t.db, {
    bookingId: b.done!.id,
    method: 'upi',
    amountPaise,
    paidAt: ist(date, hhmm),
    ...(o.voided && { voidedAt: new Date(), voidReason: 'Wrong booking' }),
  });

describe('the Admin’s dashboard', () => {
  beforeAll(async () => {
    // Payment times in Kolkata; several fall on another UTC day than their IST one.
    await pay(100_000, '2026-03-10', '09:30'); // today
    await pay(20_000, '2026-03-10', '00:10'); // today (9 March in UTC)
    await pay(5_000, '2026-03-10', '10:00', { voided: true }); // voided: never counted
    await pay(30_000, '2026-03-09', '23:50'); // this month, not today
    await pay(40_000, '2026-03-01', '00:05'); // this month (28 February in UTC)
    await pay(50_000, '2026-02-28', '23:55'); // last month, after its 10th
    await pay(60_000, '2026-02-10', '23:59'); // last month up to the 10th
    await pay(70_000, '2026-02-11', '00:01'); // last month, after its 10th
    await pay(80_000, '2026-02-01', '00:00'); // last month's first minute (31 January in UTC)
    await pay(90_000, '2026-01-31', '23:59'); // the month before
    await pay(7_000, '2026-04-01', '00:05'); // April (31 March in UTC)
  });

  it('counts today’s jobs by status, the bays in use, what waits for a decision', async () => {
    const d = await adminDashboardOf(t.db, await loadSettings(t.db), NOW);
    expect(d.jobsByStatus).toEqual([
      { status: 'Pending', count: 3 },
      { status: 'Confirmed', count: 2 },
      { status: 'In progress', count: 1 },
      { status: 'Completed', count: 1 },
      { status: 'Cancelled', count: 1 },
      { status: 'No-show', count: 0 },
    ]);
    // 4 × 70 + 30 = 310 bay-minutes of 3 bays × 660 open minutes = 15.7 %.
    expect(d.bayUtilisationPercent).toBe(16);
    // Pending and not over: 16:00, at the door 13:00, the request, tomorrow's (yesterday's is over).
    expect(d.pendingToConfirm).toBe(4);
    // Starting before tomorrow noon, holding a bay or a team, nobody assigned: 14:00, 16:00, 13:00 at the door, tomorrow 11:00.
    expect(d.unassignedNext24h).toBe(4);
    expect(d.noShowsThisWeek).toBe(0);
  });

  it('adds up revenue by payment time in the business zone: today, this month, last month to the same day', async () => {
    const d = await adminDashboardOf(t.db, await loadSettings(t.db), NOW);
    expect([d.revenueTodayPaise, d.revenueThisMonthPaise, d.revenueLastMonthPaise]).toEqual([120_000, 190_000, 140_000]);
  });

  it('compares the last day of a long month with the whole of a shorter one', async () => {
    const d = await adminDashboardOf(t.db, await loadSettings(t.db), ist('2026-03-31', '20:00'));
    // Today nothing; March so far; all of February (28 days).
    expect([d.revenueTodayPaise, d.revenueThisMonthPaise, d.revenueLastMonthPaise]).toEqual([0, 190_000, 260_000]);
  });

  it('starts a new month at midnight in Kolkata, while UTC is still in the old one', async () => {
    const d = await adminDashboardOf(t.db, await loadSettings(t.db), ist('2026-04-01', '00:10'));
    // April so far: the payment at 00:05; March up to the 1st: the payment at 00:05 on 1 March.
    expect([d.revenueTodayPaise, d.revenueThisMonthPaise, d.revenueLastMonthPaise]).toEqual([7_000, 7_000, 40_000]);
  });

  it('shows 0 % of the bays in use on a day without bookings', async () => {
    const d = await adminDashboardOf(t.db, await loadSettings(t.db), ist('2026-03-20', '12:00'));
    expect(d.bayUtilisationPercent).toBe(0);
  });
});

describe('the Employee’s dashboard', () => {
  it('counts its jobs today, names its next one, and takes its earnings from get-my-earnings', async () => {
    const d = await employeeDashboardOf(t.db, employeeId, ZONE, NOW);
    // Done: 09:00. To do: 11:30 (in progress) and 18:30; the cancelled 10:00 is neither.
    expect([d.jobsDoneToday, d.jobsToDoToday]).toEqual([1, 2]);
    // The job it is on now, until it ends.
    expect(d.nextJob).toMatchObject({ _id: b.working!.id, status: 'In progress', time: '11:30 AM' });
    // Its completed jobs in March: ₹999 + ₹499 (February’s is not counted).
    expect(d.earningsThisMonthPaise).toBe(149_800);

    const afterWork = await employeeDashboardOf(t.db, employeeId, ZONE, ist('2026-03-10', '12:45'));
    expect(afterWork.nextJob?._id).toBe(b.lastCar!.id);
  });

  it('is empty for an employee with no jobs', async () => {
    const other = await buildEmployee(t.db);
    expect(await employeeDashboardOf(t.db, other.id, ZONE, NOW)).toEqual({
      role: 'Employee',
      jobsDoneToday: 0,
      jobsToDoToday: 0,
      nextJob: null,
      earningsThisMonthPaise: 0,
    });
  });
});

describe('the User’s dashboard', () => {
  it('shows its next wash, its last completed one and its cars (retired ones left out)', async () => {
    await t.db.insert(vehicles).values([
      { userId: customerId, plate: 'DL01AB1234' },
      { userId: customerId, plate: 'HR26CD5678' },
      { userId: customerId, plate: 'UP16EF9012', retiredAt: new Date() },
    ]);
    const d = await userDashboardOf(t.db, customerId, ZONE, NOW);
    // Yesterday's Pending one is over; today's 14:00 comes before tomorrow's.
    expect(d.nextBooking).toMatchObject({ _id: b.confirmedUnassigned!.id, date: '2026-03-10', time: '02:00 PM' });
    // Today's 09:00 is more recent than 2 March's.
    expect(d.lastBooking).toMatchObject({ _id: b.done!.id, status: 'Completed' });
    expect(d.vehicles).toBe(2);
  });

  it('is empty for a new customer', async () => {
    const other = await buildUser(t.db);
    expect(await userDashboardOf(t.db, other.id, ZONE, NOW)).toEqual({ role: 'User', nextBooking: null, lastBooking: null, vehicles: 0 });
  });
});

describe('GET /tor/get-dashboard', () => {
  it('answers each role its own dashboard, and no one signed out', async () => {
    const get = async (account: Parameters<typeof signIn>[1]) =>
      (await t.app.inject({ url: api.getDashboard, headers: bearer(await signIn(t.app, account)) })).json();
    // A payment taken just now is today's revenue (the fixed March day above is long past).
    await buildPayment(t.db, { bookingId: b.done!.id, method: 'cash', amountPaise: 12_300, paidAt: new Date() });
    const admin = await get(await buildAdmin(t.db));
    expect(admin).toMatchObject({ role: 'Admin', revenueTodayPaise: 12_300 });
    expect(admin.jobsByStatus.map((s: { status: string }) => s.status)).toEqual([
      'Pending',
      'Confirmed',
      'In progress',
      'Completed',
      'Cancelled',
      'No-show',
    ]);
    expect(Object.keys(await get(await buildEmployee(t.db))).sort()).toEqual([
      'earningsThisMonthPaise',
      'jobsDoneToday',
      'jobsToDoToday',
      'nextJob',
      'role',
    ]);
    expect(await get(await buildUser(t.db))).toEqual({ role: 'User', nextBooking: null, lastBooking: null, vehicles: 0 });
    expect((await t.app.inject({ url: api.getDashboard })).statusCode).toBe(401);
  });
});
