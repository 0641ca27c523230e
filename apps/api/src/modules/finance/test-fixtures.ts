import type { Database, NewBooking } from '@autospa/db';
import { buildBooking } from '@autospa/db/testing';
import { zonedInstant } from '../../lib/zoned-time.js';

export const ZONE = 'Asia/Kolkata';

/** A booking at a wall-clock time in Kolkata, its booking_date the local day (as the bookings module stores it). */
export function bookingAt(db: Database, date: string, hhmm: string, overrides: Partial<NewBooking> = {}) {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return buildBooking(db, { status: 'Completed', ...overrides, bookingDate: date, startsAt: zonedInstant(date, h * 60 + m, ZONE) });
}
