import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingView } from '@autospa/contract';
import { buildService } from '@autospa/db/testing';
import { setupTestApp, type TestContext } from '../../test/harness.js';
import { dayAhead } from '../bookings/test-fixtures.js';
import { customerWithCar, planWorld, type PlanWorld } from './test-fixtures.js';

let t: TestContext;
let w: PlanWorld;
beforeAll(async () => {
  t = await setupTestApp();
  w = await planWorld(t);
});
afterAll(() => t.close());

const rowsOf = async (subscriptionId: string) =>
  (
    await t.db.execute<{ kind: string; credits: number; booking_id: string | null }>(
      sql`select kind, credits, booking_id from plan_ledger where subscription_id = ${subscriptionId} order by created_at, id`,
    )
  ).rows;

describe('booking with a credit', () => {
  it('lets exactly 4 of 20 simultaneous bookings through against 4 credits', async () => {
    const plan = await w.createPlan({ visits: 4 });
    const sub = await w.subscribe(plan);
    // Different days, so the bays are never what refuses them.
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => w.creditBooking(sub._id, 3 + i)));
    const created = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode === 409 && r.json().message === 'No credits left');
    expect({ created: created.length, refused: refused.length }).toEqual({ created: 4, refused: 16 });
    const redeemed = (await rowsOf(sub._id)).filter((r) => r.kind === 'redeemed');
    expect(redeemed).toHaveLength(4);
    expect(new Set(redeemed.map((r) => r.booking_id))).toEqual(new Set(created.map((r) => r.json().booking._id)));
    const { rows: visits } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from plan_visits where subscription_id = ${sub._id} and source = 'booked' and status = 'scheduled'`,
    );
    expect(visits[0]!.n).toBe(4);
    await w.expectBalance(sub._id, 0);
  }, 60_000);

  it('prices the booking as 1 credit and shows its plan visit', async () => {
    const plan = await w.createPlan({ visits: 2 });
    const sub = await w.subscribe(plan);
    const res = await w.creditBooking(sub._id, 30);
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<{ booking: BookingView }>().booking;
    expect(booking).toMatchObject({ price: '1 credit', pricePaise: 0, paymentStatus: 'Paid' });
    expect(booking.planVisit).toMatchObject({ subscriptionId: sub._id, planName: plan.name, source: 'booked', hasPhoto: false });
    const again = await t.app.inject({ method: 'GET', url: `/tor/get-booking?id=${booking._id}`, headers: w.me.auth });
    expect(again.json().booking.planVisit._id).toBe(booking.planVisit!._id);
    const second = await w.creditBooking(sub._id, 31);
    expect(second.statusCode).toBe(201);
    const none = await w.creditBooking(sub._id, 32);
    expect([none.statusCode, none.json().message]).toEqual([409, 'No credits left']);
    await w.expectBalance(sub._id, 0);
  });

  it('refuses another car, a service outside the plan, dates outside the period or paused, another customer', async () => {
    const plan = await w.createPlan({ visits: 5, validDays: 10 });
    const sub = await w.subscribe(plan, w.me.auth, { startDate: dayAhead(2) });
    const other = await buildService(t.db);
    const stranger = await customerWithCar(t, w.catalog.category.id, w.catalog.sub.id, 'DL01AB1234');
    const pause = await t.app.inject({
      method: 'PUT',
      url: `/tor/pause-subscription?id=${sub._id}`,
      payload: { from: dayAhead(5), to: dayAhead(5) },
      headers: w.me.auth,
    });
    expect(pause.statusCode, pause.body).toBe(200);
    const cases: [Promise<{ statusCode: number; json(): { message: string } }>, number, string][] = [
      [w.creditBooking(sub._id, 3, { carNo: 'HR 26 XY 0000' }), 409, 'This plan is for another car.'],
      [w.creditBooking(sub._id, 3, { serviceName: other.serviceName }), 409, 'This service is not included in the plan.'],
      [w.creditBooking(sub._id, 1), 409, 'This plan has not started yet on that date.'],
      // Ten days from the second day ahead, plus the day paused.
      [w.creditBooking(sub._id, 13), 409, 'This plan has ended on that date.'],
      [w.creditBooking(sub._id, 5), 409, 'This plan is paused on that date.'],
      [
        t.app.inject({
          method: 'POST',
          url: '/tor/create-booking',
          payload: w.catalog.body({ date: dayAhead(4), subscriptionId: sub._id }),
          headers: stranger.auth,
        }),
        404,
        'Subscription not found.',
      ],
    ];
    for (const [res, status, message] of cases) {
      const r = await res;
      expect([r.statusCode, r.json().message]).toEqual([status, message]);
    }
    const late = await w.creditBooking(sub._id, 12, { time: '02:00 PM' });
    expect(late.statusCode, late.body).toBe(201);
    await w.expectBalance(sub._id, 4);
  });

  it('gives the credit back once when the booking is cancelled, by whichever path', async () => {
    const plan = await w.createPlan({ visits: 3 });
    const sub = await w.subscribe(plan);
    const ids = [];
    for (const day of [33, 34, 35]) {
      const res = await w.creditBooking(sub._id, day);
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().booking._id as string);
    }
    await w.expectBalance(sub._id, 0);

    const cancel = await t.app.inject({ method: 'PUT', url: `/tor/cancel-booking?id=${ids[0]}`, headers: w.me.auth });
    expect(cancel.statusCode).toBe(200);
    const twice = await t.app.inject({ method: 'PUT', url: `/tor/cancel-booking?id=${ids[0]}`, headers: w.me.auth });
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'This booking is already Cancelled.']);
    await w.expectBalance(sub._id, 1);

    const byStatus = await t.app.inject({
      method: 'PUT',
      url: `/tor/update-booking-status?id=${ids[1]}`,
      payload: { status: 'Cancelled' },
      headers: w.adminAuth,
    });
    expect(byStatus.statusCode, byStatus.body).toBe(200);
    await w.expectBalance(sub._id, 2);

    expect((await t.app.inject({ method: 'DELETE', url: `/tor/delete-booking?id=${ids[2]}`, headers: w.adminAuth })).statusCode).toBe(200);
    await w.expectBalance(sub._id, 3);

    const rows = await rowsOf(sub._id);
    expect(rows.map((r) => [r.kind, r.credits])).toEqual([
      ['granted', 3],
      ['redeemed', -1],
      ['redeemed', -1],
      ['redeemed', -1],
      ['restored', 1],
      ['restored', 1],
      ['restored', 1],
    ]);
    const { rows: visits } = await t.db.execute<{ status: string }>(sql`select status from plan_visits where subscription_id = ${sub._id}`);
    expect(visits.map((v) => v.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    // The credit given back books again.
    expect((await w.creditBooking(sub._id, 36)).statusCode).toBe(201);
    await w.expectBalance(sub._id, 2);
  });

  it('moves the plan visit with its booking, only to days the plan covers', async () => {
    const plan = await w.createPlan({ visits: 2, validDays: 10 });
    const sub = await w.subscribe(plan);
    const booked = await w.creditBooking(sub._id, 5, { time: '04:00 PM' });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().booking._id as string;
    const move = (days: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/tor/reschedule-booking?id=${id}`,
        payload: { date: dayAhead(days), time: '04:00 PM' },
        headers: w.me.auth,
      });
    const late = await move(10);
    expect([late.statusCode, late.json().message]).toEqual([409, 'This plan has ended on that date.']);
    expect((await move(7)).statusCode).toBe(200);
    const { rows } = await t.db.execute<{ visit_date: string }>(sql`select visit_date::text from plan_visits where booking_id = ${id}`);
    expect(rows).toEqual([{ visit_date: dayAhead(7) }]);
    await w.expectBalance(sub._id, 1);
  });
});
