import { asc, eq, sql } from 'drizzle-orm';
import { formatInr, type PlanKind, type PlanView } from '@autospa/contract';
import { plans } from '@autospa/db';
import type { Executor } from '../../lib/db-executor.js';
import { visitValuePaise } from '../plans/rules.js';

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
      // Written out with aliases: drizzle leaves a one-table select's columns unqualified, and a bare "id" inside
      // these subqueries would be the service's or the category's.
      serviceNames: sql<string[]>`coalesce((
        select array_agg(s.service_name order by ps.position, s.service_name)
        from plan_services ps join services s on s.id = ps.service_id where ps.plan_id = "plans"."id"), '{}')`,
      atDoor: sql<boolean>`coalesce((
        select s.at_door from plan_services ps join services s on s.id = ps.service_id
        where ps.plan_id = "plans"."id" order by ps.position, s.service_name limit 1), false)`,
      categoryNames: sql<string[]>`coalesce((
        select array_agg(c.name order by c.name)
        from plan_categories pc join categories c on c.id = pc.category_id where pc.plan_id = "plans"."id"), '{}')`,
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
    visitValuePaise: visitValuePaise(r),
  }));
}
