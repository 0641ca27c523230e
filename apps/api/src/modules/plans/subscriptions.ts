import { and, eq, gte, lte, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { planMessages, type adjustCreditsBody, type subscribePlanBody, type SubscriptionView } from '@autospa/contract';
import { subscriptions, vehicles, type Database, type Subscription } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import { addDays, todayIn } from '../../lib/zoned-time.js';
import type { SignedInAccount } from '../../plugins/auth.js';
import { customerFor } from '../bookings/create.js';
import { loadSettings } from '../settings/service.js';
import { ownVehicle } from '../vehicles/own.js';
import { addLedgerRow, balanceOf, ledgerRows, lockSubscription } from './ledger.js';
import { loadPlan } from './plans-service.js';
import { creditsAtPurchase, MAX_START_DAYS_AHEAD, periodEnd, visitValuePaise } from './rules.js';
import { subscriptionView, subscriptionViews } from './views.js';

type Caller = Pick<SignedInAccount, 'id' | 'typeOfUser'>;

export const businessToday = async (db: Database) => todayIn((await loadSettings(db)).timeZone);

/** A customer reaches only its own subscriptions (another's answers 404, as if it did not exist); the Admin every one. */
export function assertMayReach(caller: Caller, sub: Pick<Subscription, 'userId'>): void {
  if (caller.typeOfUser === 'Admin') return;
  if (caller.typeOfUser !== 'User' || sub.userId !== caller.id) throw httpErrors.notFound(planMessages.subscriptionNotFound);
}

export async function findReachable(db: Database, caller: Caller, id: string): Promise<Subscription> {
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  if (!sub) throw httpErrors.notFound(planMessages.subscriptionNotFound);
  assertMayReach(caller, sub);
  return sub;
}

/**
 * Buys a plan for one of the customer's cars. Who may buy for whom is create-booking's rule (a User for itself,
 * staff for a customer by userId). The credits of a pack or a monthly plan are granted in the same transaction.
 */
export async function subscribe(
  db: Database,
  caller: SignedInAccount,
  body: z.output<typeof subscribePlanBody>,
): Promise<SubscriptionView> {
  const customer = await customerFor(db, caller, body.userId);
  const planRow = await loadPlan(db, body.planId);
  const { plan } = planRow;
  if (!plan.active) throw httpErrors.conflict(planMessages.planInactive);
  const vehicle = await ownVehicle(db, customer.id, body.vehicleId);
  if (!vehicle) throw httpErrors.notFound(planMessages.vehicleNotFound);
  if (!vehicle.categoryId) throw httpErrors.badRequest(planMessages.vehicleTypeMissing);
  if (!planRow.categories.some((c) => c.id === vehicle.categoryId)) throw httpErrors.conflict(planMessages.vehicleTypeNotAllowed);
  const today = await businessToday(db);
  if (body.startDate < today) throw httpErrors.badRequest(planMessages.startInPast);
  if (body.startDate > addDays(today, MAX_START_DAYS_AHEAD)) throw httpErrors.badRequest(planMessages.startTooFar);
  const atDoorDaily = plan.kind === 'daily' && (planRow.services[0]?.atDoor ?? false);
  if (atDoorDaily && !body.address) throw httpErrors.badRequest(planMessages.addressRequired);
  const endDate = periodEnd(plan, body.startDate);

  const id = await db.transaction(async (tx) => {
    // One purchase per car at a time: the car's row is the lock, so two taps cannot both buy the same dates.
    await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, vehicle.id)).for('update');
    const [clash] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.vehicleId, vehicle.id),
          eq(subscriptions.planId, plan.id),
          ne(subscriptions.status, 'cancelled'),
          lte(subscriptions.startDate, endDate),
          gte(subscriptions.endDate, body.startDate),
        ),
      )
      .limit(1);
    if (clash) throw httpErrors.conflict(planMessages.alreadySubscribed);
    const [row] = await tx
      .insert(subscriptions)
      .values({
        planId: plan.id,
        userId: customer.id,
        vehicleId: vehicle.id,
        startDate: body.startDate,
        endDate,
        pricePaise: plan.pricePaise,
        address: atDoorDaily ? body.address! : null,
        landmark: atDoorDaily ? (body.landmark ?? null) : null,
        createdBy: caller.id,
      })
      .returning({ id: subscriptions.id });
    const credits = creditsAtPurchase(plan);
    if (credits > 0)
      await addLedgerRow(tx, {
        subscriptionId: row!.id,
        kind: 'granted',
        credits,
        visitValuePaise: visitValuePaise(plan),
        reason: `${plan.name} bought`,
        createdBy: caller.id,
      });
    return row!.id;
  });
  return (await subscriptionView(db, today, id))!;
}

export async function mySubscriptions(db: Database, caller: Caller): Promise<SubscriptionView[]> {
  return subscriptionViews(db, await businessToday(db), eq(subscriptions.userId, caller.id));
}

export async function planLedger(db: Database, caller: Caller, subscriptionId: string) {
  await findReachable(db, caller, subscriptionId);
  const [rows, balance] = await Promise.all([ledgerRows(db, subscriptionId), balanceOf(db, subscriptionId)]);
  return { subscriptionId, balance, rows };
}

/** Admin only: a signed adjustment with its reason and who made it; never below a zero balance. */
export async function adjustCredits(db: Database, caller: Caller, body: z.output<typeof adjustCreditsBody>): Promise<SubscriptionView> {
  await db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, body.subscriptionId);
    const planRow = await loadPlan(tx, sub.planId);
    if (body.credits < 0 && (await balanceOf(tx, sub.id)) + body.credits < 0) throw httpErrors.conflict(planMessages.belowZero);
    await addLedgerRow(tx, {
      subscriptionId: sub.id,
      kind: 'adjusted',
      credits: body.credits,
      visitValuePaise: visitValuePaise({ ...planRow.plan, pricePaise: sub.pricePaise }),
      reason: body.reason,
      createdBy: caller.id,
    });
  });
  return (await subscriptionView(db, await businessToday(db), body.subscriptionId))!;
}
