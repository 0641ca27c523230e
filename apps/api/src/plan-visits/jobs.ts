import { sql, type SQL } from 'drizzle-orm';
import { PLAN_VISITS_HOUR } from '@autospa/contract';
import { defineJob, JOB_SCHEMA, queueDefaults, queueRetention } from '../jobs/queue.js';

// Issue 20's jobs on the project's job queue (pg-boss): the day's daily-plan visits at PLAN_VISITS_HOUR, the day's
// missed visits just after it ends, and one message per visit that could not be placed or was missed.

/** `date`: the business day (YYYY-MM-DD); the job's own day when left out (today, or yesterday for missed visits). */
export type DayJobData = { date?: string };
export type VisitMessageKind = 'unplaced' | 'missed';
export type VisitMessageData = { visitId: string; kind: VisitMessageKind };

export const planVisitsJob = defineJob<DayJobData>('plan-visits-daily', { retryLimit: 5, retryDelaySeconds: 60, expireSeconds: 900 });
export const missedVisitsJob = defineJob<DayJobData>('plan-visits-missed', { retryLimit: 5, retryDelaySeconds: 60, expireSeconds: 900 });
export const visitMessageJob = defineJob<VisitMessageData>('plan-visit-message', { changesData: false });

const [hour, minute] = PLAN_VISITS_HOUR.split(':').map(Number) as [number, number];
/** At PLAN_VISITS_HOUR in the business's time zone. */
export const PLAN_VISITS_CRON = `${minute} ${hour} * * *`;
/** Five minutes after midnight, business time: the day before has ended. */
export const MISSED_VISITS_CRON = '5 0 * * *';

/** Queues one message job per visit id (`ids`: an SQL uuid[]), due at `startAfter`, in the statement it is part of. */
export function visitMessagesSql(ids: SQL, kind: VisitMessageKind, startAfter: Date): SQL {
  return sql`insert into ${sql.identifier(JOB_SCHEMA)}.job
      (name, data, priority, retry_limit, retry_delay, retry_backoff, expire_in, keep_until, dead_letter, policy, start_after)
    select q.name, jsonb_build_object('visitId', v.id, 'kind', ${kind}::text), 0, ${queueDefaults},
      ${startAfter.toISOString()}::timestamptz + ${queueRetention}, q.dead_letter, q.policy, ${startAfter.toISOString()}::timestamptz
    from ${sql.identifier(JOB_SCHEMA)}.queue q, unnest(${ids}) v(id) where q.name = ${visitMessageJob.name}`;
}
