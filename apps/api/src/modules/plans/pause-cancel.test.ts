import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionView } from '@autospa/contract';
import { buildEmployee } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { addDays } from '../../lib/zoned-time.js';
import { dayAhead } from '../bookings/test-fixtures.js';
import { planExpiryJob } from './expiry.js';
import { planWorld, type PlanWorld } from './test-fixtures.js';

let t: TestContext;
let w: PlanWorld;
beforeAll(async () => {
  t = await setupTestApp();
  w = await planWorld(t);
});
afterAll(() => t.close());

const put = (url: string, payload: Record<string, unknown> | undefined, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url, payload, headers });
const pause = (id: string, from: number, to: number, headers = w.me.auth) =>
  put(`/tor/pause-subscription?id=${id}`, { from: dayAhead(from), to: dayAhead(to) }, headers);
const cancel = (id: string, headers = w.me.auth) => put(`/tor/cancel-subscription?id=${id}`, undefined, headers);
const subOf = (res: { json(): { subscription: SubscriptionView } }) => res.json().subscription;
const kinds = async (id: string) =>
  (
    await t.db.execute<{ kind: string; credits: number; value_paise: number }>(
      sql`select kind, credits, value_paise from plan_ledger where subscription_id = ${id} order by created_at, id`,
    )
  ).rows.map((r) => [r.kind, r.credits, r.value_paise]);
const visitStatuses = async (id: string) =>
  (await t.db.execute<{ status: string }>(sql`select status from plan_visits where subscription_id = ${id} order by visit_date`)).rows.map(
    (r) => r.status,
  );

describe('pausing', () => {
  it('pauses from tomorrow, within the period and the pause days, moving the end later and cancelling the visits', async () => {
    const plan = await w.createPlan({ visits: 4, validDays: 30, maxPauseDays: 7 });
    const sub = await w.subscribe(plan);
    const booked = await w.creditBooking(sub._id, 6);
    expect(booked.statusCode, booked.body).toBe(201);
    // A daily visit the nightly job made inside the pause (no booking could be placed for it).
    await t.db.execute(
      sql`insert into plan_visits (subscription_id, visit_date, source, status) values (${sub._id}, ${dayAhead(7)}, 'daily', 'scheduled')`,
    );

    const cases: [number, number, number, string][] = [
      [0, 1, 400, 'A pause can start tomorrow at the earliest.'],
      [25, 31, 400, 'A pause must be within the plan period.'],
      [1, 8, 409, 'You can pause for at most 7 days in a period.'],
    ];
    for (const [from, to, status, message] of cases) {
      const res = await pause(sub._id, from, to);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    const reversed = await pause(sub._id, 5, 4);
    expect([reversed.statusCode, reversed.json().message]).toEqual([
      400,
      'Pause from and to must be dates (YYYY-MM-DD), to on or after from.',
    ]);

    const res = await pause(sub._id, 5, 7);
    expect([res.statusCode, res.json().message]).toEqual([200, 'Paused. The plan period moves later by the days paused.']);
    expect(subOf(res)).toMatchObject({
      status: 'active',
      endDate: dayAhead(29 + 3),
      pauseDaysLeft: 4,
      pauses: [{ from: dayAhead(5), to: dayAhead(7) }],
      balance: 4,
    });
    const booking = await t.app.inject({ method: 'GET', url: `/tor/get-booking?id=${booked.json().booking._id}`, headers: w.me.auth });
    expect(booking.json().booking.status).toBe('Cancelled');
    expect(await visitStatuses(sub._id)).toEqual(['cancelled', 'cancelled']);

    const overlap = await pause(sub._id, 7, 8);
    expect([overlap.statusCode, overlap.json().message]).toEqual([409, 'This pause overlaps one you already have.']);
    const tooMany = await pause(sub._id, 10, 14);
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([409, 'You can pause for at most 7 days in a period.']);
    expect(subOf(await pause(sub._id, 10, 13, w.adminAuth))).toMatchObject({ pauseDaysLeft: 0, endDate: dayAhead(29 + 7) });
    await w.expectBalance(sub._id, 4);
  });

  it('shows a subscription inside a pause as paused', async () => {
    const plan = await w.createPlan({ visits: 2 });
    const sub = await w.subscribe(plan);
    await t.db.execute(
      sql`insert into subscription_pauses (subscription_id, from_date, to_date) values (${sub._id}, ${dayAhead(0)}, ${dayAhead(1)})`,
    );
    const mine = await t.app.inject({ method: 'GET', url: '/tor/get-my-subscriptions', headers: w.me.auth });
    expect(mine.json().subscriptions.find((s: SubscriptionView) => s._id === sub._id).status).toBe('paused');
    const paused = await t.app.inject({ method: 'GET', url: '/tor/get-subscriptions?status=paused', headers: w.adminAuth });
    expect(paused.json()).toMatchObject({ total: 1, data: [{ _id: sub._id, status: 'paused' }] });
  });
});

describe('cancelling', () => {
  it('does what cancelTerms showed: future visits cancelled with their bookings, unused credits refunded once', async () => {
    const plan = await w.createPlan({ visits: 4, pricePaise: 200_000 });
    const sub = await w.subscribe(plan);
    expect((await w.creditBooking(sub._id, 20)).statusCode).toBe(201);
    const before = (await t.app.inject({ method: 'GET', url: '/tor/get-my-subscriptions', headers: w.me.auth })).json().subscriptions;
    const shown = before.find((s: SubscriptionView) => s._id === sub._id) as SubscriptionView;
    // 3 credits left and 1 on a booking still to come: 4 refunded, ₹500 each.
    expect(shown).toMatchObject({ balance: 3, cancelTerms: { refundCredits: 4, refundPaise: 200_000, lastVisitDate: null } });

    const employee = bearer(await signIn(t.app, await buildEmployee(t.db)));
    expect((await cancel(sub._id, employee)).statusCode).toBe(403);
    const res = await cancel(sub._id);
    expect([res.statusCode, res.json().message]).toEqual([200, 'Plan cancelled. No further visits will be made.']);
    expect(subOf(res)).toMatchObject({ status: 'cancelled', balance: 0, cancelTerms: { refundCredits: 0, refundPaise: 0 } });
    expect(subOf(res).cancelledAt).not.toBeNull();
    expect(await kinds(sub._id)).toEqual([
      ['granted', 4, 200_000],
      ['redeemed', -1, -50_000],
      ['restored', 1, 50_000],
      ['refunded', -4, -200_000],
    ]);
    expect(await visitStatuses(sub._id)).toEqual(['cancelled']);

    const again = await cancel(sub._id);
    expect([again.statusCode, again.json().message]).toEqual([409, 'This plan is not active.']);
    const paused = await pause(sub._id, 2, 3);
    expect([paused.statusCode, paused.json().message]).toEqual([409, 'This plan is not active.']);
    const book = await w.creditBooking(sub._id, 21);
    expect([book.statusCode, book.json().message]).toEqual([409, 'This plan is not active.']);
    await w.expectBalance(sub._id, 0);
  });

  it('keeps today’s visit and refunds nothing when no credit is left', async () => {
    const plan = await w.createPlan({ kind: 'daily', weekdays: [0, 1, 2, 3, 4, 5, 6], visits: undefined, validDays: undefined });
    const sub = await w.subscribe(plan);
    await t.db.execute(sql`insert into plan_visits (subscription_id, visit_date, source, status)
      values (${sub._id}, ${dayAhead(0)}, 'daily', 'scheduled'), (${sub._id}, ${dayAhead(1)}, 'daily', 'scheduled')`);
    const shown = (await t.app.inject({ method: 'GET', url: '/tor/get-my-subscriptions', headers: w.me.auth })).json().subscriptions;
    expect(shown.find((s: SubscriptionView) => s._id === sub._id).cancelTerms).toEqual({
      refundCredits: 0,
      refundPaise: 0,
      lastVisitDate: dayAhead(0),
    });
    expect(subOf(await cancel(sub._id, w.adminAuth)).status).toBe('cancelled');
    expect(await visitStatuses(sub._id)).toEqual(['scheduled', 'cancelled']);
    expect(await kinds(sub._id)).toEqual([]);
  });
});

describe('expiry', () => {
  it('expires ended subscriptions on the job queue, taking away what is left once however often it runs', async () => {
    const plan = await w.createPlan({ visits: 3, pricePaise: 90_000 });
    const left = await w.subscribe(plan);
    const used = await w.subscribe(await w.createPlan({ visits: 1 }));
    await t.db.execute(sql`insert into plan_ledger (subscription_id, kind, credits, reason) values (${used._id}, 'adjusted', -1, 'Used')`);
    const current = await w.subscribe(await w.createPlan({ visits: 1 }));
    for (const id of [left._id, used._id])
      await t.db.execute(
        sql`update subscriptions set start_date = ${addDays(dayAhead(0), -40)}, end_date = ${addDays(dayAhead(0), -1)} where id = ${id}`,
      );
    // Shown as expired at once, before the job has run.
    const shown = await t.app.inject({ method: 'GET', url: '/tor/get-subscriptions?status=expired', headers: w.adminAuth });
    expect(shown.json().total).toBe(2);

    for (let run = 0; run < 2; run++) {
      await t.app.jobs.send(planExpiryJob, {});
      await t.app.jobs.flush(planExpiryJob);
    }
    expect(await kinds(left._id)).toEqual([
      ['granted', 3, 90_000],
      ['expired', -3, -90_000],
    ]);
    expect((await kinds(used._id)).map(([kind]) => kind)).toEqual(['granted', 'adjusted']);
    const { rows } = await t.db.execute<{ id: string; status: string }>(
      sql`select id, status from subscriptions where id in (${left._id}, ${used._id}, ${current._id}) order by created_at`,
    );
    expect(rows.map((r) => r.status)).toEqual(['expired', 'expired', 'active']);
    await w.expectBalance(left._id, 0);
    await w.expectBalance(used._id, 0);
    await w.expectBalance(current._id, 1);
  });
});
