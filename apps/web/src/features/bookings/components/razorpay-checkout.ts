import type { OnlinePaymentView } from '@autospa/contract';

interface CheckoutInstance {
  open(): void;
  on(event: 'payment.failed', handler: () => void): void;
}
type CheckoutConstructor = new (options: object) => CheckoutInstance;
declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}

let loading: Promise<CheckoutConstructor> | null = null;

/** Loads Razorpay Checkout once, from the address the server gives (get-payment-options). */
function loadCheckout(src: string): Promise<CheckoutConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<CheckoutConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Checkout did not load.')));
    script.onerror = () => {
      loading = null;
      reject(new Error('Checkout did not load.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Opens Checkout on the order; UPI first. `onPaid` when the customer finished (the webhook records the money). */
export async function openCheckout(src: string, order: OnlinePaymentView, events: { onPaid: () => void; onFailed: () => void }) {
  const Razorpay = await loadCheckout(src);
  const checkout = new Razorpay({
    key: order.keyId,
    order_id: order.orderId,
    amount: order.amountPaise,
    currency: 'INR',
    name: 'Auto Spa',
    description: `Booking ${order.reference}`,
    prefill: { name: order.name, email: order.email ?? undefined, contact: order.phone ?? undefined },
    config: { display: { preferences: { show_default_blocks: true }, sequence: ['block.upi'] } },
    handler: events.onPaid,
  });
  checkout.on('payment.failed', events.onFailed);
  checkout.open();
}
