/** What the app asks of a payment gateway (Razorpay's Orders and Refunds API). */
export interface PaymentGateway {
  /** The public key the browser's Checkout opens with. */
  readonly keyId: string;
  /** Where the browser loads Checkout from. */
  readonly checkoutUrl: string;
  createOrder(order: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<{ id: string; amountPaise: number }>;
  /** Starts a refund of `amountPaise` on a captured payment; the gateway finishes it later (refund.processed). */
  refund(
    providerPaymentId: string,
    refund: { amountPaise: number; notes: Record<string, string> },
  ): Promise<{ id: string; status: string }>;
}

/** The gateway did not answer, or answered with an error: the request is a 502, a job retries. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  baseUrl: string;
  checkoutUrl: string;
}
