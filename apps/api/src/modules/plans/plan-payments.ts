import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { financeMessages, formatInr, planMessages, type planPaymentBody, type PlanPaymentResponse } from '@autospa/contract';
import { accounts, payments, plans, subscriptions, type Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import type { Executor } from '../../lib/db-executor.js';
import type { SignedInAccount } from '../../plugins/auth.js';
import { paymentViews } from '../finance/payments.js';
import { lockSubscription } from './ledger.js';

type Caller = Pick<SignedInAccount, 'id' | 'typeOfUser'>;

/** The plan, start and customer of each subscription paid for: how a plan's payment is listed (finance/self.ts). */
export async function planPaymentSubjects(db: Executor, ids: string[]) {
  const rows = ids.length
    ? await db
        .select({
          subscriptionId: subscriptions.id,
          startDate: subscriptions.startDate,
          planName: plans.name,
          customerName: accounts.username,
        })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .innerJoin(accounts, eq(accounts.id, subscriptions.userId))
        .where(inArray(subscriptions.id, ids))
    : [];
  return new Map(rows.map((r) => [r.subscriptionId, r]));
}

/** What a subscription has been paid (live payments) against its price snapshot. */
export async function planPaymentSummary(db: Executor, sub: { id: string; pricePaise: number }): Promise<PlanPaymentResponse['summary']> {
  const [row] = await db
    .select({ paid: sql`coalesce(sum(${payments.amountPaise}), 0)::bigint`.mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.subscriptionId, sub.id), isNull(payments.voidedAt)));
  const paidPaise = row?.paid ?? 0;
  return { subscriptionId: sub.id, pricePaise: sub.pricePaise, paidPaise, balancePaise: sub.pricePaise - paidPaise };
}

/**
 * Money received for a plan, at the counter (Admin or Employee), with the same methods as a booking's payment.
 * The subscription row is locked so two payments at once cannot together pay more than the price.
 */
export async function recordPlanPayment(db: Database, caller: Caller, body: z.output<typeof planPaymentBody>) {
  return db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, body.subscriptionId);
    if (sub.status === 'cancelled') throw httpErrors.conflict(planMessages.notActive);
    const due = (await planPaymentSummary(tx, sub)).balancePaise;
    if (due <= 0) throw httpErrors.conflict(planMessages.paidInFull);
    if (body.amountPaise > due) throw httpErrors.conflict(planMessages.moreThanDue(formatInr(due)));
    const [row] = await tx
      .insert(payments)
      .values({ subscriptionId: sub.id, method: body.method, amountPaise: body.amountPaise, note: body.note ?? '', recordedBy: caller.id })
      .returning({ id: payments.id });
    const [payment] = await paymentViews(tx, eq(payments.id, row!.id));
    return { message: financeMessages.paymentRecorded, payment: payment!, summary: await planPaymentSummary(tx, sub) };
  });
}
