import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { planLedger, plans, subscriptions, type Database } from '@autospa/db';
import { defineJob, type JobQueue } from '../../jobs/queue.js';
import { todayIn } from '../../lib/zoned-time.js';
import { loadSettings } from '../settings/service.js';
import { balanceSql } from './ledger.js';
import { visitValuePaise } from './rules.js';

export const planExpiryJob = defineJob<Record<string, never>>('plan-expiry', { retryLimit: 3, retryDelaySeconds: 300 });

/** At 00:15 in the business's time zone: the day before has ended for every subscription that ended on it. */
export const PLAN_EXPIRY_CRON = '15 0 * * *';

/**
 * Marks the active subscriptions whose period ended before `today` as expired and writes one 'expired' row taking
 * away a positive balance (valued like a refund: credits × one visit's value). The rows are locked and changed in
 * one transaction, so a second run (or a second instance at once) finds nothing left to do.
 */
export async function expireSubscriptions(db: Database, today: string): Promise<{ expired: number; creditsExpired: number }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ sub: subscriptions, plan: plans, balance: balanceSql(subscriptions.id) })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(and(eq(subscriptions.status, 'active'), lt(subscriptions.endDate, today)))
      .for('update', { of: subscriptions, skipLocked: true });
    if (due.length === 0) return { expired: 0, creditsExpired: 0 };
    const left = due.filter((d) => d.balance > 0);
    if (left.length)
      await tx.insert(planLedger).values(
        left.map(({ sub, plan, balance }) => ({
          subscriptionId: sub.id,
          kind: 'expired',
          credits: -balance,
          valuePaise: -balance * visitValuePaise({ ...plan, pricePaise: sub.pricePaise }),
          reason: 'Plan period ended',
        })),
      );
    await tx
      .update(subscriptions)
      .set({ status: 'expired', updatedAt: new Date() })
      .where(
        inArray(
          subscriptions.id,
          due.map((d) => d.sub.id),
        ),
      );
    return { expired: due.length, creditsExpired: left.reduce((n, d) => n + d.balance, 0) };
  });
}

/** The handler; the schedule is set at start, in the business's time zone (app.ts). */
export function registerPlanExpiry(jobs: JobQueue, db: Database, log: FastifyBaseLogger): void {
  jobs.work(planExpiryJob, async () => {
    const today = todayIn((await loadSettings(db)).timeZone);
    log.info({ ...(await expireSubscriptions(db, today)), today }, 'plan expiry');
  });
}
