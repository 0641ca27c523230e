import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autospa/contract';
import { bookings, payments } from '@autospa/db';
import { buildBooking, buildPayment, buildService } from '@autospa/db/testing';
import { setupTestApp, type TestContext } from '../../test/harness.js';
import { financeCallers, type FinanceCallers } from './test-fixtures.js';

let t: TestContext;
let admin: FinanceCallers['admin'];
let employee: FinanceCallers['employee'];
let customer: FinanceCallers['customer'];
let auth: FinanceCallers['auth'];
let serviceId: string;
beforeAll(async () => {
  t = await setupTestApp();
  ({ admin, employee, customer, auth } = await financeCallers(t));
  // ₹999 a wash.
  serviceId = (await buildService(t.db, { price: '999 rs', pricePaise: 99_900 })).id;
});
afterAll(() => t.close());

const booking = (o: Parameters<typeof buildBooking>[1] = {}) =>
  buildBooking(t.db, { serviceId, userId: customer.id, employeeId: employee.id, status: 'Completed', ...o });
const pay = (payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: api.createPayment, payload: payload as object, headers });
const list = (bookingId: string, headers: Record<string, string>) =>
  t.app.inject({ url: `${api.getPayments}?bookingId=${bookingId}`, headers });
const voidIt = (id: string, payload: unknown, headers: Record<string, string> = auth.admin) =>
  t.app.inject({ method: 'PUT', url: `${api.voidPayment}?id=${id}`, payload: payload as object, headers });

describe('POST /tor/create-payment', () => {
  it('records a partial payment in rupees, stores paise, and reports the booking as partly paid', async () => {
    const b = await booking();
    const res = await pay({ bookingId: b.id, method: 'upi', amount: 499.5, note: 'GPay' }, auth.admin);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Payment recorded successfully!',
      payment: {
        bookingId: b.id,
        method: 'upi',
        amountPaise: 49_950,
        note: 'GPay',
        voided: false,
        recordedBy: { _id: admin.id, typeOfUser: 'Admin' },
      },
      summary: { bookingId: b.id, pricePaise: 99_900, paidPaise: 49_950, balancePaise: 49_950, paymentStatus: 'Partly paid' },
    });
    const [row] = await t.db.select().from(payments).where(eq(payments.bookingId, b.id));
    expect(row?.amountPaise).toBe(49_950);
    // The rest, as the text a form sends: now paid in full.
    const rest = await pay({ bookingId: b.id, method: 'cash', amount: '499.50' }, auth.admin);
    expect(rest.json().summary).toMatchObject({ paidPaise: 99_900, balancePaise: 0, paymentStatus: 'Paid' });
  });

  it('takes the payment time when given, and now when not', async () => {
    const b = await booking({ createdAt: new Date('2026-03-01T00:00:00Z') });
    const at = '2026-03-05T10:30:00+05:30';
    const res = await pay({ bookingId: b.id, method: 'card', amount: 100, paidAt: at }, auth.admin);
    expect(res.json().payment.paidAt).toBe(new Date(at).toISOString());
    const before = Date.now();
    const now = await pay({ bookingId: b.id, method: 'card', amount: 100 }, auth.admin);
    expect(Date.parse(now.json().payment.paidAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('takes an advance on a Pending booking (some premium packages ask for one)', async () => {
    const b = await booking({ status: 'Pending' });
    expect((await pay({ bookingId: b.id, method: 'online', amount: 200 }, auth.admin)).statusCode).toBe(201);
  });

  it('refuses more than the balance with 409 naming what is due, and a fully paid booking with 409', async () => {
    const b = await booking();
    const over = await pay({ bookingId: b.id, method: 'cash', amount: 1000 }, auth.admin);
    expect([over.statusCode, over.json().message]).toEqual([409, 'This is more than the ₹999 still due on this booking.']);
    await pay({ bookingId: b.id, method: 'cash', amount: 999 }, auth.admin);
    const again = await pay({ bookingId: b.id, method: 'cash', amount: 1 }, auth.admin);
    expect([again.statusCode, again.json().message]).toEqual([409, 'This booking is already paid in full.']);
  });

  it('never lets two payments at once pay more than the price', async () => {
    const b = await booking();
    const results = await Promise.all(Array.from({ length: 5 }, () => pay({ bookingId: b.id, method: 'cash', amount: 400 }, auth.admin)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    const rows = await t.db.select().from(payments).where(eq(payments.bookingId, b.id));
    expect(rows.reduce((a, r) => a + r.amountPaise, 0)).toBe(80_000);
  });

  it('refuses a payment on a cancelled booking with 409', async () => {
    const b = await booking({ status: 'Cancelled' });
    const res = await pay({ bookingId: b.id, method: 'cash', amount: 10 }, auth.admin);
    expect([res.statusCode, res.json().message]).toEqual([409, 'This booking was cancelled, so no payment can be recorded on it.']);
  });

  it('lets an Employee record on its own job only (403 otherwise, also for an unassigned booking)', async () => {
    const mine = await booking();
    const ok = await pay({ bookingId: mine.id, method: 'cash', amount: 999 }, auth.employee);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().payment.recordedBy).toMatchObject({ _id: employee.id, username: employee.username, typeOfUser: 'Employee' });
    const other = await booking();
    const res = await pay({ bookingId: other.id, method: 'cash', amount: 1 }, auth.otherEmployee);
    expect([res.statusCode, res.json().message]).toEqual([403, 'You can record payments only for bookings assigned to you.']);
    const unassigned = await booking({ employeeId: null });
    expect((await pay({ bookingId: unassigned.id, method: 'cash', amount: 1 }, auth.employee)).statusCode).toBe(403);
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, other.id))).toHaveLength(0);
  });

  it('is not for customers (403) or anonymous callers (401)', async () => {
    const b = await booking();
    expect((await pay({ bookingId: b.id, method: 'cash', amount: 1 }, auth.user)).statusCode).toBe(403);
    expect((await pay({ bookingId: b.id, method: 'cash', amount: 1 }, {})).statusCode).toBe(401);
  });

  it('answers 404 for an unknown booking', async () => {
    const res = await pay({ bookingId: '00000000-0000-4000-8000-000000000000', method: 'cash', amount: 1 }, auth.admin);
    expect([res.statusCode, res.json().message]).toEqual([404, 'Booking not found.']);
  });

  it('names the field for each bad input with 400', async () => {
    const b = await booking();
    const base = { bookingId: b.id, method: 'cash', amount: 10 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, bookingId: 'x' }, 'bookingId must be a valid id.'],
      [{ ...base, bookingId: undefined }, 'bookingId is required.'],
      [{ ...base, method: 'cheque' }, 'Method must be cash, upi, card or online.'],
      [{ ...base, amount: undefined }, 'Amount is required, in rupees (like 499 or 499.50).'],
      [{ ...base, amount: 0 }, 'Amount must be more than ₹0.'],
      [{ ...base, amount: -5 }, 'Amount must be more than ₹0.'],
      [{ ...base, amount: 10.505 }, 'Amount must be in rupees with at most 2 decimals, like 499 or 499.50.'],
      [{ ...base, amount: '1e3' }, 'Amount must be in rupees with at most 2 decimals, like 499 or 499.50.'],
      [{ ...base, amount: 1_000_001 }, 'Amount must be at most ₹10,00,000.'],
      [{ ...base, paidAt: '2026-03-05' }, 'paidAt must be a date and time like 2026-03-05T10:30:00+05:30.'],
      [{ ...base, note: 'n'.repeat(501) }, 'Note must be at most 500 characters.'],
    ];
    for (const [payload, message] of cases) {
      const res = await pay(payload, auth.admin);
      expect([res.statusCode, res.json().message], JSON.stringify(payload)).toEqual([400, message]);
    }
    const future = await pay({ ...base, paidAt: new Date(Date.now() + 3_600_000).toISOString() }, auth.admin);
    expect([future.statusCode, future.json().message]).toEqual([400, 'The payment time cannot be in the future.']);
    // Issue 14: a payment dated before its booking was made (five minutes of clock skew aside) is refused.
    const before = await pay({ ...base, paidAt: new Date(b.createdAt.getTime() - 3_600_000).toISOString() }, auth.admin);
    expect([before.statusCode, before.json().message]).toEqual([400, 'The payment time cannot be before the booking was made.']);
    const skewed = await pay({ ...base, paidAt: new Date(Date.now() + 6 * 60_000).toISOString() }, auth.admin);
    expect(skewed.statusCode).toBe(400);
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, b.id))).toHaveLength(0);
  });
});

describe('GET /tor/get-payments', () => {
  it('lists a booking’s payments, voided ones included, with what is paid and due', async () => {
    const b = await booking();
    await buildPayment(t.db, { bookingId: b.id, amountPaise: 30_000, method: 'upi', paidAt: new Date('2026-03-01T05:00:00Z') });
    await buildPayment(t.db, {
      bookingId: b.id,
      amountPaise: 10_000,
      paidAt: new Date('2026-03-02T05:00:00Z'),
      voidedAt: new Date(),
      voidedBy: admin.id,
      voidReason: 'Entered twice',
    });
    const res = await list(b.id, auth.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 2,
      data: [
        { method: 'upi', amountPaise: 30_000, voided: false },
        { amountPaise: 10_000, voided: true, voidReason: 'Entered twice', voidedBy: { _id: admin.id } },
      ],
      summary: { pricePaise: 99_900, paidPaise: 30_000, balancePaise: 69_900, paymentStatus: 'Partly paid', status: 'Completed' },
    });
  });

  it('shows a customer its own booking’s live payments and no one else’s (403)', async () => {
    const b = await booking();
    await buildPayment(t.db, { bookingId: b.id, amountPaise: 1_000 });
    await buildPayment(t.db, { bookingId: b.id, amountPaise: 500, voidedAt: new Date(), voidReason: 'Staff mistake' });
    const own = (await list(b.id, auth.user)).json();
    expect(own).toMatchObject({ total: 1, data: [{ amountPaise: 1_000, voided: false }], summary: { paidPaise: 1_000 } });
    expect((await list(b.id, auth.admin)).json().total).toBe(2);
    const res = await list(b.id, auth.otherUser);
    expect([res.statusCode, res.json().message]).toEqual([403, 'This booking belongs to another customer.']);
  });

  it('shows an Employee its own jobs only (403 for another’s)', async () => {
    const b = await booking();
    expect((await list(b.id, auth.employee)).statusCode).toBe(200);
    const res = await list(b.id, auth.otherEmployee);
    expect([res.statusCode, res.json().message]).toEqual([403, 'This booking is assigned to another employee.']);
  });

  it('answers 400 for a bad or missing id, 404 for an unknown booking, 401 anonymous', async () => {
    expect((await t.app.inject({ url: api.getPayments, headers: auth.admin })).json().message).toBe('bookingId is required.');
    expect((await list('nope', auth.admin)).statusCode).toBe(400);
    expect((await list('00000000-0000-4000-8000-000000000000', auth.admin)).statusCode).toBe(404);
    expect((await list('00000000-0000-4000-8000-000000000000', {})).statusCode).toBe(401);
  });
});

describe('PUT /tor/void-payment', () => {
  it('keeps the payment with who voided it, when and why, and it no longer counts', async () => {
    const b = await booking();
    const recorded = (await pay({ bookingId: b.id, method: 'cash', amount: 999 }, auth.employee)).json();
    const res = await voidIt(recorded.payment._id, { reason: '  Customer paid by UPI instead  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Payment voided. It stays in the history with the reason.',
      payment: { _id: recorded.payment._id, voided: true, voidReason: 'Customer paid by UPI instead', voidedBy: { _id: admin.id } },
      summary: { paidPaise: 0, paymentStatus: 'Unpaid' },
    });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, recorded.payment._id));
    expect(row).toMatchObject({ amountPaise: 99_900, voidedBy: admin.id, voidReason: 'Customer paid by UPI instead' });
    // The balance is open again.
    expect((await pay({ bookingId: b.id, method: 'upi', amount: 999 }, auth.admin)).statusCode).toBe(201);
  });

  it('answers 409 when already voided, 404 when unknown, 400 without a reason', async () => {
    const p = await buildPayment(t.db, { bookingId: (await booking()).id, amountPaise: 500 });
    expect((await voidIt(p.id, { reason: 'typo' })).statusCode).toBe(200);
    const again = await voidIt(p.id, { reason: 'typo' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This payment was already voided.']);
    const missing = await voidIt('00000000-0000-4000-8000-000000000000', { reason: 'x' });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Payment not found.']);
    expect((await voidIt(p.id, { reason: '   ' })).json().message).toBe('Reason is required.');
    expect((await voidIt(p.id, {})).json().message).toBe('Reason is required.');
    expect((await voidIt('bad', { reason: 'x' })).statusCode).toBe(400);
  });

  it('is for the Admin only', async () => {
    const p = await buildPayment(t.db, { bookingId: (await booking()).id, amountPaise: 500 });
    expect((await voidIt(p.id, { reason: 'x' }, auth.employee)).statusCode).toBe(403);
    expect((await voidIt(p.id, { reason: 'x' }, auth.user)).statusCode).toBe(403);
    expect((await voidIt(p.id, { reason: 'x' }, {})).statusCode).toBe(401);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, p.id));
    expect(row?.voidedAt).toBeNull();
  });
});

describe('payment history and bookings', () => {
  it('keeps a booking with payments in the database when something tries to delete it', async () => {
    const b = await booking();
    await buildPayment(t.db, { bookingId: b.id, amountPaise: 100 });
    await expect(t.db.delete(bookings).where(eq(bookings.id, b.id))).rejects.toThrow();
    expect(await t.db.select().from(bookings).where(eq(bookings.id, b.id))).toHaveLength(1);
  });

  it('answers DELETE /tor/delete-booking of a booking with payments with 409 and keeps it', async () => {
    const b = await booking();
    await buildPayment(t.db, { bookingId: b.id, amountPaise: 100 });
    const res = await t.app.inject({ method: 'DELETE', url: `/tor/delete-booking?id=${b.id}`, headers: auth.admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This booking has payments, so it cannot be deleted. Void its payments first.');
    expect(await t.db.select().from(bookings).where(eq(bookings.id, b.id))).toHaveLength(1);
  });
});
