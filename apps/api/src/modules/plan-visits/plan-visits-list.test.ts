import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planVisits } from '@autospa/db';
import { buildAdmin, buildBooking, buildEmployee, buildUser } from '@autospa/db/testing';
import { addDays, todayIn, zonedInstant } from '../../lib/zoned-time.js';
import { buildPlan, buildPlanVisit, buildSubscription } from '../../plan-visits/test-factories.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { allowManyUpcoming, ZONE } from '../bookings/test-fixtures.js';

let t: TestContext;
const auth: Record<'admin' | 'employee' | 'otherEmployee' | 'user' | 'otherUser', Record<string, string>> = {
  admin: {},
  employee: {},
  otherEmployee: {},
  user: {},
  otherUser: {},
};
const ids: Record<string, string> = {};
const day = addDays(todayIn(ZONE), 4);

beforeAll(async () => {
  t = await setupTestApp();
  await allowManyUpcoming(t.db);
  const customer = await buildUser(t.db);
  const other = await buildUser(t.db);
  const employee = await buildEmployee(t.db);
  auth.user = bearer(await signIn(t.app, customer));
  auth.otherUser = bearer(await signIn(t.app, other));
  auth.admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  auth.employee = bearer(await signIn(t.app, employee));
  auth.otherEmployee = bearer(await signIn(t.app, await buildEmployee(t.db)));
  const plan = await buildPlan(t.db);
  const mine = await buildSubscription(t.db, { planId: plan.id, userId: customer.id, startDate: day, endDate: addDays(day, 30) });
  const theirs = await buildSubscription(t.db, { planId: plan.id, userId: other.id, startDate: day, endDate: addDays(day, 30) });
  const booking = await buildBooking(t.db, {
    userId: customer.id,
    employeeId: employee.id,
    serviceId: plan.serviceId,
    carNo: [mine.vehicle.plate],
    status: 'Confirmed',
    startsAt: zonedInstant(day, 9 * 60 + 30, ZONE),
    bookingDate: day,
  });
  ids.subscription = mine.id;
  ids.employee = employee.id;
  ids.scheduled = (await buildPlanVisit(t.db, { subscriptionId: mine.id, bookingId: booking.id, visitDate: day, source: 'daily' })).id;
  const missed = await buildPlanVisit(t.db, { subscriptionId: mine.id, bookingId: null, visitDate: addDays(day, -1), source: 'daily' });
  await t.db.update(planVisits).set({ status: 'missed' }).where(eq(planVisits.id, missed.id));
  ids.missed = missed.id;
  ids.theirs = (await buildPlanVisit(t.db, { subscriptionId: theirs.id, bookingId: null, visitDate: day, source: 'daily' })).id;
});
afterAll(() => t.close());

const list = (query: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/tor/get-plan-visits${query}`, headers });
const idsOf = (res: { json(): { data: { _id: string }[] } }) => res.json().data.map((v) => v._id);

describe('GET /tor/get-plan-visits', () => {
  it('gives the Admin every visit, the latest day first, with its booking, time, customer, car and employee', async () => {
    const res = await list('', auth.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(3);
    expect(idsOf(res)).toEqual([ids.scheduled, ids.theirs, ids.missed]);
    expect(res.json().data[0]).toMatchObject({
      subscriptionId: ids.subscription,
      visitDate: day,
      source: 'daily',
      status: 'scheduled',
      time: '09:30 AM',
      employee: { _id: ids.employee },
      hasPhoto: false,
      proofAt: null,
      proofBy: null,
    });
    expect(res.json().data[0].plate).toMatch(/^PV/);
  });

  it('filters by status (the missed visits), day and subscription', async () => {
    expect(idsOf(await list('?status=missed', auth.admin))).toEqual([ids.missed]);
    expect(idsOf(await list(`?from=${day}&to=${day}`, auth.admin)).sort()).toEqual([ids.scheduled, ids.theirs].sort());
    expect(idsOf(await list(`?subscriptionId=${ids.subscription}`, auth.admin))).toEqual([ids.scheduled, ids.missed]);
    const bad = await list('?status=lost', auth.admin);
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Status must be scheduled, done, missed, unplaced or cancelled.']);
  });

  it('shows a customer only its own visits, and an employee only the visits assigned to it', async () => {
    expect(idsOf(await list('', auth.user))).toEqual([ids.scheduled, ids.missed]);
    expect(idsOf(await list('', auth.otherUser))).toEqual([ids.theirs]);
    // Asking for another customer's subscription finds nothing.
    expect((await list(`?subscriptionId=${ids.subscription}`, auth.otherUser)).json()).toEqual({ data: [], total: 0 });
    expect(idsOf(await list('', auth.employee))).toEqual([ids.scheduled]);
    expect((await list('', auth.otherEmployee)).json()).toEqual({ data: [], total: 0 });
  });
});
