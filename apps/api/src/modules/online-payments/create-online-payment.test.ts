import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autospa/contract';
import { bookings, onlineOrders } from '@autospa/db';
import { buildBooking, buildPayment, buildService } from '@autospa/db/testing';
import type { ProviderServer } from '../../messaging/channels/test-provider-server.js';
import { setupTestApp, type TestContext } from '../../test/harness.js';
import { financeCallers, type FinanceCallers } from '../finance/test-fixtures.js';
import { closePaymentsApp, setupPaymentsWorld } from './test-fixtures.js';

let t: TestContext;
let gateway: ProviderServer;
let callers: FinanceCallers;
let serviceId: string;
let depositServiceId: string;
beforeAll(async () => {
  // ₹999, no deposit; ₹1,499 with a 15 % deposit (₹224.85 rounds up to ₹225 → 22,485 paise exactly).
  ({ t, gateway, callers, serviceId } = await setupPaymentsWorld());
  depositServiceId = (await buildService(t.db, { pricePaise: 149_900, depositPercent: 15 })).id;
});
afterAll(() => closePaymentsApp({ t, gateway }));

const booking = (o: Parameters<typeof buildBooking>[1] = {}) =>
  buildBooking(t.db, { serviceId, userId: callers.customer.id, status: 'Confirmed', ...o });
const pay = (body: object, headers = callers.auth.user) =>
  t.app.inject({ method: 'POST', url: api.createOnlinePayment, payload: body, headers });
const orderAnswer = (id: string) => gateway.answer({ status: 200, body: { id, entity: 'order', status: 'created' } });

describe('GET /tor/get-payment-options', () => {
  it('offers online payment with the key, the hold and the checkout URL, to anyone', async () => {
    const res = await t.app.inject({ url: api.getPaymentOptions });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ online: true, keyId: 'rzp_test_key', holdMinutes: 10, checkoutUrl: 'http://127.0.0.1:9/checkout.js' });
    // The pages may load Checkout's script and frames from there.
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' http://127.0.0.1:9;");
    expect(csp).toContain("frame-src 'self' https://www.openstreetmap.org http://127.0.0.1:9 https://api.razorpay.com");
  });
});

describe('POST /tor/create-online-payment', () => {
  it('makes an order for the balance, stores it, and holds a new booking for 10 minutes from its creation', async () => {
    const b = await booking();
    await buildPayment(t.db, { bookingId: b.id, method: 'cash', amountPaise: 20_000 });
    orderAnswer('order_full1');
    const res = await pay({ bookingId: b.id, kind: 'full' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      orderId: 'order_full1',
      amountPaise: 79_900,
      keyId: 'rzp_test_key',
      reference: b.reference,
      payBy: null,
    });
    expect(JSON.parse(gateway.last().body)).toEqual({ amount: 79_900, currency: 'INR', receipt: b.reference, notes: { bookingId: b.id } });
    const [order] = await t.db.select().from(onlineOrders).where(eq(onlineOrders.providerOrderId, 'order_full1'));
    expect(order).toMatchObject({ bookingId: b.id, kind: 'full', amountPaise: 79_900, status: 'created' });
    // A payment was already taken: no hold on that booking.
    const [row] = await t.db.select({ payBy: bookings.payBy }).from(bookings).where(eq(bookings.id, b.id));
    expect(row?.payBy).toBeNull();
  });

  it('holds an unpaid new booking once, with one release job due at pay_by', async () => {
    const createdAt = new Date(Date.now() - 60_000);
    const b = await booking({ createdAt, status: 'Pending' });
    orderAnswer('order_hold1');
    const first = await pay({ bookingId: b.id, kind: 'full' });
    orderAnswer('order_hold2');
    const second = await pay({ bookingId: b.id, kind: 'full' });
    const payBy = new Date(createdAt.getTime() + 10 * 60_000).toISOString();
    expect([first.json().payBy, second.json().payBy]).toEqual([payBy, payBy]);
    const { rows } = await t.db.execute<{ n: number; at: Date }>(
      sql`select count(*)::int as n, min(start_after) as at from pgboss.job where name = 'payment-hold-release' and data->>'bookingId' = ${b.id}`,
    );
    expect(rows[0]?.n).toBe(1);
    expect(new Date(rows[0]!.at).toISOString()).toBe(payBy);
  });

  it('never holds a booking the business already confirmed (pay at the wash)', async () => {
    const b = await booking({ createdAt: new Date(Date.now() - 60_000), status: 'Confirmed' });
    orderAnswer('order_confirmed1');
    expect((await pay({ bookingId: b.id, kind: 'full' })).json().payBy).toBeNull();
    const [row] = await t.db.select({ payBy: bookings.payBy }).from(bookings).where(eq(bookings.id, b.id));
    expect(row?.payBy).toBeNull();
  });

  it('asks the service deposit, rounded up to the paisa, and never more than the balance', async () => {
    const b = await booking({ serviceId: depositServiceId, pricePaise: 149_900 });
    orderAnswer('order_dep1');
    expect((await pay({ bookingId: b.id, kind: 'deposit' })).json().amountPaise).toBe(22_485);
    const odd = await booking({ serviceId: depositServiceId, pricePaise: 99_999 });
    orderAnswer('order_dep2');
    // 15 % of ₹999.99 is 14,999.85 paise: 15,000.
    expect((await pay({ bookingId: odd.id, kind: 'deposit' })).json().amountPaise).toBe(15_000);
    const mostlyPaid = await booking({ serviceId: depositServiceId, pricePaise: 149_900 });
    await buildPayment(t.db, { bookingId: mostlyPaid.id, method: 'upi', amountPaise: 140_000 });
    orderAnswer('order_dep3');
    expect((await pay({ bookingId: mostlyPaid.id, kind: 'deposit' })).json().amountPaise).toBe(9_900);
  });

  it('refuses a deposit on a service without one, a paid booking, and a finished one with 409', async () => {
    const b = await booking();
    expect((await pay({ bookingId: b.id, kind: 'deposit' })).json()).toEqual({
      message: 'This service takes no deposit. Pay in full or at the wash.',
    });
    const paid = await booking();
    await buildPayment(t.db, { bookingId: paid.id, amountPaise: 99_900 });
    const res = await pay({ bookingId: paid.id, kind: 'full' });
    expect([res.statusCode, res.json().message]).toEqual([409, 'This booking is already paid in full.']);
    for (const status of ['Cancelled', 'Completed', 'No-show']) {
      const done = await booking({ status });
      const r = await pay({ bookingId: done.id, kind: 'full' });
      expect([status, r.statusCode, r.json().message]).toEqual([status, 409, 'This booking cannot be paid online.']);
    }
  });

  it("refuses another customer's booking with 403 and an unknown one with 404; an Employee has no access", async () => {
    const b = await booking();
    const before = gateway.requests.length;
    const res = await pay({ bookingId: b.id, kind: 'full' }, callers.auth.otherUser);
    expect([res.statusCode, res.json().message]).toEqual([403, 'This booking belongs to another customer.']);
    expect((await pay({ bookingId: '00000000-0000-4000-8000-000000000000', kind: 'full' })).statusCode).toBe(404);
    expect((await pay({ bookingId: b.id, kind: 'full' }, callers.auth.employee)).statusCode).toBe(403);
    expect((await pay({ bookingId: b.id, kind: 'half' })).json().message).toBe('Kind must be full or deposit.');
    expect(gateway.requests.length).toBe(before);
  });

  it('lets the Admin start a payment for a customer', async () => {
    const b = await booking();
    orderAnswer('order_admin1');
    expect((await pay({ bookingId: b.id, kind: 'full' }, callers.auth.admin)).statusCode).toBe(200);
  });

  it('answers 502 with words to act on when the gateway fails or does not answer, and stores no order', async () => {
    const b = await booking();
    gateway.answer({ status: 500, body: { error: { code: 'SERVER_ERROR', description: 'We are facing some trouble' } } });
    const res = await pay({ bookingId: b.id, kind: 'full' });
    expect([res.statusCode, res.json().message]).toEqual([
      502,
      'The payment service did not answer. Try again in a minute, or pay at the wash.',
    ]);
    gateway.answer({ status: 401, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } } });
    expect((await pay({ bookingId: b.id, kind: 'full' })).statusCode).toBe(502);
    expect(await t.db.select().from(onlineOrders).where(eq(onlineOrders.bookingId, b.id))).toEqual([]);
  });
});

describe('without Razorpay keys', () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await setupTestApp();
  });
  afterAll(() => off.close());

  it('says online payment is off, refuses to start one with 409, and serves no webhook', async () => {
    expect((await off.app.inject({ url: api.getPaymentOptions })).json()).toEqual({
      online: false,
      keyId: null,
      holdMinutes: 10,
      checkoutUrl: null,
    });
    const c = await financeCallers(off);
    const b = await buildBooking(off.db, { userId: c.customer.id, status: 'Confirmed' });
    const res = await off.app.inject({
      method: 'POST',
      url: api.createOnlinePayment,
      payload: { bookingId: b.id, kind: 'full' },
      headers: c.auth.user,
    });
    expect([res.statusCode, res.json().message]).toEqual([409, 'Online payment is not available. Pay at the wash instead.']);
    const hook = await off.app.inject({ method: 'POST', url: api.razorpayWebhook, payload: { event: 'payment.captured' } });
    expect(hook.statusCode).toBe(404);
    expect(hook.headers['content-security-policy']).toContain("script-src 'self';");
  });
});
