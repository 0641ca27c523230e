import { sql } from 'drizzle-orm';
import type { Database } from '@autospa/db';

export interface Interval {
  start: Date;
  end: Date;
}

// Bay capacity is the database's rule: the trigger bookings_capacity (migration 0005) refuses a booking that
// would need more bays than there are, under a per-day lock, and lib/db-errors.ts answers that with a 409
// (docs/decisions/004-booking-capacity-lock.md). What follows only reads, for the free times a customer picks from.

/** The bays in use at the busiest moment of each interval (SQL function bays_in_use), in the same order. */
export async function baysInUse(db: Database, intervals: Interval[]): Promise<number[]> {
  if (intervals.length === 0) return [];
  const starts = intervals.map((i) => i.start.toISOString());
  const ends = intervals.map((i) => i.end.toISOString());
  const { rows } = await db.execute<{ used: number }>(
    sql`select bays_in_use(t.s, t.e, null) as used
        from unnest(${sql.param(starts)}::timestamptz[], ${sql.param(ends)}::timestamptz[]) with ordinality as t(s, e, n)
        order by t.n`,
  );
  return rows.map((r) => Number(r.used));
}
