import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.js';
import { payments } from './finance.js';
import { refunds } from './online-payments.js';
import { subscriptions } from './plans.js';

// Issue 21: GST tax invoices and credit notes. A row is a snapshot: later changes to the settings, the customer or
// the catalog never change an issued document.

/** The seller as printed: the GST settings and the business's address at the time of issue. */
export interface InvoiceSeller {
  legalName: string;
  tradeName: string;
  gstin: string;
  address: string;
  state: string;
  stateCode: string;
  phone: string;
  email: string;
}

/** The buyer as printed; gstin and legalName only for a registered business (B2B). */
export interface InvoiceBuyer {
  name: string;
  phone: string | null;
  email: string | null;
  gstin: string | null;
  legalName: string | null;
  /** The buyer's state: from the GSTIN for B2B, else the place of supply. */
  state: string;
}

export interface InvoiceLine {
  description: string;
  sac: string;
  quantity: number;
  ratePercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'invoice' (tax invoice) or 'credit_note' (a void or refund against an invoice). */
    kind: text('kind').notNull(),
    /** AS/2026-27/000001 for invoices, CN/2026-27/000001 for credit notes. */
    number: text('number').notNull(),
    /** The Indian financial year of the issue date (April–March), '2026-27'. */
    financialYear: text('financial_year').notNull(),
    seq: integer('seq').notNull(),
    /** What it bills: a booking, or a plan subscription (its payment); exactly one. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'restrict' }),
    /** A plan's invoice is for one payment; a credit note for a void names the voided payment. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    /** A credit note for a refund names it. */
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    /** A credit note's invoice. */
    originalInvoiceId: uuid('original_invoice_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
    /** One of INDIAN_STATES. */
    placeOfSupply: text('place_of_supply').notNull(),
    /** 'intra': CGST + SGST; 'inter': IGST. */
    supplyType: text('supply_type').notNull(),
    taxRatePercent: integer('tax_rate_percent').notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** A credit note's reason (the void's or refund's). */
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_series_key').on(t.kind, t.financialYear, t.seq),
    // One tax invoice per booking, one per plan payment.
    uniqueIndex('invoices_booking_key')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'invoice' and ${t.bookingId} is not null`),
    uniqueIndex('invoices_payment_key')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'invoice' and ${t.paymentId} is not null`),
    // One credit note per voided payment, one per refund.
    uniqueIndex('invoices_credit_payment_key')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'credit_note' and ${t.paymentId} is not null`),
    uniqueIndex('invoices_credit_refund_key')
      .on(t.refundId)
      .where(sql`${t.kind} = 'credit_note' and ${t.refundId} is not null`),
    index('invoices_issued_idx').on(t.issuedAt),
    index('invoices_original_idx').on(t.originalInvoiceId),
    check('invoices_kind_check', sql`${t.kind} in ('invoice', 'credit_note')`),
    check('invoices_supply_type_check', sql`${t.supplyType} in ('intra', 'inter')`),
    check('invoices_subject_check', sql`num_nonnulls(${t.bookingId}, ${t.subscriptionId}) = 1`),
    check('invoices_credit_check', sql`(${t.kind} = 'credit_note') = (${t.originalInvoiceId} is not null)`),
    check('invoices_total_check', sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`),
    check(
      'invoices_split_check',
      sql`(${t.supplyType} = 'intra' and ${t.igstPaise} = 0) or (${t.supplyType} = 'inter' and ${t.cgstPaise} = 0 and ${t.sgstPaise} = 0)`,
    ),
  ],
);

/**
 * The last number given in each series (kind and financial year). Taking a number is one upsert that increments
 * and returns, inside the transaction that writes the invoice: a rolled-back invoice gives its number back, so the
 * series has no gaps and no repeats under concurrency.
 */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    kind: text('kind').notNull(),
    financialYear: text('financial_year').notNull(),
    lastSeq: integer('last_seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

export type Invoice = typeof invoices.$inferSelect;
