import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autospa/contract';
import { bookings, onlineOrders, paymentEvents, payments, refunds } from '@autospa/db';
import { buildBooking } from '@autospa/db/testing';
import type { ProviderServer } from '../../messaging/channels/test-provider-server.js';
import type { TestContext } from '../../test/harness.js';
import type { FinanceCallers } from '../finance/test-fixtures.js';
import {
  capturedEvent,
  closePaymentsApp,
  failedEvent,
  paymentEntity,
  postWebhook,
  refundProcessedEvent,
  setupPaymentsWorld,
  sign,
} from './test-fixtures.js';

let t: TestContext;
let gateway: ProviderServer;
let callers: FinanceCallers;
let serviceId: string;
beforeAll(async () => {
  ({ t, gateway, callers, serviceId } = await setupPaymentsWorld());
});
afterAll(() => closePaymentsApp({ t, gateway }));

let n = 0;
/** A booking with an order made through create-online-payment (held: made a minute ago). */
async function orderedBooking() {
  const b = await buildBooking(t.db, {
    serviceId,
    userId: callers.customer.id,
    status: 'Pending',
    createdAt: new Date(Date.now() - 60_000),
  });
  const orderId = `order_W${++n}`;
  gateway.answer({ status: 200, body: { id: orderId, entity: 'order' } });
  const res = await t.app.inject({
    method: 'POST',
    url: api.createOnlinePayment,
    payload: { bookingId: b.id, kind: 'full' },
    headers: callers.auth.user,
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    booking: b,
    orderId,
    payment: paymentEntity({ id: `pay_W${n}`, orderId, amountPaise: 99_900, at: '2026-11-20T10:15:00+05:30' }),
  };
}
const paymentsOf = (bookingId: string) => t.db.select().from(payments).where(eq(payments.bookingId, bookingId));
const summary = async (bookingId: string) =>
  (await t.app.inject({ url: `${api.getPayments}?bookingId=${bookingId}`, headers: callers.auth.admin })).json().summary;

describe('POST /tor/razorpay-webhook', () => {
  it('refuses a wrong, missing or foreign signature with 400 and records nothing', async () => {
    const { booking, payment } = await orderedBooking();
    const event = capturedEvent(payment);
    const body = JSON.stringify(event);
    for (const signature of [sign(body, 'another-secret'), sign(`${body} `), 'not-hex', '']) {
      const res = await postWebhook(t, event, { eventId: 'evt_bad', signature });
      expect([res.statusCode, res.json().message]).toEqual([400, 'Invalid webhook signature.']);
    }
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_bad'))).toEqual([]);
    expect(await paymentsOf(booking.id)).toEqual([]);
  });

  it('records payment.captured as one online payment, the order paid and the hold cleared', async () => {
    const { booking, orderId, payment } = await orderedBooking();
    const res = await postWebhook(t, capturedEvent(payment));
    expect([res.statusCode, res.json()]).toEqual([200, { ok: true }]);
    const rows = await paymentsOf(booking.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'online', amountPaise: 99_900, providerPaymentId: payment.id, voidedAt: null });
    expect(rows[0]!.paidAt.toISOString()).toBe('2026-11-20T04:45:00.000Z');
    expect((await t.db.select().from(onlineOrders).where(eq(onlineOrders.providerOrderId, orderId)))[0]?.status).toBe('paid');
    expect((await t.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]?.payBy).toBeNull();
    expect(await summary(booking.id)).toMatchObject({ paidPaise: 99_900, balancePaise: 0, paymentStatus: 'Paid' });
  });

  it('counts the same capture once: replayed three times, under other event ids, without the id header, and at once', async () => {
    const { booking, payment } = await orderedBooking();
    const event = capturedEvent(payment);
    for (let i = 0; i < 3; i++) expect((await postWebhook(t, event, { eventId: 'evt_same' })).statusCode).toBe(200);
    await postWebhook(t, event, { eventId: 'evt_other' });
    await postWebhook(t, event, { eventId: null });
    await postWebhook(t, event, { eventId: null });
    expect(await paymentsOf(booking.id)).toHaveLength(1);

    const parallel = await orderedBooking();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => postWebhook(t, capturedEvent(parallel.payment), { eventId: i % 2 ? 'evt_p' : `evt_p${i}` })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(await paymentsOf(parallel.booking.id)).toHaveLength(1);
    expect(await summary(parallel.booking.id)).toMatchObject({ paidPaise: 99_900 });
  });

  it('marks the order failed on payment.failed, and a capture after it still pays once', async () => {
    const { booking, orderId, payment } = await orderedBooking();
    await postWebhook(t, failedEvent({ ...payment, id: 'pay_failed_first' }));
    expect((await t.db.select().from(onlineOrders).where(eq(onlineOrders.providerOrderId, orderId)))[0]?.status).toBe('failed');
    // The hold still runs.
    expect((await t.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]?.payBy).not.toBeNull();
    await postWebhook(t, capturedEvent(payment));
    await postWebhook(t, failedEvent(payment));
    expect((await t.db.select().from(onlineOrders).where(eq(onlineOrders.providerOrderId, orderId)))[0]?.status).toBe('paid');
    expect(await paymentsOf(booking.id)).toHaveLength(1);
  });

  it('ends with one payment and one processed refund when refund.processed comes before payment.captured', async () => {
    const { booking, payment } = await orderedBooking();
    const refund = refundProcessedEvent(
      { id: 'rfnd_early', paymentId: payment.id, amountPaise: 99_900, at: '2026-11-21T09:00:00+05:30' },
      payment,
    );
    expect((await postWebhook(t, refund)).statusCode).toBe(200);
    expect((await postWebhook(t, capturedEvent(payment))).statusCode).toBe(200);
    await postWebhook(t, refund, { eventId: 'evt_refund_again' });
    const rows = await paymentsOf(booking.id);
    expect(rows).toHaveLength(1);
    const given = await t.db
      .select()
      .from(refunds)
      .where(inArray(refunds.paymentId, [rows[0]!.id]));
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({ status: 'processed', amountPaise: 99_900, providerRefundId: 'rfnd_early' });
    expect(given[0]!.refundedAt?.toISOString()).toBe('2026-11-21T03:30:00.000Z');
    expect(await summary(booking.id)).toMatchObject({ paidPaise: 0, balancePaise: 99_900 });
  });

  it('records a refund made in the dashboard from its event', async () => {
    const { booking, payment } = await orderedBooking();
    await postWebhook(t, capturedEvent(payment));
    await postWebhook(t, refundProcessedEvent({ id: 'rfnd_dash', paymentId: payment.id, amountPaise: 30_000 }));
    const res = await t.app.inject({ url: `${api.getRefunds}?bookingId=${booking.id}`, headers: callers.auth.user });
    expect(res.json()).toMatchObject({ total: 1, data: [{ amountPaise: 30_000, status: 'processed', online: true }] });
    expect(await summary(booking.id)).toMatchObject({ paidPaise: 69_900 });
  });

  it('refuses a signed body that is not a Razorpay event with 400', async () => {
    const res = await postWebhook(t, { hello: 'world' });
    expect([res.statusCode, res.json().message]).toEqual([400, 'Webhook body must be a Razorpay event.']);
  });
});
