import { asc, desc, inArray, type SQL } from 'drizzle-orm';
import { BOOKING_STATUSES, NEXT_STATUSES, type BookingView } from '@autospa/contract';
import { bookings, type Database } from '@autospa/db';
import { loadBooking } from '../bookings/queries.js';

/** Statuses a booking can still leave (Pending, Confirmed, In progress): not Completed, Cancelled or No-show. */
export const OPEN_STATUSES = BOOKING_STATUSES.filter((s) => NEXT_STATUSES[s].length > 0);
export const isOpen = inArray(bookings.status, OPEN_STATUSES);

/** The first booking that `where` picks by start time (`soonest` or latest first), in the lists' shape; null when none. */
export async function oneBooking(
  db: Database,
  timeZone: string,
  where: SQL | undefined,
  order: 'soonest' | 'latest',
): Promise<BookingView | null> {
  const sorted = order === 'soonest' ? [asc(bookings.startsAt), asc(bookings.id)] : [desc(bookings.startsAt), desc(bookings.id)];
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(where)
    .orderBy(...sorted)
    .limit(1);
  return row ? ((await loadBooking(db, timeZone, row.id)) ?? null) : null;
}
