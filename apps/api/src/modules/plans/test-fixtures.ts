import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PlanView, SubscriptionView } from '@autospa/contract';
import { vehicles } from '@autospa/db';
import { buildAdmin, buildUser } from '@autospa/db/testing';
import { bearer, signIn, type TestContext } from '../../test/harness.js';
import { allowManyUpcoming, bookableCatalog, dayAhead } from '../bookings/test-fixtures.js';

// Shared by the plan test files: an Admin, a bookable catalog, customers with a saved car of the catalog's type.

type Headers = Record<string, string>;

export async function customerWithCar(t: TestContext, categoryId: string, subCategoryId: string | null, plate = 'DL01AB1234') {
  const user = await buildUser(t.db);
  const [vehicle] = await t.db.insert(vehicles).values({ userId: user.id, plate, categoryId, subCategoryId }).returning();
  return { user, vehicle: vehicle!, auth: bearer(await signIn(t.app, user)) };
}

export async function planWorld(t: TestContext) {
  await allowManyUpcoming(t.db);
  const admin = await buildAdmin(t.db);
  const adminAuth = bearer(await signIn(t.app, admin));
  const catalog = await bookableCatalog(t.db);
  const me = await customerWithCar(t, catalog.category.id, catalog.sub.id);

  const planBody = (o: Record<string, unknown> = {}) => ({
    name: `Pack ${Math.random().toString(36).slice(2, 8)}`,
    kind: 'pack',
    pricePaise: 200_000,
    visits: 4,
    validDays: 90,
    serviceNames: [catalog.service.serviceName],
    categoryNames: [catalog.category.name],
    ...o,
  });

  async function createPlan(o: Record<string, unknown> = {}): Promise<PlanView> {
    const res = await t.app.inject({ method: 'POST', url: '/tor/create-plan', payload: planBody(o), headers: adminAuth });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ plan: PlanView }>().plan;
  }

  async function subscribe(plan: PlanView, auth: Headers = me.auth, o: Record<string, unknown> = {}): Promise<SubscriptionView> {
    const payload = { planId: plan._id, vehicleId: me.vehicle.id, startDate: dayAhead(0), ...o };
    const res = await t.app.inject({ method: 'POST', url: '/tor/subscribe-plan', payload, headers: auth });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ subscription: SubscriptionView }>().subscription;
  }

  /** A credit booking for my car on `days` ahead (different days never compete for a bay). */
  const creditBooking = (subscriptionId: string, days: number, o: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/tor/create-booking',
      payload: catalog.body({ date: dayAhead(days), subscriptionId, ...o }),
      headers: me.auth,
    });

  /** The Admin's view of the ledger and the list agree with the rows' sum (and with `expected`). */
  const expectBalance = (subscriptionId: string, expected?: number) => expectLedgerSumsToBalance(t, adminAuth, subscriptionId, expected);

  return { admin, adminAuth, catalog, me, planBody, createPlan, subscribe, creditBooking, expectBalance };
}

/** The balance every view shows is the sum of the ledger's rows, whatever happened. */
export async function expectLedgerSumsToBalance(t: TestContext, auth: Headers, subscriptionId: string, expected?: number): Promise<number> {
  const { rows } = await t.db.execute<{ sum: number }>(
    sql`select coalesce(sum(credits), 0)::int as sum from plan_ledger where subscription_id = ${subscriptionId}`,
  );
  const sum = Number(rows[0]!.sum);
  const ledger = await t.app.inject({ method: 'GET', url: `/tor/get-plan-ledger?subscriptionId=${subscriptionId}`, headers: auth });
  const body = ledger.json<{ balance: number; rows: { credits: number }[] }>();
  expect(body.balance).toBe(sum);
  expect(body.rows.reduce((n, r) => n + r.credits, 0)).toBe(sum);
  const list = await t.app.inject({ method: 'GET', url: `/tor/get-subscriptions?limit=100`, headers: auth });
  const view = list.json<{ data: SubscriptionView[] }>().data.find((s) => s._id === subscriptionId);
  expect(view?.balance).toBe(sum);
  if (expected !== undefined) expect(sum).toBe(expected);
  return sum;
}

export type PlanWorld = Awaited<ReturnType<typeof planWorld>>;
