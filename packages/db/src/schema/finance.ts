import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { bookings } from './bookings.js';
import { subscriptions } from './plans.js';

// Money received on a booking. A payment is never deleted: voiding keeps the row with who, when and why,
// and a booking that has payments cannot be deleted (restrict).
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What was paid for: a booking, or (issue 20) a plan subscription; exactly one of the two. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'restrict' }),
    method: text('method').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note').notNull().default(''),
    recordedBy: uuid('recorded_by').references(() => accounts.id, { onDelete: 'set null' }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by').references(() => accounts.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
    /** Issue 21: the gateway's payment id (Razorpay `pay_…`) of an online payment: one payment per id, whatever the replays. */
    providerPaymentId: text('provider_payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_key').on(t.providerPaymentId),
    check('payments_method_check', sql`${t.method} in ('cash', 'upi', 'card', 'online')`),
    check('payments_amount_check', sql`${t.amountPaise} > 0`),
    check('payments_subject_check', sql`num_nonnulls(${t.bookingId}, ${t.subscriptionId}) = 1`),
    index('payments_subscription_idx')
      .on(t.subscriptionId)
      .where(sql`${t.subscriptionId} is not null`),
    check('payments_void_check', sql`(${t.voidedAt} is null) = (${t.voidReason} is null)`),
    // What a booking has been paid, by method: the report reads only this index (live payments).
    index('payments_live_booking_idx')
      .on(t.bookingId, t.method, t.amountPaise)
      .where(sql`${t.voidedAt} is null`),
    // A booking's whole history, voided payments included (and the restrict check when a booking is deleted).
    index('payments_booking_idx').on(t.bookingId),
    // An Employee's collections in a period.
    index('payments_recorded_by_idx').on(t.recordedBy, t.paidAt),
    // Revenue by payment time (the Admin's dashboard: today, this month, last month), from this index alone.
    index('payments_live_paid_at_idx')
      .on(t.paidAt, t.amountPaise)
      .where(sql`${t.voidedAt} is null`),
  ],
);

// Money going out, recorded by the Admin on a business-local day.
export const expenses = pgTable(
  'expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expenseDate: date('expense_date', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    note: text('note').notNull().default(''),
    recordedBy: uuid('recorded_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('expenses_category_check', sql`${t.category} in ('supplies', 'water', 'electricity', 'wages', 'rent', 'equipment', 'other')`),
    check('expenses_amount_check', sql`${t.amountPaise} > 0`),
    index('expenses_date_idx').on(t.expenseDate, t.createdAt),
    index('expenses_category_date_idx').on(t.category, t.expenseDate),
  ],
);

export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type Expense = typeof expenses.$inferSelect;
export type NewExpense = typeof expenses.$inferInsert;
