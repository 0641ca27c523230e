import { and, count, eq, gte, lt } from 'drizzle-orm';
import { bookings, notifications, type Database } from '@autospa/db';
import { isOpen } from './one-booking.js';

const DAY_MS = 24 * 60 * 60_000;

/** Failed messages about open bookings that start in the next 24 hours: the customer may not know, so the owner should call. */
export async function messageFailuresNext24h(db: Database, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .innerJoin(bookings, eq(bookings.id, notifications.bookingId))
    .where(
      and(eq(notifications.status, 'failed'), isOpen, gte(bookings.startsAt, now), lt(bookings.startsAt, new Date(now.getTime() + DAY_MS))),
    );
  return row?.n ?? 0;
}
