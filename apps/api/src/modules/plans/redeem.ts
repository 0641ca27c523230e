import { and, eq, gte, lte } from 'drizzle-orm';
import { formatInr, planMessages, type BookingPlanVisit, type QuoteItem } from '@autospa/contract';
import { planServices, planVisits, plans, subscriptionPauses, vehicles } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import type { Executor } from '../../lib/db-executor.js';
import { addLedgerRow, balanceOf, lockSubscription } from './ledger.js';
import { visitValuePaise } from './rules.js';

// A booking paid with one plan credit (create-booking with subscriptionId). Both steps run in the booking's own
// transaction: claimCredit locks the subscription row (SELECT … FOR UPDATE) before it reads the balance, so of
// any number of bookings at once only as many as there are credits get through; redeemCredit writes the
// 'redeemed' row and the plan visit beside the booking. Cancelling the booking gives the credit back (0022).

export interface CreditClaim {
  subscriptionId: string;
  planName: string;
  visitValuePaise: number;
}

const plateOf = (carNo: string) => carNo.toUpperCase().replace(/[^A-Z0-9]/g, '');

export async function claimCredit(
  tx: Executor,
  want: { subscriptionId: string; customerId: string; date: string; carNo: string[]; serviceId: string },
): Promise<CreditClaim> {
  const sub = await lockSubscription(tx, want.subscriptionId);
  if (sub.userId !== want.customerId) throw httpErrors.notFound(planMessages.subscriptionNotFound);
  if (sub.status !== 'active') throw httpErrors.conflict(planMessages.notActive);
  if (want.date < sub.startDate) throw httpErrors.conflict(planMessages.subscriptionNotStarted);
  if (want.date > sub.endDate) throw httpErrors.conflict(planMessages.subscriptionEnded);
  // One statement at a time: a transaction's client runs one query at a time.
  const [paused] = await tx
    .select({ id: subscriptionPauses.id })
    .from(subscriptionPauses)
    .where(
      and(
        eq(subscriptionPauses.subscriptionId, sub.id),
        lte(subscriptionPauses.fromDate, want.date),
        gte(subscriptionPauses.toDate, want.date),
      ),
    )
    .limit(1);
  const [car] = await tx.select({ plate: vehicles.plate }).from(vehicles).where(eq(vehicles.id, sub.vehicleId));
  const [included] = await tx
    .select({ id: planServices.serviceId })
    .from(planServices)
    .where(and(eq(planServices.planId, sub.planId), eq(planServices.serviceId, want.serviceId)));
  const [plan] = await tx.select().from(plans).where(eq(plans.id, sub.planId));
  if (paused) throw httpErrors.conflict(planMessages.pausedOnDate);
  if (want.carNo.length !== 1 || plateOf(want.carNo[0]!) !== car?.plate) throw httpErrors.conflict(planMessages.wrongSubscriptionVehicle);
  if (!included) throw httpErrors.conflict(planMessages.serviceNotInPlan);
  if ((await balanceOf(tx, sub.id)) <= 0) throw httpErrors.conflict(planMessages.noCredits);
  return { subscriptionId: sub.id, planName: plan!.name, visitValuePaise: visitValuePaise({ ...plan!, pricePaise: sub.pricePaise }) };
}

/** Writes the redemption; returns the booking's plan visit as the booking view shows it. */
export async function redeemCredit(
  tx: Executor,
  claim: CreditClaim,
  booking: { id: string; date: string; by: string },
): Promise<BookingPlanVisit> {
  const [visit] = await tx
    .insert(planVisits)
    .values({ subscriptionId: claim.subscriptionId, visitDate: booking.date, source: 'booked', status: 'scheduled', bookingId: booking.id })
    .returning({ id: planVisits.id });
  await addLedgerRow(tx, {
    subscriptionId: claim.subscriptionId,
    kind: 'redeemed',
    credits: -1,
    visitValuePaise: claim.visitValuePaise,
    bookingId: booking.id,
    visitId: visit!.id,
    reason: 'Booked',
    createdBy: booking.by,
  });
  return { _id: visit!.id, subscriptionId: claim.subscriptionId, planName: claim.planName, source: 'booked', hasPhoto: false };
}

/**
 * A credit booking's price: the credit pays the plan's service; add-ons are still paid in money.
 * pricePaise is what is still to pay (0 for the service alone) and the price text says "1 credit".
 */
export function creditPrice(items: QuoteItem[]): { price: string; pricePaise: number; items: QuoteItem[] } {
  const priced = items.map((i) => (i.kind === 'service' ? { ...i, pricePaise: 0, price: '1 credit' } : i));
  const extras = priced.reduce((n, i) => n + i.pricePaise, 0);
  return { price: extras > 0 ? `1 credit + ${formatInr(extras)}` : '1 credit', pricePaise: extras, items: priced };
}
