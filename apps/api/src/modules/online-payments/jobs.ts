import { sql, type SQL } from 'drizzle-orm';
import { JOB_SCHEMA, defineJob, queueDefaults, queueRetention, type JobType } from '../../jobs/queue.js';

/** At a booking's pay_by: cancels it unless something was captured (hold.ts). One per booking (pay_by is set once). */
export const holdReleaseJob = defineJob<{ bookingId: string }>('payment-hold-release', { retryLimit: 5, retryDelaySeconds: 30 });

/**
 * Refunds what is left of an online payment through the gateway: a paid booking cancelled, or a capture after its
 * hold ran out. On the queue so an outage of the gateway is retried (for about a day), never inside a request.
 */
export const gatewayRefundJob = defineJob<{ paymentId: string; reason: string }>('gateway-refund', {
  retryLimit: 12,
  retryDelaySeconds: 60,
  backoff: true,
});

/** A job that starts at `startAfter`, for a statement with the change it follows (jobInsertSql, with a time). */
export function delayedJobSql<T>(type: JobType<T>, data: T, startAfter: SQL, singletonKey: string, when: SQL = sql`true`): SQL {
  return sql`insert into ${sql.identifier(JOB_SCHEMA)}.job
      (name, data, retry_limit, retry_delay, retry_backoff, expire_in, start_after, keep_until, dead_letter, policy, singleton_key)
    select q.name, ${JSON.stringify(data)}::jsonb, ${queueDefaults}, ${startAfter}, ${startAfter} + ${queueRetention},
      q.dead_letter, q.policy, ${singletonKey}
    from ${sql.identifier(JOB_SCHEMA)}.queue q where q.name = ${type.name} and (${when})`;
}
