import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autospa/contract';
import { refunds } from '@autospa/db';
import { buildBooking, buildPayment } from '@autospa/db/testing';
import type { ProviderServer } from '../../messaging/channels/test-provider-server.js';
import type { TestContext } from '../../test/harness.js';
import type { FinanceCallers } from '../finance/test-fixtures.js';
import { razorpayGateway } from '../../payments-gateway/razorpay.js';
import { gatewayRefundJob } from './jobs.js';
import { refundRemainder } from './refunds.js';
import { closePaymentsApp, postWebhook, refundProcessedEvent, setupPaymentsWorld } from './test-fixtures.js';

let t: TestContext;
let gateway: ProviderServer;
let callers: FinanceCallers;
let serviceId: string;
beforeAll(async () => {
  ({ t, gateway, callers, serviceId } = await setupPaymentsWorld());
});
afterAll(() => closePaymentsApp({ t, gateway }));

const booking = (o: Parameters<typeof buildBooking>[1] = {}) =>
  buildBooking(t.db, { serviceId, userId: callers.customer.id, status: 'Confirmed', ...o });
const refund = (body: object, headers = callers.auth.admin) =>
  t.app.inject({ method: 'POST', url: api.refundPayment, payload: body, headers });
const refundsOf = (bookingId: string, headers = callers.auth.admin) =>
  t.app.inject({ url: `${api.getRefunds}?bookingId=${bookingId}`, headers });
const summary = async (bookingId: string) =>
  (await t.app.inject({ url: `${api.getPayments}?bookingId=${bookingId}`, headers: callers.auth.admin })).json().summary;
let n = 0;
const onlinePayment = (bookingId: string, amountPaise = 99_900) =>
  buildPayment(t.db, { bookingId, method: 'online', amountPaise, providerPaymentId: `pay_R${++n}` });

describe('POST /tor/refund-payment', () => {
  it('records a cash refund as processed now, and the booking owes it again', async () => {
    const b = await booking();
    const p = await buildPayment(t.db, { bookingId: b.id, method: 'cash', amountPaise: 99_900 });
    const before = gateway.requests.length;
    const res = await refund({ paymentId: p.id, amount: 400, reason: 'Interior not done' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Refund recorded.',
      refund: { paymentId: p.id, amountPaise: 40_000, status: 'processed', reason: 'Interior not done', online: false },
      summary: { paidPaise: 59_900, balancePaise: 40_000 },
    });
    expect(res.json().refund.refundedAt).not.toBeNull();
    expect(gateway.requests.length).toBe(before);
  });

  it('refuses more than what is left of the payment with 409, the limit in rupees', async () => {
    const b = await booking();
    const p = await buildPayment(t.db, { bookingId: b.id, method: 'upi', amountPaise: 99_900 });
    expect((await refund({ paymentId: p.id, amount: 600, reason: 'Part' })).statusCode).toBe(200);
    const res = await refund({ paymentId: p.id, amount: 500, reason: 'Too much' });
    expect([res.statusCode, res.json().message]).toEqual([409, 'A refund can be at most ₹399, what is left of this payment.']);
    // Without an amount: what is left, then nothing more.
    expect((await refund({ paymentId: p.id, reason: 'The rest' })).json().refund.amountPaise).toBe(39_900);
    expect((await refund({ paymentId: p.id, amount: 1, reason: 'More' })).json().message).toBe(
      'A refund can be at most ₹0, what is left of this payment.',
    );
  });

  it('never refunds more than the payment under parallel requests', async () => {
    const b = await booking();
    const p = await buildPayment(t.db, { bookingId: b.id, method: 'cash', amountPaise: 99_900 });
    const results = await Promise.all(Array.from({ length: 8 }, () => refund({ paymentId: p.id, amount: 300, reason: 'Race' })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
  });

  it('refuses a voided payment with 409 and an unknown one with 404', async () => {
    const b = await booking();
    const p = await buildPayment(t.db, { bookingId: b.id, method: 'cash', amountPaise: 10_000, voidedAt: new Date(), voidReason: 'Wrong' });
    expect((await refund({ paymentId: p.id, reason: 'x' })).json().message).toBe('A voided payment cannot be refunded.');
    const res = await refund({ paymentId: '00000000-0000-4000-8000-000000000000', reason: 'x' });
    expect([res.statusCode, res.json().message]).toEqual([404, 'Payment not found.']);
  });

  it('starts an online refund at the gateway (pending) that refund.processed finishes', async () => {
    const b = await booking();
    const p = await onlinePayment(b.id);
    gateway.answer({ status: 200, body: { id: 'rfnd_A1', entity: 'refund', amount: 50_000, status: 'pending' } });
    const res = await refund({ paymentId: p.id, amount: 500, reason: 'Goodwill' });
    expect(res.json()).toMatchObject({
      message: 'Refund started. It reaches the customer in 5–7 working days.',
      refund: { amountPaise: 50_000, status: 'pending', refundedAt: null, online: true },
      summary: { paidPaise: 99_900 },
    });
    expect(gateway.last().path).toBe(`/v1/payments/${p.providerPaymentId}/refund`);
    expect(JSON.parse(gateway.last().body)).toMatchObject({ amount: 50_000 });
    await postWebhook(t, refundProcessedEvent({ id: 'rfnd_A1', paymentId: p.providerPaymentId!, amountPaise: 50_000 }));
    expect((await refundsOf(b.id)).json().data).toMatchObject([{ status: 'processed', amountPaise: 50_000 }]);
    expect(await summary(b.id)).toMatchObject({ paidPaise: 49_900 });
  });

  it('answers 502 and records nothing when the gateway refuses the refund', async () => {
    const b = await booking();
    const p = await onlinePayment(b.id);
    gateway.answer({ status: 503, body: { error: { code: 'SERVER_ERROR', description: 'Down' } } });
    const res = await refund({ paymentId: p.id, reason: 'Goodwill' });
    expect([res.statusCode, res.json().message]).toEqual([
      502,
      'The payment service did not answer. Try again in a minute, or pay at the wash.',
    ]);
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, p.id))).toEqual([]);
  });

  it('is for the Admin only', async () => {
    const b = await booking();
    const p = await buildPayment(t.db, { bookingId: b.id, method: 'cash', amountPaise: 10_000 });
    expect((await refund({ paymentId: p.id, reason: 'x' }, callers.auth.employee)).statusCode).toBe(403);
    expect((await refund({ paymentId: p.id, reason: 'x' }, callers.auth.user)).statusCode).toBe(403);
  });
});

describe('GET /tor/get-refunds', () => {
  it("shows a booking's refunds to its customer and the Admin, not to another customer or an Employee", async () => {
    const b = await booking();
    const p = await buildPayment(t.db, { bookingId: b.id, method: 'cash', amountPaise: 10_000 });
    await refund({ paymentId: p.id, reason: 'Sorry' });
    expect((await refundsOf(b.id, callers.auth.user)).json()).toMatchObject({ total: 1, data: [{ reason: 'Sorry' }] });
    const other = await refundsOf(b.id, callers.auth.otherUser);
    expect([other.statusCode, other.json().message]).toEqual([403, 'This booking belongs to another customer.']);
    expect((await refundsOf(b.id, callers.auth.employee)).statusCode).toBe(403);
    expect((await refundsOf('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('cancelling a paid booking', () => {
  it('refunds an online payment in full through the gateway by a job when the customer cancels', async () => {
    const b = await booking({ startsAt: new Date(Date.now() + 3 * 24 * 3600_000) });
    const p = await onlinePayment(b.id);
    gateway.answer({ status: 200, body: { id: 'rfnd_C1', entity: 'refund', status: 'pending' } });
    const res = await t.app.inject({ method: 'PUT', url: `/tor/cancel-booking?id=${b.id}`, headers: callers.auth.user });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.jobs.flush(gatewayRefundJob);
    expect(gateway.last().path).toBe(`/v1/payments/${p.providerPaymentId}/refund`);
    expect(JSON.parse(gateway.last().body)).toMatchObject({ amount: 99_900 });
    expect((await refundsOf(b.id)).json().data).toMatchObject([{ amountPaise: 99_900, status: 'pending', online: true }]);
  });

  it('retries the gateway refund after an outage, and refunds once', async () => {
    const b = await booking({ startsAt: new Date(Date.now() + 3 * 24 * 3600_000) });
    const p = await onlinePayment(b.id);
    gateway.answer({ status: 503, body: { error: { code: 'SERVER_ERROR', description: 'Down' } } });
    await t.app.inject({ method: 'PUT', url: `/tor/cancel-booking?id=${b.id}`, headers: callers.auth.admin });
    await t.app.jobs.flush(gatewayRefundJob);
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, p.id))).toEqual([]);
    // The retry, as the queue runs it later: the gateway is back.
    gateway.answer({ status: 200, body: { id: 'rfnd_C2', entity: 'refund', status: 'pending' } });
    const gw = razorpayGateway({ keyId: 'rzp_test_key', keySecret: 's', webhookSecret: 'w', baseUrl: gateway.url, checkoutUrl: '' });
    await refundRemainder(t.db, gw, p.id, 'Booking cancelled');
    // A second try of the same job finds nothing left.
    await refundRemainder(t.db, gw, p.id, 'Booking cancelled');
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, p.id))).toMatchObject([
      { amountPaise: 99_900, providerRefundId: 'rfnd_C2' },
    ]);
  });

  it('records a processed refund of the cash when the Admin cancels', async () => {
    const b = await booking();
    await buildPayment(t.db, { bookingId: b.id, method: 'cash', amountPaise: 30_000 });
    const res = await t.app.inject({ method: 'PUT', url: `/tor/cancel-booking?id=${b.id}`, headers: callers.auth.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect((await refundsOf(b.id)).json().data).toMatchObject([{ amountPaise: 30_000, status: 'processed', reason: 'Booking cancelled' }]);
    expect(await summary(b.id)).toMatchObject({ paidPaise: 0 });
  });
});
