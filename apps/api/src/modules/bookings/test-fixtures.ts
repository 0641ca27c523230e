import type { Database } from '@autospa/db';
import { buildService, buildSubCategory, setBusinessSettings } from '@autospa/db/testing';
import { addDays, todayIn } from '../../lib/zoned-time.js';

// Shared by the booking test files: a bookable catalog and dates that are always in the future.
export const ZONE = 'Asia/Kolkata';
export const dayAhead = (days: number) => addDays(todayIn(ZONE), days);

export async function bookableCatalog(db: Database, service: Parameters<typeof buildService>[1] = {}) {
  const sub = await buildSubCategory(db);
  const svc = await buildService(db, service);
  return {
    category: sub.category,
    sub,
    service: svc,
    /** A create-booking body for this catalog; 10:00 AM is open on every weekday. */
    body: (o: Record<string, unknown> = {}) => ({
      name: sub.category.name,
      subName: sub.subName,
      serviceName: svc.serviceName,
      date: dayAhead(3),
      time: '10:00 AM',
      carNo: 'dl 01 ab 1234',
      ...o,
    }),
  };
}

/**
 * For files that give one customer many bookings while testing something else: the business allows each
 * customer up to 50 upcoming bookings (a setting an Admin may choose), so the limit's own tests stay the only
 * ones that meet it.
 */
export const allowManyUpcoming = (db: Database) => setBusinessSettings(db, { bookingsPerCustomer: 50 });
