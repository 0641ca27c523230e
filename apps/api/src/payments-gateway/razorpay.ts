import Razorpay from 'razorpay';
import { GatewayError, type PaymentGateway, type RazorpayConfig } from './types.js';

/** An answer slower than this counts as no answer: the customer is told to try again, a job retries. */
const TIMEOUT_MS = 10_000;

interface SdkError {
  statusCode?: number;
  error?: { code?: string; description?: string };
}

function gatewayError(error: unknown): GatewayError {
  const e = (error ?? {}) as SdkError;
  if (typeof e.statusCode === 'number') {
    return new GatewayError(
      `Razorpay answered ${e.statusCode}: ${e.error?.description ?? 'no description'}`,
      e.statusCode,
      e.error?.code ?? null,
    );
  }
  return new GatewayError(`Razorpay did not answer: ${error instanceof Error ? error.message : String(error)}`, null, null);
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw gatewayError(error);
  }
}

/**
 * Razorpay through its SDK. The SDK hard-codes https://api.razorpay.com in its axios instance (`api.rq`); the
 * configured base URL replaces it there, so tests and a proxy reach a server of their choosing.
 */
export function razorpayGateway(config: RazorpayConfig): PaymentGateway {
  const sdk = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  const rq = (sdk as unknown as { api: { rq: { defaults: { baseURL?: string; timeout?: number } } } }).api.rq;
  rq.defaults.baseURL = config.baseUrl;
  rq.defaults.timeout = TIMEOUT_MS;
  return {
    keyId: config.keyId,
    checkoutUrl: config.checkoutUrl,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await call(() => sdk.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes }));
      return { id: order.id, amountPaise: Number(order.amount) };
    },
    async refund(providerPaymentId, { amountPaise, notes }) {
      const refund = await call(() => sdk.payments.refund(providerPaymentId, { amount: amountPaise, notes }));
      return { id: refund.id, status: refund.status };
    },
  };
}
