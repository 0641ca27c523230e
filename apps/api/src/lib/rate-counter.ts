import { sql } from 'drizzle-orm';
import type { Database } from '@autospa/db';

// Fixed-window counters in PostgreSQL, so every instance sees the same count.
export function rateCounter(db: Database, windowMs: number) {
  return {
    async count(key: string): Promise<number> {
      const result = await db.execute<{ count: number }>(
        sql`select count from rate_limits where key = ${key} and reset_at > now()`,
      );
      return result.rows[0]?.count ?? 0;
    },
    async hit(key: string): Promise<void> {
      await db.execute(sql`
        insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at > now() then rate_limits.count + 1 else 1 end,
          reset_at = case when rate_limits.reset_at > now() then rate_limits.reset_at
                          else now() + make_interval(secs => ${windowMs / 1000}) end`);
    },
    async reset(key: string): Promise<void> {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
  };
}
