import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { messages, parseClockTime, TIME_SLOTS, type BookingStatus, type BookingView, type updateBookingBody } from '@autospa/contract';
import { bookings, services } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import type { Executor } from '../../lib/db-executor.js';
import { localParts } from '../../lib/zoned-time.js';
import { assertVisitProof, markVisitDone } from '../../plan-visits/proof.js';
import { replanReminders } from '../../reminders/schedule.js';
import { invoiceAfterCommit } from '../invoices/after-commit.js';
import { servicePriceFor } from '../pricing/quote.js';
import { loadSettings } from '../settings/service.js';
import type { BookingContext, Caller } from './context.js';
import {
  MAIL_FOR_STATUS,
  assertDayReached,
  assertNoShowTime,
  assertTransition,
  changedMeanwhile,
  findBooking,
  isFinal,
} from './lifecycle.js';
import { mailCustomer, type BookingMail } from './mails.js';
import { placeBooking, placeRequest, type Placement } from './placement.js';
import { loadBooking } from './queries.js';
import { activeAccount, bookableService } from './resolve.js';
import { refundCancelledBooking } from '../online-payments/cancel-refunds.js';

type Patch = z.output<typeof updateBookingBody>;

/**
 * The Admin's edit popup and timeline: date, time, service, car, status, employee, bay and (for a public request)
 * customer; an unchanged field is no change. With a bay named, the booking gets that bay or a 409 naming the clash
 * (autospa.bay_choice = 'strict' for the capacity trigger, migration 0017); without one, a move keeps its bay when
 * free there, else takes the first free one.
 */
export async function updateBooking(ctx: BookingContext, caller: Caller, id: string, patch: Patch): Promise<BookingView> {
  const b = await findBooking(ctx.db, id);
  if (Object.keys(patch).length === 0) throw httpErrors.badRequest(messages.catalog.nothingToUpdate);
  const settings = await loadSettings(ctx.db);
  const [current] = await ctx.db.select().from(services).where(eq(services.id, b.serviceId));
  const newService =
    patch.serviceName !== undefined && patch.serviceName.toLowerCase() !== current!.serviceName.toLowerCase()
      ? await bookableService(ctx.db, patch.serviceName)
      : undefined;
  const status = (patch.status ?? b.status) as BookingStatus;
  const statusChanged = status !== b.status;
  const carChanged = patch.carNo !== undefined && patch.carNo.join(',') !== b.carNo.join(',');
  const employeeChanged = patch.employeeId !== undefined && patch.employeeId !== b.employeeId;
  const customerChanged = patch.userId !== undefined && patch.userId !== b.userId;
  const bayChanged = patch.bayId !== undefined && patch.bayId !== b.bayId;
  const startMinute = b.scheduled ? localParts(b.startsAt, settings.timeZone).minutes : undefined;
  const date = patch.date ?? b.bookingDate;
  const minute = patch.time !== undefined ? parseClockTime(patch.time)! : startMinute;
  const moved = date !== b.bookingDate || minute !== startMinute;
  if (!statusChanged && !newService && !carChanged && !employeeChanged && !customerChanged && !moved && !bayChanged)
    return (await loadBooking(ctx.db, settings.timeZone, id))!;

  if (isFinal(b.status)) throw httpErrors.conflict(messages.bookings.finished(b.status));
  if (statusChanged) assertTransition(b.status, status);
  if (statusChanged && status === 'No-show') assertNoShowTime(b);
  if (employeeChanged && patch.employeeId && !(await activeAccount(ctx.db, patch.employeeId, 'Employee'))) {
    throw httpErrors.badRequest(messages.bookings.employeeUnknown);
  }
  // A public request is a guest's: only the Admin, by hand, says whose account it belongs to.
  if (customerChanged && b.source !== 'public') throw httpErrors.conflict(messages.bookings.linkPublicOnly);
  if (customerChanged && !(await activeAccount(ctx.db, patch.userId!, 'User')))
    throw httpErrors.badRequest(messages.bookings.customerUnknown);
  if (status === 'In progress' || status === 'Completed') assertDayReached(b.bookingDate, settings.timeZone);
  if (statusChanged && status === 'Completed') await assertVisitProof(ctx.db, id);
  const scheduled = minute !== undefined;
  if (status === 'Confirmed' && !scheduled) throw httpErrors.conflict(messages.bookings.needsTime);

  // A scheduled booking is placed again when it moves or its length changes; a request only when its day moves.
  const duration = newService?.durationMinutes ?? b.durationMinutes;
  let place: Placement = { date: b.bookingDate, startsAt: b.startsAt, endsAt: b.endsAt };
  const replaced = scheduled ? moved || newService !== undefined : moved;
  if (replaced && scheduled) place = placeBooking(settings, date, minute, duration, { keepsStart: !moved });
  if (replaced && !scheduled) place = placeRequest(settings, date, TIME_SLOTS.find((s) => s.label === b.timeSlot) ?? TIME_SLOTS[0]);

  // A booking that comes to hold a bay, or moves while holding one, passes the database's capacity check.
  const write = (db: Executor) =>
    db
      .update(bookings)
      .set({
        bookingDate: place.date,
        startsAt: place.startsAt,
        endsAt: place.endsAt,
        scheduled,
        status,
        // "I'm coming" answered the old time.
        ...(place.startsAt.getTime() !== b.startsAt.getTime() && { customerConfirmedAt: null }),
        ...(newService && {
          serviceId: newService.id,
          ...servicePriceFor(newService, settings),
          durationMinutes: duration,
          // The new service's own line: the earlier itemised quote no longer applies.
          items: [],
        }),
        ...(carChanged && { carNo: patch.carNo }),
        ...(employeeChanged && { employeeId: patch.employeeId }),
        ...(bayChanged && { bayId: patch.bayId }),
        ...(customerChanged && { userId: patch.userId }),
        ...(statusChanged && status === 'Cancelled' && { cancelledBy: caller.id, cancelledAt: new Date() }),
        updatedAt: new Date(),
      })
      .where(and(eq(bookings.id, id), eq(bookings.status, b.status)))
      .returning({ id: bookings.id });
  const rows =
    patch.bayId === undefined
      ? await write(ctx.db)
      : await ctx.db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('autospa.bay_choice', 'strict', true)`);
          return write(tx);
        });
  changedMeanwhile(rows);
  if (statusChanged && status === 'Completed') await markVisitDone(ctx.db, id);
  if (statusChanged && status === 'Completed') await invoiceAfterCommit(ctx, { kind: 'booking', id });
  if (statusChanged && status === 'Cancelled') await refundCancelledBooking(ctx.db, id, caller);
  // A new time, a time given to a request, or an end (cancelled, completed, no-show): the reminders follow.
  if (statusChanged || replaced || scheduled !== b.scheduled) await replanReminders(ctx.db, id);

  const view = (await loadBooking(ctx.db, settings.timeZone, id))!;
  const mail: BookingMail | undefined =
    (statusChanged ? MAIL_FOR_STATUS[view.status] : undefined) ??
    (moved ? 'rescheduled' : newService || carChanged || customerChanged ? 'updated' : undefined);
  if (mail) await mailCustomer(ctx, mail, view);
  return view;
}
