import { razorpayGateway } from './razorpay.js';
import type { PaymentGateway, RazorpayConfig } from './types.js';

export type { PaymentGateway, RazorpayConfig } from './types.js';
export { GatewayError } from './types.js';

export interface Payments {
  gateway: PaymentGateway;
  webhookSecret: string;
}

/** Online payment is on when Razorpay's key is configured; null: off (the screens offer pay at the wash only). */
export function paymentsOf(config: RazorpayConfig | null | undefined): Payments | null {
  return config ? { gateway: razorpayGateway(config), webhookSecret: config.webhookSecret } : null;
}

/** What Razorpay Checkout loads and frames in the page (the security headers allow these only when it is on). */
export function checkoutSources(config: RazorpayConfig | null | undefined) {
  if (!config) return undefined;
  const checkout = new URL(config.checkoutUrl).origin;
  return {
    script: [checkout],
    frame: [checkout, 'https://api.razorpay.com'],
    connect: [checkout, 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  };
}
