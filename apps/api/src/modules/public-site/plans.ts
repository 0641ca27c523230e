import { asc, eq, sql } from 'drizzle-orm';
import { formatInr, type PlanKind, type PlanView } from '@autospa/contract';
import { categories, planCategories, planServices, plans, services } from '@autospa/db';
import type { Executor } from '../../lib/db-executor.js';

/**
 * One visit's value, as the plans module prices it (rounded down): price / visits; a daily plan's visits are a
 * month of its weekdays (weekdays × 4.345 weeks, rounded down).
 */
export function visitValueOf(plan: { kind: string; pricePaise: number; visits: number | null; weekdays: number[] }): number {
  const visits = plan.kind === 'daily' ? Math.floor(plan.weekdays.length * 4.345) : (plan.visits ?? 0);
  return visits > 0 ? Math.floor(plan.pricePaise / visits) : 0;
}

/** Issue 20: the active plans as the public site shows them, cheapest first, read from the plan tables. */
export async function loadActivePlans(db: Executor): Promise<PlanView[]> {
  const rows = await db
    .select({
      id: plans.id,
      name: plans.name,
      kind: plans.kind,
      pricePaise: plans.pricePaise,
      visits: plans.visits,
      validDays: plans.validDays,
      weekdays: plans.weekdays,
      maxPauseDays: plans.maxPauseDays,
      description: plans.description,
      serviceNames: sql<string[]>`coalesce((
        select array_agg(${services.serviceName} order by ${planServices.position}, ${services.serviceName})
        from ${planServices} join ${services} on ${services.id} = ${planServices.serviceId}
        where ${planServices.planId} = ${plans.id}), '{}')`,
      atDoor: sql<boolean>`coalesce((
        select ${services.atDoor} from ${planServices} join ${services} on ${services.id} = ${planServices.serviceId}
        where ${planServices.planId} = ${plans.id} order by ${planServices.position}, ${services.serviceName} limit 1), false)`,
      categoryNames: sql<string[]>`coalesce((
        select array_agg(${categories.name} order by ${categories.name})
        from ${planCategories} join ${categories} on ${categories.id} = ${planCategories.categoryId}
        where ${planCategories.planId} = ${plans.id}), '{}')`,
    })
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(asc(plans.pricePaise), asc(plans.name));
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    kind: r.kind as PlanKind,
    pricePaise: r.pricePaise,
    price: formatInr(r.pricePaise),
    visits: r.visits,
    validDays: r.validDays,
    weekdays: r.weekdays,
    serviceNames: r.serviceNames,
    categoryNames: r.categoryNames,
    maxPauseDays: r.maxPauseDays,
    description: r.description,
    active: true,
    atDoor: r.atDoor,
    visitValuePaise: visitValueOf(r),
  }));
}
