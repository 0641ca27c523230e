import { sql } from 'drizzle-orm';
import type { DayTakings } from '@autospa/contract';
import type { Database } from '@autospa/db';
import { paymentsByMethod } from './by-method.js';

/**
 * One business day's money, for the Admin's day: what its bookings should bring in (their prices, leaving out
 * the Cancelled and No-show ones) against the live payments taken on the day's bookings, by method.
 */
export async function dayTakings(db: Database, date: string): Promise<DayTakings> {
  const [expected, byMethod] = await Promise.all([
    db.execute<{ paise: string }>(sql`
      select coalesce(sum(b.price_paise), 0) as paise from bookings b
      where b.booking_date = ${date} and b.status not in ('Cancelled', 'No-show')`),
    paymentsByMethod(db, sql`b.booking_date = ${date}`),
  ]);
  return {
    date,
    expectedPaise: Number(expected.rows[0]?.paise ?? 0),
    collectedPaise: byMethod.reduce((sum, m) => sum + m.amountPaise, 0),
    byMethod,
  };
}
