import type { Database } from '@autospa/db';
import { buildService, buildSubCategory } from '@autospa/db/testing';
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
