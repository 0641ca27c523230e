import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { httpErrors } from '@fastify/sensible';
import { formatInr, messages, onlinePaymentMessages, type RefundPaymentResponse, type RefundsResponse } from '@autospa/contract';
import { payments, refunds, type Database, type Payment } from '@autospa/db';
import type { Executor } from '../../lib/db-executor.js';
import type { SignedInAccount } from '../../plugins/auth.js';
import type { PaymentGateway } from '../../payments-gateway/index.js';
import { findBookingFor, summaryOf } from '../finance/payments.js';
import { afterRefundProcessed } from './after.js';
import { toRefundView } from './presenters.js';

type Caller = Pick<SignedInAccount, 'id' | 'typeOfUser'>;

/** What is left of a payment to refund: its amount less its pending and processed refunds. */
export async function leftOf(tx: Executor, payment: Payment): Promise<number> {
  const [row] = await tx
    .select({ refunded: sql`coalesce(sum(${refunds.amountPaise}), 0)::bigint`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), ne(refunds.status, 'failed')));
  return payment.amountPaise - (row?.refunded ?? 0);
}

async function lockPayment(tx: Executor, id: string): Promise<Payment | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

interface RefundOrder {
  paymentId: string;
  /** What is left when undefined. */
  amountPaise?: number;
  reason: string;
  by: string | null;
}

/**
 * Refunds on one payment, its row locked so two refunds at once never give back more than was paid: an online
 * payment through the gateway (pending until refund.processed), one taken by hand recorded as processed now.
 * Returns null when nothing is left (a job's retry after it already refunded).
 */
async function refundOne(db: Database, gateway: PaymentGateway | null, order: RefundOrder, strict: boolean) {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, order.paymentId);
    if (!payment) throw httpErrors.notFound(onlinePaymentMessages.paymentNotFound);
    if (payment.voidedAt) throw httpErrors.conflict(onlinePaymentMessages.voidedPayment);
    const left = await leftOf(tx, payment);
    if (!strict && left <= 0) return null;
    const amountPaise = order.amountPaise ?? left;
    if (amountPaise > left || left <= 0) throw httpErrors.conflict(onlinePaymentMessages.refundTooLarge(formatInr(Math.max(left, 0))));
    const base = { paymentId: payment.id, amountPaise, reason: order.reason, recordedBy: order.by };
    if (payment.method !== 'online' || !payment.providerPaymentId) {
      const [row] = await tx
        .insert(refunds)
        .values({ ...base, status: 'processed', refundedAt: new Date() })
        .returning();
      return row!;
    }
    if (!gateway) throw httpErrors.conflict(onlinePaymentMessages.notConfigured);
    // The lock is held across the call: a refund.processed for it waits, then finds this row.
    const made = await gateway.refund(payment.providerPaymentId, {
      amountPaise,
      notes: { paymentId: payment.id, reason: order.reason.slice(0, 250) },
    });
    const processed = made.status === 'processed';
    const [row] = await tx
      .insert(refunds)
      .values({
        ...base,
        providerRefundId: made.id,
        status: processed ? 'processed' : 'pending',
        refundedAt: processed ? new Date() : null,
      })
      .onConflictDoNothing({ target: refunds.providerRefundId })
      .returning();
    return row ?? (await tx.select().from(refunds).where(eq(refunds.providerRefundId, made.id)))[0]!;
  });
}

/** refund-payment (Admin): a GatewayError is answered 502 by the route. */
export async function refundPayment(
  db: Database,
  gateway: PaymentGateway | null,
  caller: Caller,
  body: { paymentId: string; amount?: number; reason: string },
): Promise<RefundPaymentResponse> {
  const refund = (await refundOne(
    db,
    gateway,
    { paymentId: body.paymentId, amountPaise: body.amount, reason: body.reason, by: caller.id },
    true,
  ))!;
  if (refund.status === 'processed') await afterRefundProcessed(db, refund.id);
  const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId));
  const summary = payment?.bookingId ? await summaryOf(db, await findBookingFor(db, payment.bookingId)) : null;
  return {
    message:
      refund.status === 'processed' && refund.providerRefundId === null
        ? onlinePaymentMessages.refundRecorded
        : onlinePaymentMessages.refundStarted,
    refund: toRefundView(refund),
    summary,
  };
}

/** The gateway refund job: whatever is left of an online payment goes back to the customer. */
export async function refundRemainder(db: Database, gateway: PaymentGateway | null, paymentId: string, reason: string): Promise<void> {
  const refund = await refundOne(db, gateway, { paymentId, reason, by: null }, false);
  if (refund?.status === 'processed') await afterRefundProcessed(db, refund.id);
}

/** Payments taken by hand on a booking the Admin cancelled: each gets a processed refund of what is left. */
export async function recordHandRefunds(db: Database, bookingId: string, by: string, reason: string): Promise<void> {
  const taken = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), isNull(payments.voidedAt), inArray(payments.method, ['cash', 'upi', 'card'])));
  for (const { id } of taken) {
    const refund = await refundOne(db, null, { paymentId: id, reason, by }, false);
    if (refund) await afterRefundProcessed(db, refund.id);
  }
}

/** get-refunds: the Admin, or the customer whose booking it is. */
export async function bookingRefunds(db: Database, caller: Caller, bookingId: string): Promise<RefundsResponse> {
  const booking = await findBookingFor(db, bookingId);
  if (caller.typeOfUser !== 'Admin' && booking.userId !== caller.id) throw httpErrors.forbidden(messages.bookings.notYours);
  const rows = await db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(payments.bookingId, bookingId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  return { data: rows.map((r) => toRefundView(r.refund)), total: rows.length };
}
