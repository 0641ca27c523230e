import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanView, SubscriptionView } from '@autospa/contract';
import { buildCategory, buildEmployee, buildService } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { addDays } from '../../lib/zoned-time.js';
import { dayAhead } from '../bookings/test-fixtures.js';
import { addMonth } from './rules.js';
import { customerWithCar, planWorld, type PlanWorld } from './test-fixtures.js';

let t: TestContext;
let w: PlanWorld;
beforeAll(async () => {
  t = await setupTestApp();
  w = await planWorld(t);
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('plans', () => {
  it('creates each kind, with one visit value per kind', async () => {
    const pack = await w.createPlan({ name: 'Ten Wash Pack', pricePaise: 300_000, visits: 10, validDays: 180 });
    expect(pack).toMatchObject({ kind: 'pack', price: '₹3,000', visits: 10, validDays: 180, weekdays: [], visitValuePaise: 30_000 });
    expect(pack.serviceNames).toEqual([w.catalog.service.serviceName]);
    expect(pack.categoryNames).toEqual([w.catalog.category.name]);
    const monthly = await w.createPlan({ name: 'Four a Month', kind: 'monthly', pricePaise: 100_000, visits: 3, validDays: 30 });
    // A monthly plan has no valid days (its period is a month): what does not belong to the kind is dropped.
    expect(monthly).toMatchObject({ kind: 'monthly', visits: 3, validDays: null, visitValuePaise: 33_333 });
    const daily = await w.createPlan({
      name: 'Daily Shine',
      kind: 'daily',
      pricePaise: 150_000,
      visits: undefined,
      validDays: undefined,
      weekdays: [6, 1, 2, 3, 4, 5, 1],
    });
    // Monday to Saturday: 6 × 4.345 = 26.07 → 26 visits a month; ₹1,500 / 26 = 5,769 paise (rounded down).
    expect(daily).toMatchObject({ kind: 'daily', visits: null, weekdays: [1, 2, 3, 4, 5, 6], visitValuePaise: 5_769, atDoor: false });
  });

  it('marks a plan whose first service is a doorstep one as at the door', async () => {
    const door = await buildService(t.db, { atDoor: true });
    const plan = await w.createPlan({
      name: 'Doorstep Daily',
      kind: 'daily',
      visits: undefined,
      validDays: undefined,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      serviceNames: [door.serviceName.toUpperCase()],
    });
    expect(plan.atDoor).toBe(true);
    expect(plan.serviceNames).toEqual([door.serviceName]);
  });

  it('answers bad plans with the contract messages', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ kind: 'weekly' }, 400, 'Kind must be daily, monthly or pack.'],
      [{ pricePaise: 0 }, 400, 'Price must be a whole number of paise above 0.'],
      [{ visits: undefined }, 400, 'A monthly plan or a pack needs the number of visits.'],
      [{ validDays: undefined }, 400, 'A pack needs the number of days it is valid.'],
      [{ kind: 'daily', weekdays: [] }, 400, 'A daily plan needs at least one weekday.'],
      [{ kind: 'daily', weekdays: [7] }, 400, 'Weekdays must be numbers from 0 (Sunday) to 6 (Saturday).'],
      [{ serviceNames: [] }, 400, 'Choose at least one service.'],
      [{ serviceNames: ['Moon Polish'] }, 400, 'There is no active service named Moon Polish.'],
      [{ categoryNames: ['Spaceship'] }, 400, 'There is no vehicle type named Spaceship.'],
      [{ name: 'ten wash pack' }, 409, 'A plan with this name already exists.'],
    ];
    for (const [o, status, message] of cases) {
      const res = await post('/tor/create-plan', w.planBody(o), w.adminAuth);
      expect({ o, status: res.statusCode, message: res.json().message }).toEqual({ o, status, message });
    }
    const inactive = await buildService(t.db, { status: 'Inactive' });
    const res = await post('/tor/create-plan', w.planBody({ serviceNames: [inactive.serviceName] }), w.adminAuth);
    expect(res.json().message).toBe(`There is no active service named ${inactive.serviceName}.`);
  });

  it('updates a plan; only the Admin lists inactive ones; only the Admin writes', async () => {
    const plan = await w.createPlan({ name: 'Old Pack' });
    const url = `/tor/update-plan?id=${plan._id}`;
    const res = await t.app.inject({
      method: 'PUT',
      url,
      payload: w.planBody({ name: 'Retired Pack', active: false }),
      headers: w.adminAuth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().plan).toMatchObject({ name: 'Retired Pack', active: false });
    const taken = await t.app.inject({ method: 'PUT', url, payload: w.planBody({ name: 'TEN WASH PACK' }), headers: w.adminAuth });
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'A plan with this name already exists.']);
    const missing = await t.app.inject({
      method: 'PUT',
      url: `/tor/update-plan?id=${crypto.randomUUID()}`,
      payload: w.planBody(),
      headers: w.adminAuth,
    });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Plan not found.']);

    const names = (r: { json(): { data: PlanView[] } }) => r.json().data.map((p) => p.name);
    const anyone = await t.app.inject({ method: 'GET', url: '/tor/get-plans' });
    expect(anyone.statusCode).toBe(200);
    expect(names(anyone)).not.toContain('Retired Pack');
    expect(names(anyone)).toContain('Ten Wash Pack');
    expect((await t.app.inject({ method: 'GET', url: '/tor/get-plans?all=true', headers: w.me.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/tor/get-plans?all=true' })).statusCode).toBe(403);
    expect(names(await t.app.inject({ method: 'GET', url: '/tor/get-plans?all=true', headers: w.adminAuth }))).toContain('Retired Pack');

    expect((await post('/tor/create-plan', w.planBody(), w.me.auth)).statusCode).toBe(403);
    const employee = bearer(await signIn(t.app, await buildEmployee(t.db)));
    expect((await post('/tor/create-plan', w.planBody(), employee)).statusCode).toBe(403);
    expect((await post('/tor/create-plan', w.planBody())).statusCode).toBe(401);
  });
});

describe('subscribing', () => {
  it('grants a pack its visits and a monthly plan its visits, a daily plan none', async () => {
    const pack = await w.createPlan({ visits: 5, validDays: 30 });
    const sub = await w.subscribe(pack);
    // A pack runs its valid days from the start, both ends included.
    expect(sub).toMatchObject({
      status: 'active',
      balance: 5,
      startDate: dayAhead(0),
      endDate: dayAhead(29),
      pricePaise: 200_000,
      paidPaise: 0,
    });
    expect(sub.cancelTerms).toEqual({ refundCredits: 5, refundPaise: 5 * 40_000, lastVisitDate: null });
    await w.expectBalance(sub._id, 5);

    const monthly = await w.createPlan({ kind: 'monthly', visits: 4, validDays: undefined });
    const m = await w.subscribe(monthly, w.me.auth, { startDate: dayAhead(10) });
    // One calendar month (rules.test.ts has the month arithmetic).
    expect(m).toMatchObject({ balance: 4, startDate: dayAhead(10), endDate: addDays(addMonth(dayAhead(10)), -1) });
    await w.expectBalance(m._id, 4);

    const daily = await w.createPlan({ kind: 'daily', visits: undefined, validDays: undefined, weekdays: [1, 3, 5] });
    const d = await w.subscribe(daily, w.me.auth, { startDate: dayAhead(20) });
    expect(d).toMatchObject({ balance: 0, startDate: dayAhead(20), endDate: addDays(addMonth(dayAhead(20)), -1), pauseDaysLeft: 7 });
    await w.expectBalance(d._id, 0);

    const mine = await t.app.inject({ method: 'GET', url: '/tor/get-my-subscriptions', headers: w.me.auth });
    expect(mine.json<{ subscriptions: SubscriptionView[] }>().subscriptions.map((s) => [s._id, s.balance])).toEqual(
      expect.arrayContaining([
        [sub._id, 5],
        [m._id, 4],
        [d._id, 0],
      ]),
    );
  });

  it('checks the car, its type, the dates and the address', async () => {
    const plan = await w.createPlan();
    const other = await customerWithCar(t, w.catalog.category.id, w.catalog.sub.id, 'KA01ZZ9999');
    const sedan = await buildCategory(t.db, { name: 'Sedan Plans' });
    const mine2 = await customerWithCar(t, sedan.id, null, 'HR26XY1111');
    const typeless = await customerWithCar(t, w.catalog.category.id, null, 'HR26XY2222');
    await t.db.execute(`update vehicles set category_id = null where plate = 'HR26XY2222'`);
    const sub = (o: Record<string, unknown>, auth = w.me.auth) =>
      post('/tor/subscribe-plan', { planId: plan._id, vehicleId: w.me.vehicle.id, startDate: dayAhead(1), ...o }, auth);
    const cases: [Promise<{ statusCode: number; json(): { message: string } }>, number, string][] = [
      [sub({ vehicleId: other.vehicle.id }), 404, 'Vehicle not found.'],
      [sub({ vehicleId: mine2.vehicle.id }, mine2.auth), 409, 'This plan is not sold for this vehicle type.'],
      [sub({ vehicleId: typeless.vehicle.id }, typeless.auth), 400, 'Set the vehicle type of this car first (My Vehicles).'],
      [sub({ startDate: dayAhead(-1) }), 400, 'The start date cannot be in the past.'],
      [sub({ startDate: dayAhead(61) }), 400, 'The start date must be within 60 days.'],
      [sub({ planId: crypto.randomUUID() }), 404, 'Plan not found.'],
      [sub({ userId: other.user.id }), 403, 'You do not have permission to do this.'],
    ];
    for (const [res, status, message] of cases) {
      const r = await res;
      expect([r.statusCode, r.json().message]).toEqual([status, message]);
    }
    const retired = await customerWithCar(t, w.catalog.category.id, null, 'HR26XY3333');
    await t.db.execute(`update vehicles set retired_at = now() where plate = 'HR26XY3333'`);
    expect((await sub({ vehicleId: retired.vehicle.id }, retired.auth)).statusCode).toBe(404);

    const first = await sub({});
    expect(first.statusCode).toBe(201);
    const again = await sub({ startDate: dayAhead(5) });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This car already has this plan for these dates.']);

    const door = await buildService(t.db, { atDoor: true });
    const daily = await w.createPlan({
      kind: 'daily',
      weekdays: [1],
      visits: undefined,
      validDays: undefined,
      serviceNames: [door.serviceName],
    });
    const noAddress = await sub({ planId: daily._id });
    expect([noAddress.statusCode, noAddress.json().message]).toEqual([400, 'A daily plan at your door needs the address.']);
    const withAddress = await sub({ planId: daily._id, address: 'Tower 4, Flat 1203', landmark: 'Gate 2' });
    expect(withAddress.json().subscription).toMatchObject({ address: 'Tower 4, Flat 1203', landmark: 'Gate 2' });

    await t.app.inject({
      method: 'PUT',
      url: `/tor/update-plan?id=${plan._id}`,
      payload: w.planBody({ name: 'Stopped', active: false }),
      headers: w.adminAuth,
    });
    const stopped = await sub({ vehicleId: other.vehicle.id }, other.auth);
    expect([stopped.statusCode, stopped.json().message]).toEqual([409, 'This plan is no longer sold.']);
  });

  it('lets staff buy for a customer by userId, as create-booking lets them book for one', async () => {
    const plan = await w.createPlan();
    const someone = await customerWithCar(t, w.catalog.category.id, null, 'UP16AA0001');
    const payload = { planId: plan._id, vehicleId: someone.vehicle.id, startDate: dayAhead(2) };
    const noUser = await post('/tor/subscribe-plan', payload, w.adminAuth);
    expect([noUser.statusCode, noUser.json().message]).toEqual([400, 'Choose the customer to book for (userId of a User account).']);
    const byAdmin = await post('/tor/subscribe-plan', { ...payload, userId: someone.user.id }, w.adminAuth);
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().subscription).toMatchObject({ userId: someone.user.id, balance: 4 });
    // Another customer's car through a customer's own id is not found.
    const wrongCar = await post('/tor/subscribe-plan', { ...payload, vehicleId: w.me.vehicle.id, userId: someone.user.id }, w.adminAuth);
    expect(wrongCar.statusCode).toBe(404);
    const employee = bearer(await signIn(t.app, await buildEmployee(t.db)));
    const other = await w.createPlan();
    const byEmployee = await post('/tor/subscribe-plan', { ...payload, planId: other._id, userId: someone.user.id }, employee);
    expect(byEmployee.statusCode, byEmployee.body).toBe(201);
    expect(byEmployee.json().subscription.userId).toBe(someone.user.id);
    expect((await post('/tor/subscribe-plan', payload)).statusCode).toBe(401);
  });

  it('keeps a customer to its own subscriptions and ledger', async () => {
    const plan = await w.createPlan();
    const mine = await w.subscribe(plan, w.me.auth, { startDate: dayAhead(40) });
    const stranger = await customerWithCar(t, w.catalog.category.id, null, 'MH12AB0002');
    const employee = bearer(await signIn(t.app, await buildEmployee(t.db)));
    const ledger = (auth: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/tor/get-plan-ledger?subscriptionId=${mine._id}`, headers: auth });
    expect((await ledger(w.me.auth)).json()).toMatchObject({
      subscriptionId: mine._id,
      balance: 4,
      rows: [{ kind: 'granted', credits: 4 }],
    });
    const theirs = await ledger(stranger.auth);
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, 'Subscription not found.']);
    expect((await ledger(employee)).statusCode).toBe(403);
    const mineOnly = await t.app.inject({ method: 'GET', url: '/tor/get-my-subscriptions', headers: stranger.auth });
    expect(mineOnly.json().subscriptions).toEqual([]);
    for (const url of [`/tor/pause-subscription?id=${mine._id}`, `/tor/cancel-subscription?id=${mine._id}`]) {
      const res = await t.app.inject({ method: 'PUT', url, payload: { from: dayAhead(41), to: dayAhead(42) }, headers: stranger.auth });
      expect([res.statusCode, res.json().message]).toEqual([404, 'Subscription not found.']);
    }
    expect((await t.app.inject({ method: 'GET', url: '/tor/get-subscriptions', headers: w.me.auth })).statusCode).toBe(403);
    const adjust = await post('/tor/adjust-plan-credits', { subscriptionId: mine._id, credits: 5, reason: 'Mine' }, w.me.auth);
    expect(adjust.statusCode).toBe(403);
    await w.expectBalance(mine._id, 4);
  });

  it('lets the Admin adjust credits with a reason, never below zero', async () => {
    const plan = await w.createPlan({ visits: 2 });
    const sub = await w.subscribe(plan, w.me.auth, { startDate: dayAhead(50) });
    const adjust = (credits: number, reason = 'Goodwill') =>
      post('/tor/adjust-plan-credits', { subscriptionId: sub._id, credits, reason }, w.adminAuth);
    const up = await adjust(3);
    expect([up.statusCode, up.json().message, up.json().subscription.balance]).toEqual([200, 'Credits adjusted.', 5]);
    const tooMuch = await adjust(-6, 'Typo');
    expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([409, 'This would take the balance below 0 credits.']);
    expect((await adjust(-5, 'Typo')).json().subscription.balance).toBe(0);
    const zero = await adjust(0);
    expect([zero.statusCode, zero.json().message]).toEqual([400, 'Credits must be a whole number from -100 to 100, not 0.']);
    const noReason = await adjust(1, ' ');
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, 'A reason is required.']);
    const rows = (await t.app.inject({ method: 'GET', url: `/tor/get-plan-ledger?subscriptionId=${sub._id}`, headers: w.me.auth })).json()
      .rows;
    expect(
      rows.map((r: { kind: string; credits: number; reason: string; by: { username: string } }) => [
        r.kind,
        r.credits,
        r.reason,
        r.by.username,
      ]),
    ).toEqual([
      ['granted', 2, `${plan.name} bought`, w.me.user.username],
      ['adjusted', 3, 'Goodwill', w.admin.username],
      ['adjusted', -5, 'Typo', w.admin.username],
    ]);
    await w.expectBalance(sub._id, 0);
  });
});
