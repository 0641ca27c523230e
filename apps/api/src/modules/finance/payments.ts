import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { messages, formatInr, type createPaymentBody, type PaymentSummary, type PaymentView, financeMessages } from '@autospa/contract';
import { accounts, bookings, payments, type Booking, type Database } from '@autospa/db';
import type { Executor } from '../../lib/db-executor.js';
import { httpErrors } from '@fastify/sensible';
import type { SignedInAccount } from '../../plugins/auth.js';
import { toPaymentView, toSummary } from './presenters.js';

type Caller = Pick<SignedInAccount, 'id' | 'typeOfUser'>;
type NewPayment = z.output<typeof createPaymentBody>;

/** A payment time a little ahead of the server clock is a clock difference, not a future payment. */
const CLOCK_SKEW_MS = 5 * 60_000;

const recorder = alias(accounts, 'recorder');
const voider = alias(accounts, 'voider');

/** Payments with who recorded and who voided them, oldest first. */
export async function paymentViews(db: Executor, where: SQL | undefined): Promise<PaymentView[]> {
  const rows = await db
    .select({
      payment: payments,
      recordedBy: { id: recorder.id, username: recorder.username, typeOfUser: recorder.typeOfUser },
      voidedBy: { id: voider.id, username: voider.username },
    })
    .from(payments)
    .leftJoin(recorder, eq(recorder.id, payments.recordedBy))
    .leftJoin(voider, eq(voider.id, payments.voidedBy))
    .where(where)
    .orderBy(asc(payments.paidAt), asc(payments.createdAt), asc(payments.id));
  return rows.map(toPaymentView);
}

export async function findBookingFor(db: Executor, id: string, lock = false): Promise<Booking> {
  const query = db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw httpErrors.notFound(messages.bookings.notFound);
  return row;
}

/** Who may see a booking's money: the Admin, the Employee it is assigned to, the customer who booked it. */
export function assertMayRead(caller: Caller, booking: Booking): void {
  if (caller.typeOfUser === 'User' && booking.userId !== caller.id) throw httpErrors.forbidden(messages.bookings.notYours);
  if (caller.typeOfUser === 'Employee' && booking.employeeId !== caller.id) throw httpErrors.forbidden(messages.bookings.notAssignedToYou);
}

/** Processed refunds (issue 21) count against the live payments they were made on. */
const refundedOf = sql`coalesce((select sum(r.amount_paise) from refunds r where r.payment_id = ${payments.id} and r.status = 'processed'), 0)`;

export async function summaryOf(db: Executor, booking: Booking): Promise<PaymentSummary> {
  const [row] = await db
    .select({ paid: sql`coalesce(sum(${payments.amountPaise} - ${refundedOf}), 0)::bigint`.mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), isNull(payments.voidedAt)));
  return toSummary(booking, row?.paid ?? 0);
}

/**
 * The Admin records on any booking, an Employee on a booking assigned to it. The booking row is locked so
 * two payments at once cannot together pay more than the price.
 */
export async function recordPayment(db: Database, caller: Caller, body: NewPayment, now = new Date()) {
  const paidAt = body.paidAt ? new Date(body.paidAt) : now;
  if (paidAt.getTime() > now.getTime() + CLOCK_SKEW_MS) throw httpErrors.badRequest(financeMessages.futurePayment);
  return db.transaction(async (tx) => {
    const booking = await findBookingFor(tx, body.bookingId, true);
    if (caller.typeOfUser === 'Employee' && booking.employeeId !== caller.id) throw httpErrors.forbidden(financeMessages.notYourJob);
    if (booking.status === 'Cancelled') throw httpErrors.conflict(financeMessages.cancelledBooking);
    // A payment dated before its booking existed would move income into a period it does not belong to.
    if (paidAt.getTime() < booking.createdAt.getTime() - CLOCK_SKEW_MS) throw httpErrors.badRequest(financeMessages.paymentBeforeBooking);
    const due = (await summaryOf(tx, booking)).balancePaise;
    if (due <= 0) throw httpErrors.conflict(financeMessages.paidInFull);
    if (body.amount > due) throw httpErrors.conflict(financeMessages.moreThanDue(formatInr(due)));
    const [row] = await tx
      .insert(payments)
      .values({
        bookingId: booking.id,
        method: body.method,
        amountPaise: body.amount,
        paidAt,
        note: body.note ?? '',
        recordedBy: caller.id,
      })
      .returning({ id: payments.id });
    const [payment] = await paymentViews(tx, eq(payments.id, row!.id));
    return { payment: payment!, summary: await summaryOf(tx, booking) };
  });
}

export async function bookingPayments(db: Database, caller: Caller, bookingId: string) {
  const booking = await findBookingFor(db, bookingId);
  assertMayRead(caller, booking);
  // A customer sees the payments that count; voided ones and their reasons are the business's own records.
  const all = await paymentViews(db, eq(payments.bookingId, bookingId));
  const data = caller.typeOfUser === 'User' ? all.filter((p) => !p.voided) : all;
  return { data, total: data.length, summary: await summaryOf(db, booking) };
}

/** Admin only. The row stays, marked with who voided it, when and why; it no longer counts as paid. */
export async function voidPayment(db: Database, caller: Caller, id: string, reason: string) {
  const rows = await db
    .update(payments)
    .set({ voidedAt: new Date(), voidedBy: caller.id, voidReason: reason })
    .where(and(eq(payments.id, id), isNull(payments.voidedAt)))
    .returning({ bookingId: payments.bookingId });
  if (rows.length === 0) {
    const [existing] = await db.select({ id: payments.id }).from(payments).where(eq(payments.id, id));
    throw existing ? httpErrors.conflict(financeMessages.alreadyVoided) : httpErrors.notFound(financeMessages.paymentNotFound);
  }
  const [payment] = await paymentViews(db, eq(payments.id, id));
  // A plan's payment (issue 20) has no booking, so no booking summary: the plan's money is on its subscription.
  const { bookingId } = rows[0]!;
  return { payment: payment!, summary: bookingId ? await summaryOf(db, await findBookingFor(db, bookingId)) : null };
}
