import { sql } from 'drizzle-orm';
import type { Database } from '@autospa/db';

export interface Interval {
  start: Date;
  end: Date;
  /** The named bay held (issue 17); null for a mobile team. */
  bayId: string | null;
}

// Capacity is the database's rule: the trigger bookings_capacity (migrations 0005, 0014) refuses a booking that
// would need more bays (or, at the door, mobile teams) than there are, under a per-day lock, and
// lib/db-errors.ts answers that with a 409 (docs/decisions/004-booking-capacity-lock.md). What follows only
// reads, for the free times a customer picks from.

/**
 * What holds a bay (atDoor false) or a mobile team (atDoor true) at some moment of [from, to): each booking
 * from its start to its end plus its buffer, as holding_bays / holding_door_teams read them. One index scan
 * for a whole day, however many start times are then checked against it.
 */
export async function blockedIntervals(db: Database, from: Date, to: Date, atDoor: boolean): Promise<Interval[]> {
  const { rows } = await db.execute<{ s: string; e: string; b: string | null }>(
    sql`select h.starts_at as s, h.ends_at as e, ${atDoor ? sql`null::uuid` : sql`h.bay_id`} as b
        from ${atDoor ? sql`holding_door_teams` : sql`holding_bays`}(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, null) h`,
  );
  return rows.map((r) => ({ start: new Date(r.s), end: new Date(r.e), bayId: r.b }));
}

/** The active bays that can do a service, in position order (the order the capacity trigger picks them in). */
export async function baysFor(db: Database, serviceId: string): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(
    sql`select id from bays where active and (cardinality(service_ids) = 0 or ${serviceId}::uuid = any(service_ids)) order by position, id`,
  );
  return rows.map((r) => r.id);
}

/** How many of `bayIds` hold nothing at any moment of [start, end). */
export function freeBayCount(held: Interval[], bayIds: string[], start: Date, end: Date): number {
  const s = start.getTime();
  const e = end.getTime();
  const busy = new Set(held.filter((h) => h.start.getTime() < e && h.end.getTime() > s).map((h) => h.bayId));
  return bayIds.filter((id) => !busy.has(id)).length;
}

/** The most intervals overlapping one moment of [start, end): the peak is at start or at some interval's start. */
export function peakInUse(held: Interval[], start: Date, end: Date): number {
  const s = start.getTime();
  const e = end.getTime();
  const overlapping = held.filter((h) => h.start.getTime() < e && h.end.getTime() > s);
  let peak = 0;
  for (const at of [s, ...overlapping.map((h) => h.start.getTime()).filter((t) => t > s)]) {
    const n = overlapping.filter((h) => h.start.getTime() <= at && h.end.getTime() > at).length;
    if (n > peak) peak = n;
  }
  return peak;
}
