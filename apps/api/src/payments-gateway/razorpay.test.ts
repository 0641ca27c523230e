import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProviderServer, type ProviderServer } from '../messaging/channels/test-provider-server.js';
import { razorpayGateway } from './razorpay.js';
import { isRazorpaySignatureValid } from './signature.js';
import { GatewayError } from './types.js';

let server: ProviderServer;
beforeAll(async () => {
  server = await startProviderServer();
});
afterAll(() => server.close());

const gateway = (baseUrl = server.url) =>
  razorpayGateway({
    keyId: 'rzp_test_key',
    keySecret: 'rzp_test_secret',
    webhookSecret: 'whsec',
    baseUrl,
    checkoutUrl: 'http://127.0.0.1/checkout.js',
  });
const basic = `Basic ${Buffer.from('rzp_test_key:rzp_test_secret').toString('base64')}`;

describe('Razorpay gateway', () => {
  it('creates an order at the configured base URL with Basic auth, paise, INR, the receipt and notes', async () => {
    server.answer({ status: 200, body: { id: 'order_Q1', entity: 'order', amount: 49_950, currency: 'INR', status: 'created' } });
    const order = await gateway().createOrder({ amountPaise: 49_950, receipt: 'AS-7K2Q9', notes: { bookingId: 'b-1' } });
    expect(order).toEqual({ id: 'order_Q1', amountPaise: 49_950 });
    const request = server.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/orders');
    expect(request.headers.authorization).toBe(basic);
    expect(JSON.parse(request.body)).toEqual({ amount: 49_950, currency: 'INR', receipt: 'AS-7K2Q9', notes: { bookingId: 'b-1' } });
  });

  it('refunds a payment by its id with the amount in paise', async () => {
    server.answer({ status: 200, body: { id: 'rfnd_R1', entity: 'refund', amount: 10_000, payment_id: 'pay_P1', status: 'pending' } });
    const refund = await gateway().refund('pay_P1', { amountPaise: 10_000, notes: { reason: 'Cancelled' } });
    expect(refund).toEqual({ id: 'rfnd_R1', status: 'pending' });
    const request = server.last();
    expect(request.path).toBe('/v1/payments/pay_P1/refund');
    expect(request.headers.authorization).toBe(basic);
    expect(JSON.parse(request.body)).toEqual({ amount: 10_000, notes: { reason: 'Cancelled' } });
  });

  it("turns Razorpay's error answer into a GatewayError with its status and code", async () => {
    server.answer({ status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be at least INR 1.00' } } });
    const failing = gateway().createOrder({ amountPaise: 50, receipt: 'AS-1', notes: {} });
    await expect(failing).rejects.toBeInstanceOf(GatewayError);
    await expect(gateway().createOrder({ amountPaise: 50, receipt: 'AS-1', notes: {} })).rejects.toMatchObject({
      status: 400,
      code: 'BAD_REQUEST_ERROR',
      message: 'Razorpay answered 400: The amount must be at least INR 1.00',
    });
  });

  it('turns a gateway that does not answer into a GatewayError without a status', async () => {
    const closed = await startProviderServer();
    const url = closed.url;
    await closed.close();
    await expect(gateway(url).refund('pay_P1', { amountPaise: 100, notes: {} })).rejects.toMatchObject({
      name: 'GatewayError',
      status: null,
    });
  });
});

describe('webhook signature', () => {
  // Razorpay's documented scheme: hex HMAC-SHA256 of the raw body with the webhook secret.
  const body = '{"event":"payment.captured"}';
  const good = '2f2ee5fb3b3ef6fa0b4bd5b9e07b7b0ec3c5cb2d3c2e53d1e1b1e0cbc6c5a1b5';

  it('accepts the HMAC of the raw body and refuses any other, a malformed one, or none', async () => {
    const { createHmac } = await import('node:crypto');
    const signature = createHmac('sha256', 'whsec').update(body).digest('hex');
    expect(isRazorpaySignatureValid('whsec', body, signature)).toBe(true);
    expect(isRazorpaySignatureValid('whsec', `${body} `, signature)).toBe(false);
    expect(isRazorpaySignatureValid('other', body, signature)).toBe(false);
    expect(isRazorpaySignatureValid('whsec', body, good)).toBe(false);
    expect(isRazorpaySignatureValid('whsec', body, 'zz')).toBe(false);
    expect(isRazorpaySignatureValid('whsec', body, undefined)).toBe(false);
  });
});
