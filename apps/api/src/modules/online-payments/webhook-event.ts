import { createHash } from 'node:crypto';
import { z } from 'zod';

// The parts of Razorpay's webhook body this app reads; the rest is kept as sent (payment_events.payload).

const paymentEntity = z.looseObject({
  id: z.string().min(1),
  amount: z.number().int().positive(),
  order_id: z.string().nullable().optional(),
  status: z.string().optional(),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
  created_at: z.number().int().positive(),
});
export type PaymentEntity = z.infer<typeof paymentEntity>;

const refundEntity = z.looseObject({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  amount: z.number().int().positive(),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
  created_at: z.number().int().positive(),
});
export type RefundEntity = z.infer<typeof refundEntity>;

export const razorpayEvent = z.looseObject({
  event: z.string().min(1),
  created_at: z.number().int().positive().optional(),
  payload: z.looseObject({
    payment: z.looseObject({ entity: paymentEntity }).optional(),
    refund: z.looseObject({ entity: refundEntity }).optional(),
  }),
});
export type RazorpayEvent = z.infer<typeof razorpayEvent>;

/** The event's id: Razorpay's header, or (a sender without it) a hash of the body, so a replay is still one event. */
export const eventIdOf = (header: string | string[] | undefined, rawBody: string) =>
  typeof header === 'string' && header.trim() !== '' ? header.trim() : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;

/** A note the gateway carries back (notes is {} or, when empty, sometimes []). */
export const noteOf = (notes: PaymentEntity['notes'], key: string): string | undefined => {
  const value = notes && !Array.isArray(notes) ? notes[key] : undefined;
  return typeof value === 'string' ? value : undefined;
};

export const fromUnix = (seconds: number) => new Date(seconds * 1000);
