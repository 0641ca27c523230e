import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autospa/contract';
import { buildBooking, buildPayment, buildService } from '@autospa/db/testing';
import { todayIn } from '../../lib/zoned-time.js';
import { setupTestApp, type TestContext } from '../../test/harness.js';
import { bookingAt, financeCallers, ZONE, type FinanceCallers } from './test-fixtures.js';

// Money at the job (issue 17): the business's UPI ID, the upi://pay link for the QR code, and a booking that
// shows Paid in the day's list once the money is recorded.

let t: TestContext;
let employee: FinanceCallers['employee'];
let customer: FinanceCallers['customer'];
let auth: FinanceCallers['auth'];
let serviceId: string;
beforeAll(async () => {
  t = await setupTestApp();
  ({ employee, customer, auth } = await financeCallers(t));
  // ₹1,499 a wash.
  serviceId = (await buildService(t.db, { price: '1499 rs', pricePaise: 149_900 })).id;
});
afterAll(() => t.close());

const booking = (o: Parameters<typeof buildBooking>[1] = {}) =>
  buildBooking(t.db, { serviceId, userId: customer.id, employeeId: employee.id, status: 'Completed', ...o });
const link = (bookingId: string, headers: Record<string, string> = auth.admin) =>
  t.app.inject({ url: `${api.getUpiLink}?bookingId=${bookingId}`, headers });
const settings = (payload: object) => t.app.inject({ method: 'PUT', url: api.updateSettings, payload, headers: auth.admin });
const pay = (payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: api.createPayment, payload, headers });
const failure = (res: { statusCode: number; json: () => { message: string } }) => [res.statusCode, res.json().message];

describe('settings upiId', () => {
  it('is null until the Admin sets it, refuses one that is not name@bank, and clears with null', async () => {
    expect((await t.app.inject({ url: api.getSettings })).json().upiId).toBeNull();
    for (const bad of ['autospa', 'auto spa@okhdfc', '@okhdfcbank', 'autospa@', 'a@b', 'autospa@1bank']) {
      expect(failure(await settings({ upiId: bad })), bad).toEqual([400, 'UPI ID must look like name@bank.']);
    }
    const saved = await settings({ upiId: '  auto.spa-42@okhdfcbank ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.upiId).toBe('auto.spa-42@okhdfcbank');
    expect((await t.app.inject({ url: api.getSettings })).json().upiId).toBe('auto.spa-42@okhdfcbank');
    // Other settings saved later keep it.
    await settings({ slotMinutes: 30 });
    expect((await t.app.inject({ url: api.getSettings })).json().upiId).toBe('auto.spa-42@okhdfcbank');
    await settings({ upiId: null });
    expect((await t.app.inject({ url: api.getSettings })).json().upiId).toBeNull();
  });

  it('is the Admin’s to change', async () => {
    const res = await t.app.inject({ method: 'PUT', url: api.updateSettings, payload: { upiId: 'x@okaxis' }, headers: auth.employee });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /tor/get-upi-link', () => {
  it('answers 409 until the business has a UPI ID', async () => {
    await settings({ upiId: null });
    const b = await booking();
    expect(failure(await link(b.id))).toEqual([409, 'Set the business UPI ID in Settings to take UPI payments.']);
    await settings({ upiId: 'autospa@okhdfcbank' });
    expect((await link(b.id)).statusCode).toBe(200);
  });

  it('asks for the whole price with the booking reference as note and transaction reference', async () => {
    await settings({ upiId: 'autospa@okhdfcbank' });
    const b = await booking({ reference: 'AS-7K2Q9' });
    const res = await link(b.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      link: 'upi://pay?pa=autospa@okhdfcbank&pn=Auto%20Spa&am=1499.00&cu=INR&tn=AS-7K2Q9&tr=AS-7K2Q9',
      amount: 149_900,
      reference: 'AS-7K2Q9',
    });
  });

  it('asks only for what is still due after a part payment (a voided payment does not count)', async () => {
    await settings({ upiId: 'autospa@okhdfcbank' });
    const b = await booking({ reference: 'AS-PART1' });
    await buildPayment(t.db, { bookingId: b.id, method: 'cash', amountPaise: 49_950 });
    await buildPayment(t.db, { bookingId: b.id, method: 'card', amountPaise: 10_000, voidedAt: new Date(), voidReason: 'Wrong booking' });
    const res = await link(b.id);
    expect(res.json()).toEqual({
      link: 'upi://pay?pa=autospa@okhdfcbank&pn=Auto%20Spa&am=999.50&cu=INR&tn=AS-PART1&tr=AS-PART1',
      amount: 99_950,
      reference: 'AS-PART1',
    });
  });

  it('names the payee (pn=) as the business name in the settings', async () => {
    await settings({ upiId: 'autospa@okhdfcbank', business: { name: 'Shine Car Care' } });
    try {
      const b = await booking({ reference: 'AS-NAME1' });
      const { link: url } = (await link(b.id)).json();
      expect(new URL(url).searchParams.get('pn')).toBe('Shine Car Care');
      expect(url).toContain('&pn=Shine%20Car%20Care&');
    } finally {
      await settings({ business: { name: 'Auto Spa' } });
    }
  });

  it('percent-encodes every value (a space as %20, & and = escaped) and keeps the @ of the UPI ID', async () => {
    await settings({ upiId: 'auto.spa_1@ok-hdfc.bank' });
    const b = await booking({ reference: 'AS 1&2=3' });
    const { link: url } = (await link(b.id)).json();
    expect(url).toBe('upi://pay?pa=auto.spa_1@ok-hdfc.bank&pn=Auto%20Spa&am=1499.00&cu=INR&tn=AS%201%262%3D3&tr=AS%201%262%3D3');
    const params = new URL(url).searchParams;
    expect([params.get('pa'), params.get('pn'), params.get('am'), params.get('tn'), params.get('tr')]).toEqual([
      'auto.spa_1@ok-hdfc.bank',
      'Auto Spa',
      '1499.00',
      'AS 1&2=3',
      'AS 1&2=3',
    ]);
  });

  it('answers 409 when the booking is paid in full, or cancelled', async () => {
    await settings({ upiId: 'autospa@okhdfcbank' });
    const paid = await booking();
    await buildPayment(t.db, { bookingId: paid.id, method: 'upi', amountPaise: 149_900 });
    expect(failure(await link(paid.id))).toEqual([409, 'This booking is already paid in full.']);
    const cancelled = await booking({ status: 'Cancelled' });
    expect(failure(await link(cancelled.id))).toEqual([409, 'This booking was cancelled, so no payment can be recorded on it.']);
  });

  it('answers 404 for an unknown booking and 400 for a bookingId that is not an id', async () => {
    expect(failure(await link(randomUUID()))).toEqual([404, 'Booking not found.']);
    expect(failure(await link('abc'))).toEqual([400, 'bookingId must be a valid id.']);
  });

  it('lets an Employee ask for its own job or an unassigned one, not another employee’s; a User never', async () => {
    await settings({ upiId: 'autospa@okhdfcbank' });
    const own = await booking();
    const unassigned = await booking({ employeeId: null });
    expect((await link(own.id, auth.employee)).statusCode).toBe(200);
    expect((await link(unassigned.id, auth.employee)).statusCode).toBe(200);
    expect(failure(await link(own.id, auth.otherEmployee))).toEqual([403, 'This booking is assigned to another employee.']);
    expect((await link(own.id, auth.user)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${api.getUpiLink}?bookingId=${own.id}` })).statusCode).toBe(401);
  });
});

describe('collecting by UPI at the job', () => {
  it('records the link’s amount as a UPI payment and the day’s list then shows the booking Paid', async () => {
    await settings({ upiId: 'autospa@okhdfcbank' });
    const b = await bookingAt(t.db, todayIn(ZONE), '10:00', { serviceId, userId: customer.id, employeeId: employee.id });
    const today = async () =>
      (await t.app.inject({ url: `${api.getTodayBookings}?limit=100`, headers: auth.employee }))
        .json()
        .data.find((x: { _id: string }) => x._id === b.id);
    expect(await today()).toMatchObject({ pricePaise: 149_900, paidPaise: 0, paymentStatus: 'Unpaid' });

    // Part in cash first, the rest by UPI: the link asks for the rest.
    expect((await pay({ bookingId: b.id, method: 'cash', amount: 500 }, auth.employee)).statusCode).toBe(201);
    expect(await today()).toMatchObject({ paidPaise: 50_000, paymentStatus: 'Partly paid' });
    const { amount } = (await link(b.id, auth.employee)).json();
    expect(amount).toBe(99_900);
    const paid = await pay({ bookingId: b.id, method: 'upi', amount: amount / 100 }, auth.employee);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await today()).toMatchObject({ paidPaise: 149_900, paymentStatus: 'Paid' });
    expect(failure(await link(b.id, auth.employee))).toEqual([409, 'This booking is already paid in full.']);

    // The one-booking view agrees, and voiding the UPI payment makes it Partly paid again.
    const upi = paid.json().payment._id;
    await t.app.inject({ method: 'PUT', url: `${api.voidPayment}?id=${upi}`, payload: { reason: 'Bounced' }, headers: auth.admin });
    const one = await t.app.inject({ url: `${api.getBooking}?id=${b.id}`, headers: auth.admin });
    expect(one.json().booking).toMatchObject({ paidPaise: 50_000, paymentStatus: 'Partly paid' });
  });
});
