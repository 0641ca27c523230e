import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@autospa/db';
import { SESSION_IDLE_DAYS, SESSION_MAX_AGE_DAYS } from '../plugins/auth.js';
import { defineJob, type JobQueue } from './queue.js';

export const cleanupJob = defineJob<Record<string, never>>('nightly-cleanup', { retryLimit: 2, retryDelaySeconds: 600 });

/** At 03:30 in the business's time zone, when the wash is closed. */
export const CLEANUP_CRON = '30 3 * * *';

/**
 * Rows that no rule reads any more: rate-limit windows that have ended (a new attempt starts a fresh window
 * anyway), sessions past their idle or absolute limit, and password codes and "This wasn't me" links that
 * expired more than a day ago.
 */
export async function removeExpiredRows(db: Database) {
  const { rows } = await db.execute<{ rateLimits: number; sessions: number; passwordResets: number; profileChanges: number }>(sql`
    with rate_limits as (
      delete from rate_limits where reset_at <= now() and (blocked_until is null or blocked_until <= now()) returning 1
    ), sessions as (
      delete from sessions
      where last_used_at <= now() - make_interval(days => ${SESSION_IDLE_DAYS})
         or created_at <= now() - make_interval(days => ${SESSION_MAX_AGE_DAYS})
      returning 1
    ), password_resets as (
      delete from password_resets where expires_at <= now() - interval '1 day' returning 1
    ), profile_changes as (
      delete from profile_changes where expires_at <= now() - interval '1 day' returning 1
    )
    select (select count(*) from rate_limits)::int as "rateLimits", (select count(*) from sessions)::int as "sessions",
      (select count(*) from password_resets)::int as "passwordResets", (select count(*) from profile_changes)::int as "profileChanges"`);
  return rows[0]!;
}

/** The handler; the schedule is set at start, in the business's time zone (app.ts). */
export function registerCleanup(jobs: JobQueue, db: Database, log: FastifyBaseLogger): void {
  jobs.work(cleanupJob, async () => {
    log.info({ removed: await removeExpiredRows(db) }, 'nightly clean-up');
  });
}
