import { and, eq, gt, gte, inArray, lte } from 'drizzle-orm';
import { bookings, planVisits } from '@autospa/db';
import type { Executor } from '../../lib/db-executor.js';

/**
 * Cancels a subscription's scheduled visits on the days given, with their bookings still to come. The bookings'
 * trigger (migration 0022) gives back the credit a booking redeemed and cancels its visit; visits without a
 * booking are cancelled here. Returns the bookings cancelled, whose reminders the caller drops after commit.
 */
export async function cancelVisits(
  tx: Executor,
  subscriptionId: string,
  days: { from: string; to: string } | { after: string },
  by: string,
): Promise<string[]> {
  const inDays =
    'after' in days ? gt(planVisits.visitDate, days.after) : and(gte(planVisits.visitDate, days.from), lte(planVisits.visitDate, days.to));
  const visits = await tx
    .select({ id: planVisits.id, bookingId: planVisits.bookingId })
    .from(planVisits)
    .where(and(eq(planVisits.subscriptionId, subscriptionId), eq(planVisits.status, 'scheduled'), inDays));
  if (visits.length === 0) return [];
  const bookingIds = visits.flatMap((v) => (v.bookingId ? [v.bookingId] : []));
  const now = new Date();
  const cancelled = bookingIds.length
    ? await tx
        .update(bookings)
        .set({ status: 'Cancelled', cancelledBy: by, cancelledAt: now, updatedAt: now })
        .where(and(inArray(bookings.id, bookingIds), inArray(bookings.status, ['Pending', 'Confirmed'])))
        .returning({ id: bookings.id })
    : [];
  await tx
    .update(planVisits)
    .set({ status: 'cancelled' })
    .where(
      and(
        inArray(
          planVisits.id,
          visits.map((v) => v.id),
        ),
        eq(planVisits.status, 'scheduled'),
      ),
    );
  return cancelled.map((b) => b.id);
}
