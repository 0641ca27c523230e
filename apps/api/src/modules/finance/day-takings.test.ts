import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autospa/contract';
import { buildPayment, buildService } from '@autospa/db/testing';
import { todayIn, zonedInstant } from '../../lib/zoned-time.js';
import { setupTestApp, type TestContext } from '../../test/harness.js';
import { bookingAt, financeCallers, ZONE, type FinanceCallers } from './test-fixtures.js';

// The Admin's day in money (issue 17): what the day's bookings should bring in against what was taken on them.

let t: TestContext;
let auth: FinanceCallers['auth'];
let wash: string;
let polish: string;
beforeAll(async () => {
  t = await setupTestApp();
  ({ auth } = await financeCallers(t));
  wash = (await buildService(t.db, { price: '1000 rs', pricePaise: 100_000 })).id;
  polish = (await buildService(t.db, { price: '500 rs', pricePaise: 50_000 })).id;
});
afterAll(() => t.close());

const takings = (query: string, headers: Record<string, string> = auth.admin) =>
  t.app.inject({ url: `${api.getDayTakings}${query}`, headers });
const at = (date: string, hhmm: string) => zonedInstant(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), ZONE);

describe('GET /tor/get-day-takings', () => {
  it('sets the prices of the day’s bookings (not Cancelled) against the live payments taken on them, by method', async () => {
    const day = '2026-03-10';
    const done = await bookingAt(t.db, day, '09:00', { serviceId: wash, status: 'Completed' });
    const later = await bookingAt(t.db, day, '15:00', { serviceId: polish, status: 'Confirmed' });
    const cancelled = await bookingAt(t.db, day, '11:00', { serviceId: wash, status: 'Cancelled' });
    await bookingAt(t.db, day, '17:00', { serviceId: polish, status: 'Pending' });
    const nextDay = await bookingAt(t.db, '2026-03-11', '09:00', { serviceId: wash, status: 'Completed' });

    await buildPayment(t.db, { bookingId: done.id, method: 'cash', amountPaise: 60_000, paidAt: at(day, '10:00') });
    await buildPayment(t.db, { bookingId: done.id, method: 'upi', amountPaise: 40_000, paidAt: at(day, '10:05') });
    // An advance paid days before still counts for the booking's day.
    await buildPayment(t.db, { bookingId: later.id, method: 'upi', amountPaise: 20_000, paidAt: at('2026-03-08', '12:00') });
    // Voided: not counted.
    await buildPayment(t.db, {
      bookingId: later.id,
      method: 'cash',
      amountPaise: 5_000,
      paidAt: at(day, '15:30'),
      voidedAt: new Date(),
      voidReason: 'Typed twice',
    });
    // The advance on a booking later cancelled was still taken.
    await buildPayment(t.db, { bookingId: cancelled.id, method: 'card', amountPaise: 25_000, paidAt: at('2026-03-09', '18:00') });
    // Another day's booking, paid on this day: it belongs to that day.
    await buildPayment(t.db, { bookingId: nextDay.id, method: 'online', amountPaise: 100_000, paidAt: at(day, '20:00') });

    const res = await takings(`?date=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      date: '2026-03-10',
      // ₹1,000 + ₹500 + ₹500 (the cancelled ₹1,000 is not expected)
      expectedPaise: 200_000,
      // ₹600 + ₹400 + ₹200 + ₹250
      collectedPaise: 145_000,
      byMethod: [
        { method: 'cash', paymentCount: 1, amountPaise: 60_000 },
        { method: 'upi', paymentCount: 2, amountPaise: 60_000 },
        { method: 'card', paymentCount: 1, amountPaise: 25_000 },
        { method: 'online', paymentCount: 0, amountPaise: 0 },
      ],
    });
  });

  it('answers zeros for every method on a day without bookings', async () => {
    expect((await takings('?date=2026-01-01')).json()).toEqual({
      date: '2026-01-01',
      expectedPaise: 0,
      collectedPaise: 0,
      byMethod: [
        { method: 'cash', paymentCount: 0, amountPaise: 0 },
        { method: 'upi', paymentCount: 0, amountPaise: 0 },
        { method: 'card', paymentCount: 0, amountPaise: 0 },
        { method: 'online', paymentCount: 0, amountPaise: 0 },
      ],
    });
  });

  it('reads today in the business time zone when no date is given', async () => {
    const today = todayIn(ZONE);
    const b = await bookingAt(t.db, today, '12:00', { serviceId: polish, status: 'Confirmed' });
    await buildPayment(t.db, { bookingId: b.id, method: 'card', amountPaise: 10_000 });
    const res = await takings('');
    expect(res.json()).toMatchObject({ date: today, expectedPaise: 50_000, collectedPaise: 10_000 });
    expect(res.json().byMethod[2]).toEqual({ method: 'card', paymentCount: 1, amountPaise: 10_000 });
  });

  it('is the Admin’s only, and refuses a date that is not one', async () => {
    expect((await takings('', auth.employee)).statusCode).toBe(403);
    expect((await takings('', auth.user)).statusCode).toBe(403);
    const bad = await takings('?date=10-03-2026');
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Date must be a date (YYYY-MM-DD).']);
  });
});
