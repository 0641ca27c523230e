import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { planMessages, type createPlanBody, type PlanView } from '@autospa/contract';
import { categories, planCategories, planServices, plans, services, type Database, type Plan } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import type { Executor } from '../../lib/db-executor.js';
import { guardWrite } from '../catalog/guards.js';
import { toPlanView } from './presenters.js';

type PlanBody = z.output<typeof createPlanBody>;

/** A plan with what toPlanView needs: its services in order (with at-door) and its vehicle types. */
export interface PlanWithNames {
  plan: Plan;
  services: { id: string; name: string; atDoor: boolean }[];
  categories: { id: string; name: string }[];
}

/** Plans with their service and category names, in name order; `ids` narrows to those plans. */
export async function loadPlans(db: Executor, where: { ids?: string[]; activeOnly?: boolean } = {}): Promise<PlanWithNames[]> {
  if (where.ids?.length === 0) return [];
  const rows = await db
    .select()
    .from(plans)
    .where(and(where.ids ? inArray(plans.id, where.ids) : undefined, where.activeOnly ? eq(plans.active, true) : undefined))
    .orderBy(asc(sql`lower(${plans.name})`));
  if (rows.length === 0) return [];
  const ids = rows.map((p) => p.id);
  // One after the other: `db` may be a transaction, whose client runs one query at a time.
  const svc = await db
    .select({ planId: planServices.planId, id: services.id, name: services.serviceName, atDoor: services.atDoor })
    .from(planServices)
    .innerJoin(services, eq(services.id, planServices.serviceId))
    .where(inArray(planServices.planId, ids))
    .orderBy(asc(planServices.position));
  const cats = await db
    .select({ planId: planCategories.planId, id: categories.id, name: categories.name })
    .from(planCategories)
    .innerJoin(categories, eq(categories.id, planCategories.categoryId))
    .where(inArray(planCategories.planId, ids))
    .orderBy(asc(categories.name));
  return rows.map((plan) => ({
    plan,
    services: svc.filter((s) => s.planId === plan.id),
    categories: cats.filter((c) => c.planId === plan.id),
  }));
}

export async function loadPlan(db: Executor, id: string): Promise<PlanWithNames> {
  const [plan] = await loadPlans(db, { ids: [id] });
  if (!plan) throw httpErrors.notFound(planMessages.planNotFound);
  return plan;
}

/** Names to ids, case-insensitive, in the order given; the first unknown name is a 400. */
async function idsByName(db: Executor, names: string[], table: 'services' | 'categories'): Promise<string[]> {
  const lower = names.map((n) => n.toLowerCase());
  const found =
    table === 'services'
      ? await db
          .select({ id: services.id, key: sql<string>`lower(${services.serviceName})` })
          .from(services)
          .where(and(inArray(sql`lower(${services.serviceName})`, lower), eq(services.status, 'Active')))
      : await db
          .select({ id: categories.id, key: sql<string>`lower(${categories.name})` })
          .from(categories)
          .where(inArray(sql`lower(${categories.name})`, lower));
  const byKey = new Map(found.map((r) => [r.key, r.id]));
  return names.map((name) => {
    const id = byKey.get(name.toLowerCase());
    if (!id) throw httpErrors.badRequest(table === 'services' ? planMessages.unknownService(name) : planMessages.unknownCategory(name));
    return id;
  });
}

/** The plan's columns from a body: what does not belong to its kind is cleared (the database checks the shape). */
function columnsOf(body: PlanBody) {
  return {
    name: body.name,
    kind: body.kind,
    pricePaise: body.pricePaise,
    visits: body.kind === 'daily' ? null : (body.visits ?? null),
    validDays: body.kind === 'pack' ? (body.validDays ?? null) : null,
    weekdays: body.kind === 'daily' ? (body.weekdays ?? []) : [],
    ...(body.maxPauseDays !== undefined && { maxPauseDays: body.maxPauseDays }),
    ...(body.description !== undefined && { description: body.description }),
    ...(body.active !== undefined && { active: body.active }),
  };
}

/** The plan's services (in the order given) and vehicle types, by name; replaces what it had. */
async function saveLinks(db: Executor, planId: string, body: PlanBody) {
  const serviceIds = await idsByName(db, body.serviceNames, 'services');
  const categoryIds = await idsByName(db, body.categoryNames, 'categories');
  await db.delete(planServices).where(eq(planServices.planId, planId));
  await db.delete(planCategories).where(eq(planCategories.planId, planId));
  await db.insert(planServices).values(serviceIds.map((serviceId, position) => ({ planId, serviceId, position })));
  await db.insert(planCategories).values(categoryIds.map((categoryId) => ({ planId, categoryId })));
}

const duplicates = { plans_name_key: planMessages.nameTaken };

export function plansService(db: Database) {
  return {
    async list(all: boolean): Promise<PlanView[]> {
      return (await loadPlans(db, { activeOnly: !all })).map(toPlanView);
    },

    async create(body: PlanBody): Promise<PlanView> {
      const id = await guardWrite(
        () =>
          db.transaction(async (tx) => {
            const [row] = await tx.insert(plans).values(columnsOf(body)).returning({ id: plans.id });
            await saveLinks(tx, row!.id, body);
            return row!.id;
          }),
        duplicates,
      );
      return toPlanView(await loadPlan(db, id));
    },

    /** The whole plan again; subscriptions already sold keep their price and period (snapshots). */
    async update(id: string, body: PlanBody): Promise<PlanView> {
      await guardWrite(
        () =>
          db.transaction(async (tx) => {
            const rows = await tx
              .update(plans)
              .set({ ...columnsOf(body), updatedAt: new Date() })
              .where(eq(plans.id, id))
              .returning({ id: plans.id });
            if (rows.length === 0) throw httpErrors.notFound(planMessages.planNotFound);
            await saveLinks(tx, id, body);
          }),
        duplicates,
      );
      return toPlanView(await loadPlan(db, id));
    },
  };
}
