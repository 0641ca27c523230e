import { createHmac } from 'node:crypto';
import { api } from '@autospa/contract';
import { buildService, setBusinessSettings } from '@autospa/db/testing';
import { startProviderServer, type ProviderServer } from '../../messaging/channels/test-provider-server.js';
import { setupTestApp, type TestContext } from '../../test/harness.js';
import { financeCallers } from '../finance/test-fixtures.js';

export const WEBHOOK_SECRET = 'whsec_test_secret';

/** An app with online payment on, against a local server that speaks Razorpay's Orders API. */
export async function setupPaymentsApp(): Promise<{ t: TestContext; gateway: ProviderServer }> {
  const gateway = await startProviderServer();
  const t = await setupTestApp({
    razorpay: {
      keyId: 'rzp_test_key',
      keySecret: 'rzp_test_secret',
      webhookSecret: WEBHOOK_SECRET,
      baseUrl: gateway.url,
      checkoutUrl: 'http://127.0.0.1:9/checkout.js',
    },
  });
  return { t, gateway };
}

/** The payment tests' usual start: that app, its signed-in callers, room for 50 bookings a customer and a ₹999 service. */
export async function setupPaymentsWorld() {
  const { t, gateway } = await setupPaymentsApp();
  const callers = await financeCallers(t);
  await setBusinessSettings(t.db, { bookingsPerCustomer: 50 });
  const serviceId = (await buildService(t.db, { pricePaise: 99_900 })).id;
  return { t, gateway, callers, serviceId };
}

/** Closes what setupPaymentsApp or setupPaymentsWorld started. */
export async function closePaymentsApp({ t, gateway }: { t: TestContext; gateway: ProviderServer }) {
  await t.close();
  await gateway.close();
}

export const sign = (body: string, secret = WEBHOOK_SECRET) => createHmac('sha256', secret).update(body).digest('hex');

/** Posts a webhook as Razorpay does: the raw JSON, its signature, and an event id. */
export function postWebhook(t: TestContext, event: object, o: { eventId?: string | null; signature?: string } = {}) {
  const body = JSON.stringify(event);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-razorpay-signature': o.signature ?? sign(body) };
  if (o.eventId !== null) headers['x-razorpay-event-id'] = o.eventId ?? `evt_${Math.random().toString(36).slice(2)}`;
  return t.app.inject({ method: 'POST', url: api.razorpayWebhook, payload: body, headers });
}

const unix = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

export const paymentEntity = (o: {
  id: string;
  orderId: string;
  amountPaise: number;
  at?: string;
  bookingId?: string;
  status?: string;
}) => ({
  id: o.id,
  entity: 'payment',
  amount: o.amountPaise,
  currency: 'INR',
  status: o.status ?? 'captured',
  order_id: o.orderId,
  method: 'upi',
  notes: o.bookingId ? { bookingId: o.bookingId } : [],
  created_at: unix(o.at ?? new Date().toISOString()),
});

export const capturedEvent = (payment: ReturnType<typeof paymentEntity>) => ({
  entity: 'event',
  account_id: 'acc_test',
  event: 'payment.captured',
  contains: ['payment'],
  payload: { payment: { entity: payment } },
  created_at: payment.created_at,
});

export const failedEvent = (payment: ReturnType<typeof paymentEntity>) => ({
  ...capturedEvent({ ...payment, status: 'failed' }),
  event: 'payment.failed',
});

export const refundProcessedEvent = (
  refund: { id: string; paymentId: string; amountPaise: number; at?: string },
  payment?: ReturnType<typeof paymentEntity>,
) => ({
  entity: 'event',
  account_id: 'acc_test',
  event: 'refund.processed',
  contains: payment ? ['refund', 'payment'] : ['refund'],
  payload: {
    refund: {
      entity: {
        id: refund.id,
        entity: 'refund',
        amount: refund.amountPaise,
        payment_id: refund.paymentId,
        notes: [],
        status: 'processed',
        created_at: unix(refund.at ?? new Date().toISOString()),
      },
    },
    ...(payment && { payment: { entity: { ...payment, status: 'refunded' } } }),
  },
  created_at: unix(refund.at ?? new Date().toISOString()),
});
