import { eq } from 'drizzle-orm';
import { messages, NEXT_STATUSES, schedulingMessages, type BookingStatus } from '@autospa/contract';
import { bookings, type Booking, type Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import { todayIn } from '../../lib/zoned-time.js';
import type { Caller } from './context.js';
import type { BookingMail } from './mails.js';

/** SPEC.md FAQ: a customer may reschedule or cancel up to 24 hours before the start. */
export const CUSTOMER_CHANGE_CUTOFF_MS = 24 * 60 * 60 * 1000;

export const MAIL_FOR_STATUS: Partial<Record<BookingStatus, BookingMail>> = {
  Confirmed: 'confirmed',
  Cancelled: 'cancelled',
  Completed: 'completed',
};

export async function findBooking(db: Database, id: string): Promise<Booking> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  if (!row) throw httpErrors.notFound(messages.bookings.notFound);
  return row;
}

export function assertTransition(from: string, to: BookingStatus): void {
  if (from === to) throw httpErrors.conflict(messages.bookings.alreadyInStatus(to));
  if (!NEXT_STATUSES[from as BookingStatus]?.includes(to)) throw httpErrors.conflict(messages.bookings.invalidTransition(from, to));
}

/** A guest holding a booking's manage link (no account): it reaches that one booking only. */
export interface GuestCaller {
  id: null;
  typeOfUser: 'Guest';
  bookingId: string;
}

/** Whoever asks for a change: a signed-in account or a guest by its manage link. */
export type Changer = Caller | GuestCaller;

/** A User reaches only its own bookings; a guest only the booking of its link. */
export function assertOwner(caller: Changer, booking: Booking): void {
  if (caller.typeOfUser === 'User' && booking.userId !== caller.id) throw httpErrors.forbidden(messages.bookings.notYours);
  if (caller.typeOfUser === 'Guest' && booking.id !== caller.bookingId) throw httpErrors.forbidden(messages.bookings.notYours);
}

/**
 * Customers (and guests) change or cancel up to 24 hours before the start, or within `graceMinutes` of making
 * the booking whatever its start (the FAQ's grace period; setting changeGraceMinutes).
 */
export function assertCustomerMayChange(caller: Changer, booking: Booking, graceMinutes: number, now = new Date()): void {
  if (caller.typeOfUser !== 'User' && caller.typeOfUser !== 'Guest') return;
  if (booking.startsAt.getTime() - now.getTime() >= CUSTOMER_CHANGE_CUTOFF_MS) return;
  if (now.getTime() - booking.createdAt.getTime() < graceMinutes * 60_000) return;
  throw httpErrors.conflict(messages.bookings.tooLate);
}

/** Work on a booking starts on its day (business time zone), never before: no starting or completing it early. */
export function assertDayReached(bookingDate: string, timeZone: string, now = new Date()): void {
  if (bookingDate > todayIn(timeZone, now)) throw httpErrors.conflict(messages.bookings.notStartedYet);
}

export const isFinal = (status: string) => status === 'Completed' || status === 'Cancelled' || status === 'No-show';

/** No-show (issue 17): only once the booking's start time has passed. */
export function assertNoShowTime(booking: Booking, now = new Date()): void {
  if (!booking.scheduled || booking.startsAt.getTime() > now.getTime()) throw httpErrors.conflict(schedulingMessages.noShowTooEarly);
}

/** The update matched no row: someone changed the status between our read and our write. */
export function changedMeanwhile(rows: unknown[]): void {
  if (rows.length === 0) throw httpErrors.conflict(messages.bookings.changedMeanwhile);
}
