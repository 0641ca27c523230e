import { and, eq } from 'drizzle-orm';
import { messages, parseClockTime, type BookingStatus, type BookingView, financeMessages } from '@autospa/contract';
import { bookings } from '@autospa/db';
import { restrictViolation } from '../../lib/db-errors.js';
import { httpErrors } from '@fastify/sensible';
import { assertVisitProof, markVisitDone } from '../../plan-visits/proof.js';
import { replanReminders } from '../../reminders/schedule.js';
import { invoiceAfterCommit } from '../invoices/after-commit.js';
import { loadSettings } from '../settings/service.js';
import type { BookingContext, Caller } from './context.js';
import type { Changer } from './lifecycle.js';
import {
  MAIL_FOR_STATUS,
  assertCustomerMayChange,
  assertDayReached,
  assertNoShowTime,
  assertOwner,
  assertTransition,
  changedMeanwhile,
  findBooking,
  isFinal,
} from './lifecycle.js';
import { refundCancelledBooking } from '../online-payments/cancel-refunds.js';
import { mailCustomer } from './mails.js';
import { placeBooking } from './placement.js';
import { loadBooking } from './queries.js';

async function reload(ctx: BookingContext, id: string): Promise<BookingView> {
  return (await loadBooking(ctx.db, (await loadSettings(ctx.db)).timeZone, id))!;
}

/** Staff move a booking through its lifecycle; an Employee works on its own bookings or takes unassigned ones. */
export async function changeStatus(ctx: BookingContext, caller: Caller, id: string, status: BookingStatus): Promise<BookingView> {
  const b = await findBooking(ctx.db, id);
  if (caller.typeOfUser === 'Employee') {
    if (status === 'Cancelled') throw httpErrors.forbidden(messages.bookings.employeeCannotCancel);
    if (b.employeeId && b.employeeId !== caller.id) throw httpErrors.forbidden(messages.bookings.notAssignedToYou);
  }
  assertTransition(b.status, status);
  if (status === 'No-show') assertNoShowTime(b);
  if (status === 'Confirmed' && !b.scheduled) throw httpErrors.conflict(messages.bookings.needsTime);
  if (status === 'In progress' || status === 'Completed') assertDayReached(b.bookingDate, (await loadSettings(ctx.db)).timeZone);
  if (status === 'Completed') await assertVisitProof(ctx.db, id);
  const takes = caller.typeOfUser === 'Employee' && !b.employeeId;
  const rows = await ctx.db
    .update(bookings)
    .set({
      status,
      updatedAt: new Date(),
      ...(takes && { employeeId: caller.id }),
      ...(status === 'Cancelled' && { cancelledBy: caller.id, cancelledAt: new Date() }),
    })
    .where(and(eq(bookings.id, id), eq(bookings.status, b.status)))
    .returning({ id: bookings.id });
  changedMeanwhile(rows);
  if (status === 'Completed') await markVisitDone(ctx.db, id);
  if (status === 'Completed') await invoiceAfterCommit(ctx, { kind: 'booking', id });
  if (status === 'Cancelled') await refundCancelledBooking(ctx.db, id, caller);
  await replanReminders(ctx.db, id);
  const view = await reload(ctx, id);
  const mail = MAIL_FOR_STATUS[status];
  if (mail) await mailCustomer(ctx, mail, view);
  return view;
}

/** The customer or guest (up to 24 hours before, or within the grace after booking) or an Admin cancels; the bay is free again at once. */
export async function cancelBooking(ctx: BookingContext, caller: Changer, id: string): Promise<BookingView> {
  const b = await findBooking(ctx.db, id);
  assertOwner(caller, b);
  assertTransition(b.status, 'Cancelled');
  assertCustomerMayChange(caller, b, (await loadSettings(ctx.db)).changeGraceMinutes);
  const rows = await ctx.db
    .update(bookings)
    .set({ status: 'Cancelled', cancelledBy: caller.id, cancelledAt: new Date(), updatedAt: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.status, b.status)))
    .returning({ id: bookings.id });
  changedMeanwhile(rows);
  await refundCancelledBooking(ctx.db, id, caller);
  await replanReminders(ctx.db, id);
  const view = await reload(ctx, id);
  await mailCustomer(ctx, 'cancelled', view);
  return view;
}

/** A new date and time through the same capacity check as a new booking. */
export async function rescheduleBooking(
  ctx: BookingContext,
  caller: Changer,
  id: string,
  to: { date: string; time: string },
): Promise<BookingView> {
  const b = await findBooking(ctx.db, id);
  assertOwner(caller, b);
  if (b.status !== 'Pending' && b.status !== 'Confirmed') throw httpErrors.conflict(messages.bookings.finished(b.status));
  const settings = await loadSettings(ctx.db);
  assertCustomerMayChange(caller, b, settings.changeGraceMinutes);
  const place = placeBooking(settings, to.date, parseClockTime(to.time)!, b.durationMinutes);
  // The database's capacity check refuses the new time when no bay is free for the whole stay.
  const rows = await ctx.db
    .update(bookings)
    // "I'm coming" answered the old time: the reminders of the new one ask again.
    .set({
      bookingDate: place.date,
      startsAt: place.startsAt,
      endsAt: place.endsAt,
      scheduled: true,
      customerConfirmedAt: null,
      updatedAt: new Date(),
    })
    .where(and(eq(bookings.id, id), eq(bookings.status, b.status)))
    .returning({ id: bookings.id });
  changedMeanwhile(rows);
  await replanReminders(ctx.db, id);
  const view = await reload(ctx, id);
  await mailCustomer(ctx, 'rescheduled', view);
  return view;
}

/** Admin only. A customer still expecting the booking is told it is cancelled. */
export async function deleteBooking(ctx: BookingContext, id: string): Promise<void> {
  const b = await findBooking(ctx.db, id);
  const view = await reload(ctx, id);
  try {
    await ctx.db.delete(bookings).where(eq(bookings.id, id));
  } catch (error) {
    // Payments keep their booking (finance history); the Admin voids them first.
    if (restrictViolation(error)) throw httpErrors.conflict(financeMessages.bookingHasPayments);
    throw error;
  }
  const expected = !isFinal(b.status) && b.status !== 'In progress' && b.endsAt.getTime() > Date.now();
  if (expected) await mailCustomer(ctx, 'cancelled', { ...view, status: 'Cancelled' });
}
