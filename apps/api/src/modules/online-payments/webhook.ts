import { and, eq, inArray, sql } from 'drizzle-orm';
import { bookings, onlineOrders, paymentEvents, payments, refunds, type Database, type Payment } from '@autospa/db';
import { jobInsertSql } from '../../jobs/queue.js';
import type { Executor } from '../../lib/db-executor.js';
import { afterCapture, afterRefundProcessed } from './after.js';
import { gatewayRefundJob } from './jobs.js';
import { fromUnix, noteOf, type PaymentEntity, type RazorpayEvent, type RefundEntity } from './webhook-event.js';

interface Outcome {
  capturedOn?: string;
  refundProcessed?: string;
  /** A refund job was queued (a capture on a booking no longer expecting it). */
  refundQueued?: boolean;
}

/**
 * The payment a gateway payment is, made once: by its provider id (unique), whatever the number of events that
 * carry it (payment.captured, replays, refund.processed arriving first). Its booking comes from the order, else
 * the notes. Returns null for a payment of no booking of ours.
 */
async function ensurePayment(tx: Executor, entity: PaymentEntity): Promise<{ payment: Payment; created: boolean } | null> {
  // Locks in the release job's order (the booking, then its orders), so the two never deadlock.
  const [order] = entity.order_id ? await tx.select().from(onlineOrders).where(eq(onlineOrders.providerOrderId, entity.order_id)) : [];
  const bookingId = order?.bookingId ?? noteOf(entity.notes, 'bookingId');
  if (!bookingId) return null;
  const [booking] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking) return null;
  const [inserted] = await tx
    .insert(payments)
    .values({
      bookingId,
      method: 'online',
      amountPaise: entity.amount,
      paidAt: fromUnix(entity.created_at),
      note: `Razorpay ${entity.id}`,
      providerPaymentId: entity.id,
    })
    .onConflictDoNothing({ target: payments.providerPaymentId })
    .returning();
  if (order) await tx.update(onlineOrders).set({ status: 'paid', updatedAt: new Date() }).where(eq(onlineOrders.id, order.id));
  if (inserted) return { payment: inserted, created: true };
  const [existing] = await tx.select().from(payments).where(eq(payments.providerPaymentId, entity.id));
  return existing ? { payment: existing, created: false } : null;
}

async function onCaptured(tx: Executor, entity: PaymentEntity): Promise<Outcome> {
  const made = await ensurePayment(tx, entity);
  if (!made?.created) return {};
  const { payment } = made;
  const [b] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, payment.bookingId!));
  // The hold ran out (or the booking was cancelled) before the money came: it goes back rather than be lost.
  if (b?.status === 'Cancelled') {
    await tx.execute(jobInsertSql(gatewayRefundJob, { paymentId: payment.id, reason: 'Paid after the booking was released' }));
    return { refundQueued: true };
  }
  // Paid: the hold is kept (the slot stays), the release job finds nothing to do.
  await tx.update(bookings).set({ payBy: null, updatedAt: new Date() }).where(eq(bookings.id, payment.bookingId!));
  return { capturedOn: payment.bookingId! };
}

async function onFailed(tx: Executor, entity: PaymentEntity): Promise<Outcome> {
  // Only an open order fails: a capture that came first (or a later attempt that was paid) stays paid.
  if (entity.order_id)
    await tx
      .update(onlineOrders)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(and(eq(onlineOrders.providerOrderId, entity.order_id), eq(onlineOrders.status, 'created')));
  return {};
}

async function onRefundProcessed(tx: Executor, entity: RefundEntity, paymentEntity: PaymentEntity | undefined, at: Date): Promise<Outcome> {
  // A refund.processed before its payment.captured: the payment is made from the event's payment entity, as a capture.
  const captured = paymentEntity ? await onCaptured(tx, paymentEntity) : {};
  const [payment] = await tx.select().from(payments).where(eq(payments.providerPaymentId, entity.payment_id)).for('update');
  if (!payment) return captured;
  // The row refund-payment or the refund job made, or (a refund made in Razorpay's dashboard) one from the event.
  const [row] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      amountPaise: entity.amount,
      providerRefundId: entity.id,
      status: 'processed',
      refundedAt: at,
      reason: noteOf(entity.notes, 'reason') ?? 'Refunded through Razorpay',
    })
    .onConflictDoUpdate({
      target: refunds.providerRefundId,
      set: { status: 'processed', refundedAt: sql`coalesce(${refunds.refundedAt}, excluded.refunded_at)`, updatedAt: new Date() },
      setWhere: inArray(refunds.status, ['pending', 'failed']),
    })
    .returning({ id: refunds.id });
  return { ...captured, refundProcessed: row?.id };
}

/**
 * One verified event, in one transaction: recorded by its id first, so a replay (or the same event at once)
 * finds it recorded and changes nothing. True when it was new.
 */
export async function applyEvent(db: Database, eventId: string, event: RazorpayEvent, now = new Date()): Promise<boolean> {
  const outcome = await db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({ eventId, event: event.event, payload: event })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.eventId });
    if (!recorded) return null;
    const { payment, refund } = event.payload;
    if (event.event === 'payment.captured' && payment) return onCaptured(tx, payment.entity);
    if (event.event === 'payment.failed' && payment) return onFailed(tx, payment.entity);
    if (event.event === 'refund.processed' && refund) {
      return onRefundProcessed(tx, refund.entity, payment?.entity, event.created_at ? fromUnix(event.created_at) : now);
    }
    return {};
  });
  if (!outcome) return false;
  if (outcome.capturedOn) await afterCapture(db, outcome.capturedOn);
  if (outcome.refundProcessed) await afterRefundProcessed(db, outcome.refundProcessed);
  return true;
}
