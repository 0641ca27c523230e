import { and, gt, lt, ne, sql } from 'drizzle-orm';
import { messages } from '@autospa/contract';
import { bookings } from '@autospa/db';
import type { Executor } from '../../lib/db-executor.js';
import { conflict } from '../../lib/errors.js';

export interface Interval {
  start: Date;
  end: Date;
}

// Advisory-lock namespace for "bookings of one business day"; the second key is the day number.
const DAY_LOCK = 4_001;

/**
 * Serialises every change that can add load to a business day: the caller holds this lock (until its
 * transaction ends) while it counts overlaps and writes, so two requests can never both take the last bay.
 * A booking lies within one day's opening hours, so bookings that can overlap share the same lock.
 */
export async function lockDay(tx: Executor, date: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DAY_LOCK}, (${date}::date - date '2000-01-01'))`);
}

// Every booking lies within one day's opening hours, so one that overlaps [from, to) started less than this
// before `from`. The bound lets the index scan start near `from` instead of at the first booking ever made:
// without it each capacity check read every earlier booking (issue 7: create-booking slowed as bookings grew).
const LONGEST_BOOKING_MS = 48 * 60 * 60 * 1000;

/** The bookings that hold a bay at some moment of [from, to). */
export async function holdingIntervals(tx: Executor, from: Date, to: Date, excludeId?: string): Promise<Interval[]> {
  const rows = await tx
    .select({ start: bookings.startsAt, end: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        sql`${bookings.scheduled}`,
        ne(bookings.status, 'Cancelled'),
        lt(bookings.startsAt, to),
        gt(bookings.startsAt, new Date(from.getTime() - LONGEST_BOOKING_MS)),
        gt(bookings.endsAt, from),
        excludeId ? ne(bookings.id, excludeId) : undefined,
      ),
    );
  return rows;
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

/** Inside a transaction that holds the day's lock: refuses with 409 when no bay is free for the whole stay. */
export async function assertBayFree(tx: Executor, bays: number, slot: Interval, excludeId?: string): Promise<void> {
  const taken = await holdingIntervals(tx, slot.start, slot.end, excludeId);
  if (peakLoad(taken, slot.start, slot.end) >= bays) throw conflict(messages.bookings.slotFull);
}
