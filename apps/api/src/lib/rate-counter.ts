import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@autospa/db';

export interface ReserveRule {
  /** Attempts allowed per window on the key. */
  max: number;
  /** After this many attempts each further one waits 1 s, 2 s, 4 s … after the last (unset: no delay). */
  freeBeforeDelay?: number;
}

export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

// The longest growing delay, 2^20 s, is far past any window: the window's end caps the wait anyway.
const MAX_DOUBLINGS = 20;

// Fixed-window counters in PostgreSQL, so every instance sees the same count.
export function rateCounter(db: Database, windowMs: number) {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;

  return {
    // One INSERT … ON CONFLICT DO UPDATE takes the row lock, decides and counts: N parallel callers can never
    // all read "under the limit" (the race of issue 14). A refused caller changes nothing, so refusals
    // never lengthen the wait nor use up another key's budget.
    async reserve(key: string, rule: ReserveRule): Promise<Reservation> {
      const free = rule.freeBeforeDelay ?? null;
      const delayAfter = (count: SQL) =>
        sql`case when ${free}::int is not null and ${count} >= ${free}::int
            then now() + make_interval(secs => power(2, least(${count} - ${free}::int, ${MAX_DOUBLINGS}))) end`;
      const fresh = sql`r.reset_at <= now()`;
      const taken = await db.execute<{ count: number }>(sql`
        insert into rate_limits as r (key, count, reset_at, blocked_until)
        values (${key}, 1, now() + ${window}, ${delayAfter(sql`1`)})
        on conflict (key) do update set
          count = case when ${fresh} then 1 else r.count + 1 end,
          reset_at = case when ${fresh} then now() + ${window} else r.reset_at end,
          blocked_until = case when ${fresh} then ${delayAfter(sql`1`)} else ${delayAfter(sql`(r.count + 1)`)} end
        where ${fresh} or ((r.blocked_until is null or r.blocked_until <= now()) and r.count < ${rule.max})
        returning count`);
      if (taken.rows.length > 0) return { allowed: true };
      const [row] = (
        await db.execute<{ wait: number }>(sql`
          select extract(epoch from greatest(
            case when count >= ${rule.max} or blocked_until is null then reset_at else least(blocked_until, reset_at) end - now(),
            interval '0')) as wait
          from rate_limits where key = ${key}`)
      ).rows;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(row?.wait ?? 1))) };
    },
    /** Gives back one reserved attempt (one that turned out not to be a failure). */
    async release(key: string): Promise<void> {
      await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key} and reset_at > now()`);
    },
    async reset(key: string): Promise<void> {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
  };
}
