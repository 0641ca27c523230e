import { z } from 'zod';
import { onlinePaymentMessages } from '../online-payment-messages.js';
import { amountField, paymentSummary } from './finance.js';

// Issue 21: paying online (Razorpay) and refunds.

export const ONLINE_PAYMENT_KINDS = ['full', 'deposit'] as const;
export type OnlinePaymentKind = (typeof ONLINE_PAYMENT_KINDS)[number];

export const createOnlinePaymentBody = z.object({
  bookingId: z.string({ error: 'bookingId is required.' }).uuid('bookingId must be a valid id.'),
  kind: z.enum(ONLINE_PAYMENT_KINDS, { error: onlinePaymentMessages.badKind }),
});
export type CreateOnlinePaymentBody = z.input<typeof createOnlinePaymentBody>;

/** What the browser needs to open Razorpay Checkout. */
export const onlinePaymentView = z.object({
  orderId: z.string(),
  amountPaise: z.number(),
  keyId: z.string(),
  /** The booking's hold: unpaid by then, it is cancelled and its slot released (ISO); null: no hold. */
  payBy: z.string().nullable(),
  /** Prefill for Checkout. */
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  reference: z.string(),
});
export type OnlinePaymentView = z.infer<typeof onlinePaymentView>;

/** get-payment-options (public): whether online payment is offered, and how long a new booking holds its slot. */
export const paymentOptionsView = z.object({
  online: z.boolean(),
  keyId: z.string().nullable(),
  holdMinutes: z.number(),
  /** Where the browser loads Razorpay Checkout from; null when online payment is off. */
  checkoutUrl: z.string().nullable(),
});
export type PaymentOptionsView = z.infer<typeof paymentOptionsView>;

/** refund-payment (Admin): the whole of what is left of the payment when amount is left out. */
export const refundPaymentBody = z.object({
  paymentId: z.string({ error: 'paymentId is required.' }).uuid('paymentId must be a valid id.'),
  amount: amountField.optional(),
  reason: z
    .string({ error: 'Reason is required.' })
    .trim()
    .min(1, 'Reason is required.')
    .max(500, 'Reason must be at most 500 characters.'),
});
export type RefundPaymentBody = z.input<typeof refundPaymentBody>;

export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export const refundView = z.object({
  _id: z.string(),
  paymentId: z.string(),
  amountPaise: z.number(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  refundedAt: z.string().nullable(),
  createdAt: z.string(),
  /** True for one sent through the gateway. */
  online: z.boolean(),
});
export type RefundView = z.infer<typeof refundView>;

/** refund-payment's answer: the refund, and the booking's money after it (null for a plan's payment). */
export const refundPaymentResponse = z.object({ message: z.string(), refund: refundView, summary: paymentSummary.nullable() });
export type RefundPaymentResponse = z.infer<typeof refundPaymentResponse>;

export const refundsQuery = z.object({
  bookingId: z.string({ error: 'bookingId is required.' }).uuid('bookingId must be a valid id.'),
});
/** get-refunds: a booking's refunds, oldest first. */
export const refundsResponse = z.object({ data: z.array(refundView), total: z.number() });
export type RefundsResponse = z.infer<typeof refundsResponse>;
