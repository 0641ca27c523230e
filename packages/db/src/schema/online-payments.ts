import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { bookings } from './bookings.js';
import { payments } from './finance.js';

// Issue 21: paying online through Razorpay, and refunds.

/** An order made at the gateway for a booking: what the customer is about to pay, full or a deposit. */
export const onlineOrders = pgTable(
  'online_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Razorpay's `order_…` id. */
    providerOrderId: text('provider_order_id').notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** created → paid (a captured payment) or failed (the gateway said so) or expired (the hold ran out). */
    status: text('status').notNull().default('created'),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('online_orders_provider_key').on(t.providerOrderId),
    index('online_orders_booking_idx').on(t.bookingId),
    check('online_orders_kind_check', sql`${t.kind} in ('full', 'deposit')`),
    check('online_orders_status_check', sql`${t.status} in ('created', 'paid', 'failed', 'expired')`),
    check('online_orders_amount_check', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * Every webhook event the gateway sent, once: its `X-Razorpay-Event-Id` is the key, so a replay finds its row and
 * changes nothing. The body is kept for the record.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    eventId: text('event_id').primaryKey(),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_received_idx').on(t.receivedAt)],
);

/**
 * Money given back on a payment: online through the gateway (pending until `refund.processed`), or recorded for
 * cash, UPI or card. A processed refund is negative income on the day it was processed.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    /** Razorpay's `rfnd_…` id for an online refund; null for one recorded by hand. */
    providerRefundId: text('provider_refund_id'),
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    /** When the money went back (processed); null while pending or failed. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    recordedBy: uuid('recorded_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_provider_key').on(t.providerRefundId),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_refunded_at_idx')
      .on(t.refundedAt, t.amountPaise)
      .where(sql`${t.status} = 'processed'`),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
    check('refunds_status_check', sql`${t.status} in ('pending', 'processed', 'failed')`),
    check('refunds_processed_check', sql`(${t.status} = 'processed') = (${t.refundedAt} is not null)`),
  ],
);

export type OnlineOrder = typeof onlineOrders.$inferSelect;
export type Refund = typeof refunds.$inferSelect;
