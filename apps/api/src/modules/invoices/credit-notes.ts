import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_SAC_CODE } from '@autospa/contract';
import { invoices, payments, refunds, type Database, type Invoice, type Payment } from '@autospa/db';
import type { Executor } from '../../lib/db-executor.js';
import { loadSettings } from '../settings/service.js';
import { onceOnly, writeDocument } from './documents.js';
import type { SupplyType } from './tax.js';

/** The tax invoice a payment counted towards (its booking's, or its own for a plan), locked: credits add up one at a time. */
async function invoiceOfPayment(tx: Executor, payment: Payment): Promise<Invoice | undefined> {
  const subject = payment.bookingId ? eq(invoices.bookingId, payment.bookingId) : eq(invoices.paymentId, payment.id);
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(subject, eq(invoices.kind, 'invoice')))
    .for('update');
  return row;
}

async function creditedSoFar(tx: Executor, invoiceId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql`coalesce(sum(${invoices.totalPaise}), 0)::bigint`.mapWith(Number) })
    .from(invoices)
    .where(eq(invoices.originalInvoiceId, invoiceId));
  return row?.total ?? 0;
}

interface Credit {
  /** The money given back or no longer received, and when. */
  amountPaise: number;
  at: Date;
  reason: string;
  paymentId?: string;
  refundId?: string;
}

/**
 * A credit note against the payment's invoice: same parties, rate and supply type, one line for the amount (never
 * past what the invoice has left uncredited). Nothing when the invoice came after the void or refund (it already
 * counted only the money kept) or there is none.
 */
async function creditAgainst(tx: Executor, payment: Payment, credit: Credit, now: Date): Promise<Invoice | null> {
  const original = await invoiceOfPayment(tx, payment);
  // The gateway times a refund to the second: one in the invoice's own second is not before it.
  if (!original || credit.at.getTime() < Math.floor(original.issuedAt.getTime() / 1000) * 1000) return null;
  const amount = Math.min(credit.amountPaise, original.totalPaise - (await creditedSoFar(tx, original.id)));
  if (amount <= 0) return null;
  const draft = {
    kind: 'credit_note' as const,
    bookingId: original.bookingId,
    subscriptionId: original.subscriptionId,
    paymentId: credit.paymentId ?? null,
    refundId: credit.refundId ?? null,
    originalInvoiceId: original.id,
    seller: original.seller,
    buyer: original.buyer,
    placeOfSupply: original.placeOfSupply,
    supplyType: original.supplyType as SupplyType,
    taxRatePercent: original.taxRatePercent,
    lines: [{ description: `Credit against ${original.number}`, sac: original.lines[0]?.sac ?? DEFAULT_SAC_CODE, grossPaise: amount }],
    reason: credit.reason,
  };
  return writeDocument(tx, draft, now, (await loadSettings(tx)).timeZone);
}

/** A voided payment on an invoiced booking or plan payment → a credit note for the amount (CN/2026-27/000001), once. */
export async function issueCreditNoteForVoid(db: Database, paymentId: string, now = new Date()): Promise<Invoice | null> {
  return onceOnly('invoices_credit_payment_key', () =>
    db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
      if (!payment?.voidedAt) return null;
      const credit = { amountPaise: payment.amountPaise, at: payment.voidedAt, reason: payment.voidReason ?? '', paymentId };
      return creditAgainst(tx, payment, credit, now);
    }),
  );
}

/** A processed refund of a payment on an invoiced booking or plan payment → a credit note for the refund, once. */
export async function issueCreditNoteForRefund(db: Database, refundId: string, now = new Date()): Promise<Invoice | null> {
  return onceOnly('invoices_credit_refund_key', () =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(refunds).innerJoin(payments, eq(payments.id, refunds.paymentId)).where(eq(refunds.id, refundId));
      if (!row || row.refunds.status !== 'processed' || !row.refunds.refundedAt) return null;
      const { refunds: refund, payments: payment } = row;
      const credit = { amountPaise: refund.amountPaise, at: refund.refundedAt!, reason: refund.reason || 'Refund', refundId };
      return creditAgainst(tx, payment, credit, now);
    }),
  );
}
