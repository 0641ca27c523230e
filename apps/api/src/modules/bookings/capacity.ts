import { sql } from 'drizzle-orm';
import { messages } from '@autospa/contract';
import type { Executor } from '../../lib/db-executor.js';
import { conflict } from '../../lib/errors.js';
import { DEFAULT_SETTINGS } from '../settings/service.js';

export interface Interval {
  start: Date;
  end: Date;
}

// Instants travel as epoch milliseconds: the driver hands timestamps back as text.
const epochMs = (column: string) => sql.raw(`extract(epoch from ${column})::double precision * 1000`);

/** The bookings that hold a bay at some moment of [from, to) (SQL function holding_bays, migration 0005). */
export async function holdingIntervals(tx: Executor, from: Date, to: Date): Promise<Interval[]> {
  const { rows } = await tx.execute<{ starts_ms: number; ends_ms: number }>(
    sql`select ${epochMs('starts_at')} as starts_ms, ${epochMs('ends_at')} as ends_ms
        from holding_bays(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, null)`,
  );
  return rows.map((r) => ({ start: new Date(r.starts_ms), end: new Date(r.ends_ms) }));
}

/** The most bays in use at any moment of [start, end): the peak is always at the start or at some booking's start. */
export function peakLoad(intervals: Interval[], start: Date, end: Date): number {
  const s = start.getTime();
  const e = end.getTime();
  const inside = intervals.filter((i) => i.start.getTime() < e && i.end.getTime() > s);
  const points = [s, ...inside.map((i) => i.start.getTime()).filter((t) => t > s)];
  let peak = 0;
  for (const p of points) {
    const load = inside.filter((i) => i.start.getTime() <= p && i.end.getTime() > p).length;
    if (load > peak) peak = load;
  }
  return peak;
}

type LockedDay = { bays: number | null; starts_ms: number | null; ends_ms: number | null };

/**
 * Inside a transaction: takes the day's capacity lock (held until the transaction ends, so two requests can
 * never both take the last bay; docs/decisions/004) and refuses with 409 when no bay is free for the whole
 * stay. Lock, bay count and the bookings holding a bay come back in one round trip (lock_booking_day).
 */
export async function lockDayAndAssertBayFree(tx: Executor, slot: Interval & { date: string }, excludeId?: string): Promise<void> {
  const { rows } = await tx.execute<LockedDay>(
    sql`select bays, starts_ms, ends_ms from lock_booking_day(${slot.date}::date, ${slot.start.toISOString()}::timestamptz, ${slot.end.toISOString()}::timestamptz, ${excludeId ?? null}::uuid)`,
  );
  const taken = rows.flatMap((r) => (r.starts_ms === null || r.ends_ms === null ? [] : [{ start: new Date(r.starts_ms), end: new Date(r.ends_ms) }]));
  const bays = rows[0]?.bays ?? DEFAULT_SETTINGS.bays;
  if (peakLoad(taken, slot.start, slot.end) >= bays) throw conflict(messages.bookings.slotFull);
}
