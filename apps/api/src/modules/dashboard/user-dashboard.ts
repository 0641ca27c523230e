import { and, count, eq, gt, isNull, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { userDashboard } from '@autospa/contract';
import { bookings, vehicles, type Database } from '@autospa/db';
import { isOpen, oneBooking } from './one-booking.js';

/** A customer's home: its next wash (still to come, not finished), its last completed one (Book again), its cars. */
export async function userDashboardOf(
  db: Database,
  userId: string,
  timeZone: string,
  now = new Date(),
): Promise<z.infer<typeof userDashboard>> {
  const mine = eq(bookings.userId, userId);
  const [nextBooking, lastBooking, [cars]] = await Promise.all([
    oneBooking(db, timeZone, and(mine, isOpen, gt(bookings.endsAt, now)), 'soonest'),
    oneBooking(db, timeZone, and(mine, eq(bookings.status, 'Completed'), lte(bookings.startsAt, now)), 'latest'),
    db
      .select({ n: count() })
      .from(vehicles)
      .where(and(eq(vehicles.userId, userId), isNull(vehicles.retiredAt))),
  ]);
  return { role: 'User', nextBooking, lastBooking, vehicles: cars?.n ?? 0 };
}
