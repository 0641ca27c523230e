import { and, eq, inArray, isNull } from 'drizzle-orm';
import { bookings, onlineOrders, payments, type Database } from '@autospa/db';
import { replanReminders } from '../../reminders/schedule.js';

/**
 * The release job's work: a booking still unpaid at its pay_by is cancelled (by nobody: the hold ran out), its
 * slot frees and its open orders expire. Paid meanwhile (pay_by cleared), already finished, or not due: nothing.
 */
export async function releaseHold(db: Database, bookingId: string, now = new Date()): Promise<boolean> {
  const released = await db.transaction(async (tx) => {
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!b?.payBy || b.payBy.getTime() > now.getTime()) return false;
    // Confirmed by the business meanwhile (pay at the wash), started or finished: it stays.
    if (b.status !== 'Pending') return false;
    const [paid] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), isNull(payments.voidedAt)))
      .limit(1);
    if (paid) return false;
    await tx
      .update(bookings)
      .set({ status: 'Cancelled', cancelledBy: null, cancelledAt: now, updatedAt: now })
      .where(eq(bookings.id, bookingId));
    await tx
      .update(onlineOrders)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(onlineOrders.bookingId, bookingId), inArray(onlineOrders.status, ['created', 'failed'])));
    return true;
  });
  if (released) await replanReminders(db, bookingId, now);
  return released;
}
