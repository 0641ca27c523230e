import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autospa/contract';
import { buildEmployee } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { planWorld, type PlanWorld } from './test-fixtures.js';

let t: TestContext;
let w: PlanWorld;
let employee: Record<string, string>;
let employeeName: string;
beforeAll(async () => {
  t = await setupTestApp();
  w = await planWorld(t);
  const e = await buildEmployee(t.db);
  employeeName = e.username;
  employee = bearer(await signIn(t.app, e));
});
afterAll(() => t.close());

const pay = (payload: Record<string, unknown>, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/tor/create-plan-payment', payload, headers });

describe('plan money', () => {
  it('records a plan payment at the counter, never more than is due, and voids it', async () => {
    const plan = await w.createPlan({ pricePaise: 150_000 });
    const sub = await w.subscribe(plan);
    expect((await pay({ subscriptionId: sub._id, method: 'cash', amountPaise: 50_000 }, w.me.auth)).statusCode).toBe(403);
    const first = await pay({ subscriptionId: sub._id, method: 'upi', amountPaise: 100_000, note: 'At the counter' }, employee);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Payment recorded successfully!',
      payment: { subscriptionId: sub._id, bookingId: null, method: 'upi', amountPaise: 100_000, recordedBy: { username: employeeName } },
      summary: { subscriptionId: sub._id, pricePaise: 150_000, paidPaise: 100_000, balancePaise: 50_000 },
    });
    const more = await pay({ subscriptionId: sub._id, method: 'cash', amountPaise: 60_000 }, w.adminAuth);
    expect([more.statusCode, more.json().message]).toEqual([409, 'This is more than the ₹500 still due on this plan.']);
    const bad = await pay({ subscriptionId: sub._id, method: 'cheque', amountPaise: 1 }, w.adminAuth);
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Method must be cash, upi, card or online.']);
    const unknown = await pay({ subscriptionId: crypto.randomUUID(), method: 'cash', amountPaise: 1 }, w.adminAuth);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Subscription not found.']);
    expect((await pay({ subscriptionId: sub._id, method: 'cash', amountPaise: 50_000 }, w.adminAuth)).statusCode).toBe(201);
    const full = await pay({ subscriptionId: sub._id, method: 'cash', amountPaise: 1 }, w.adminAuth);
    expect([full.statusCode, full.json().message]).toEqual([409, 'This plan is already paid in full.']);

    const mine = (await t.app.inject({ method: 'GET', url: '/tor/get-my-subscriptions', headers: w.me.auth })).json();
    expect(mine.subscriptions[0]).toMatchObject({ _id: sub._id, paidPaise: 150_000 });

    const voided = await t.app.inject({
      method: 'PUT',
      url: `/tor/void-payment?id=${first.json().payment._id}`,
      payload: { reason: 'Wrong amount' },
      headers: w.adminAuth,
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({ payment: { voided: true, voidReason: 'Wrong amount', subscriptionId: sub._id }, summary: null });
    const after = (await t.app.inject({ method: 'GET', url: '/tor/get-my-subscriptions', headers: w.me.auth })).json();
    expect(after.subscriptions[0].paidPaise).toBe(50_000);

    // The employee's own collections list the plan payment, said as the plan and its customer.
    const earnings = await t.app.inject({ method: 'GET', url: '/tor/get-my-earnings', headers: employee });
    expect(earnings.statusCode, earnings.body).toBe(200);
    expect(earnings.json().payments).toEqual([
      expect.objectContaining({
        subscriptionId: sub._id,
        voided: true,
        booking: { _id: '', date: sub.startDate, serviceName: plan.name, customerName: w.me.user.username },
        plan: { subscriptionId: sub._id, planName: plan.name },
      }),
    ]);
  });

  it('counts plan income as its own kind, spread over the months of the period by days', async () => {
    const plan = await w.createPlan({ name: 'Deferred Pack', pricePaise: 300_000, visits: 10, validDays: 30 });
    const sub = await w.subscribe(plan, w.me.auth);
    // 22 January to 20 February: 10 days in January, 20 in February.
    await t.db.execute(sql`update subscriptions set start_date = '2026-01-22', end_date = '2026-02-20' where id = ${sub._id}`);
    expect((await pay({ subscriptionId: sub._id, method: 'cash', amountPaise: 300_000 }, w.adminAuth)).statusCode).toBe(201);
    const report = async (from: string, to: string) => {
      const res = await t.app.inject({ url: `${api.financeReport}?period=custom&from=${from}&to=${to}`, headers: w.adminAuth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const both = await report('2026-01-01', '2026-02-28');
    expect(both.planIncome).toEqual([
      { planId: plan._id, planName: 'Deferred Pack', month: '2026-01', incomePaise: 100_000 },
      { planId: plan._id, planName: 'Deferred Pack', month: '2026-02', incomePaise: 200_000 },
    ]);
    expect(both.totals).toMatchObject({ planIncomePaise: 300_000, incomePaise: 0 });
    const january = await report('2026-01-01', '2026-01-31');
    expect(january.totals.planIncomePaise).toBe(100_000);
    expect(january.planIncome).toEqual([{ planId: plan._id, planName: 'Deferred Pack', month: '2026-01', incomePaise: 100_000 }]);
    // A week of February: 7 of the 30 days' share (floor(300,000 × 17 / 30) − floor(300,000 × 10 / 30)).
    expect((await report('2026-02-01', '2026-02-07')).totals.planIncomePaise).toBe(70_000);
    expect((await report('2026-03-01', '2026-03-31')).planIncome).toEqual([]);
  });
});
