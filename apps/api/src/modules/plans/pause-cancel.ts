import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { planMessages, type pauseSubscriptionBody, type SubscriptionView } from '@autospa/contract';
import { subscriptionPauses, subscriptions, type Database, type Subscription } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import type { Executor } from '../../lib/db-executor.js';
import { addDays } from '../../lib/zoned-time.js';
import type { SignedInAccount } from '../../plugins/auth.js';
import { replanReminders } from '../../reminders/schedule.js';
import { addLedgerRow, balanceOf, lockSubscription } from './ledger.js';
import { loadPlan } from './plans-service.js';
import { daysBetween, pauseDays, visitValuePaise } from './rules.js';
import { assertMayReach, businessToday } from './subscriptions.js';
import { subscriptionView } from './views.js';
import { cancelVisits } from './visits-cancel.js';

type Caller = Pick<SignedInAccount, 'id' | 'typeOfUser'>;

// Pause and cancel: one tap each, by the owner or the Admin, doing exactly what the subscription's view showed
// before the tap (pauseDaysLeft, cancelTerms). The subscription row is locked for the whole change.

function assertLive(sub: Subscription, today: string): void {
  if (sub.status !== 'active' || sub.endDate < today) throw httpErrors.conflict(planMessages.notActive);
}

async function afterCommit(db: Database, bookingIds: string[]): Promise<void> {
  for (const id of bookingIds) await replanReminders(db, id);
}

/**
 * A pause from tomorrow at the earliest, inside the period, not overlapping another, within the plan's pause days
 * for the period. The period ends later by the days paused; visits planned on those days are cancelled.
 */
export async function pauseSubscription(
  db: Database,
  caller: Caller,
  id: string,
  { from, to }: z.output<typeof pauseSubscriptionBody>,
): Promise<SubscriptionView> {
  const today = await businessToday(db);
  const cancelled = await db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, id);
    assertMayReach(caller, sub);
    assertLive(sub, today);
    if (from < addDays(today, 1)) throw httpErrors.badRequest(planMessages.pauseFromTomorrow);
    if (from < sub.startDate || to > sub.endDate) throw httpErrors.badRequest(planMessages.pauseOutsidePeriod);
    const pauses = (await tx.select().from(subscriptionPauses).where(eq(subscriptionPauses.subscriptionId, id))).map((p) => ({
      from: p.fromDate,
      to: p.toDate,
    }));
    if (pauses.some((p) => p.from <= to && p.to >= from)) throw httpErrors.conflict(planMessages.pauseOverlaps);
    const { plan } = await loadPlan(tx, sub.planId);
    const days = daysBetween(from, to);
    if (pauseDays(pauses) + days > plan.maxPauseDays) throw httpErrors.conflict(planMessages.pauseTooLong(plan.maxPauseDays));
    await tx.insert(subscriptionPauses).values({ subscriptionId: id, fromDate: from, toDate: to, createdBy: caller.id });
    await tx
      .update(subscriptions)
      .set({ endDate: addDays(sub.endDate, days), updatedAt: new Date() })
      .where(eq(subscriptions.id, id));
    return cancelVisits(tx, id, { from, to }, caller.id);
  });
  await afterCommit(db, cancelled);
  return (await subscriptionView(db, today, id))!;
}

/** Refunds what is left: one 'refunded' row for a positive balance, worth its credits × one visit's value. */
async function refundBalance(tx: Executor, sub: Subscription, by: string): Promise<void> {
  const balance = await balanceOf(tx, sub.id);
  if (balance <= 0) return;
  const { plan } = await loadPlan(tx, sub.planId);
  await addLedgerRow(tx, {
    subscriptionId: sub.id,
    kind: 'refunded',
    credits: -balance,
    visitValuePaise: visitValuePaise({ ...plan, pricePaise: sub.pricePaise }),
    reason: 'Plan cancelled',
    createdBy: by,
  });
}

/**
 * Cancels at once: the visits after today are cancelled with their bookings (a booking's credit comes back first),
 * then the unused credits are refunded in the ledger. A visit today still happens (cancelTerms.lastVisitDate).
 */
export async function cancelSubscription(db: Database, caller: Caller, id: string): Promise<SubscriptionView> {
  const today = await businessToday(db);
  const cancelled = await db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, id);
    assertMayReach(caller, sub);
    assertLive(sub, today);
    const bookingIds = await cancelVisits(tx, id, { after: today }, caller.id);
    await refundBalance(tx, sub, caller.id);
    await tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelledAt: new Date(), cancelledBy: caller.id, updatedAt: new Date() })
      .where(eq(subscriptions.id, id));
    return bookingIds;
  });
  await afterCommit(db, cancelled);
  return (await subscriptionView(db, today, id))!;
}
