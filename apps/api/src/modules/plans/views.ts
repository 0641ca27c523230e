import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SubscriptionStatus, SubscriptionView } from '@autospa/contract';
import { accounts, payments, planVisits, subscriptionPauses, subscriptions, vehicles, type Database } from '@autospa/db';
import type { Executor } from '../../lib/db-executor.js';
import { pageWindow, type PageQuery } from '../../lib/paging.js';
import { loadPlans } from './plans-service.js';
import { toPlanView } from './presenters.js';
import { balanceSql } from './ledger.js';
import { pauseDays, visitValuePaise } from './rules.js';

// Subscriptions as the API shows them: one query for the rows and their sums, one for their plans.

/**
 * The status shown on `today` (business-local): the stored one, except that an active subscription past its end
 * is 'expired' (before the nightly job has marked it) and one inside a pause is 'paused'.
 */
export const statusSql = (today: string) => sql<SubscriptionStatus>`(case
  when ${subscriptions.status} <> 'active' then ${subscriptions.status}
  when ${subscriptions.endDate} < ${today}::date then 'expired'
  when exists (select 1 from ${subscriptionPauses} p where p.subscription_id = ${subscriptions.id}
    and ${today}::date between p.from_date and p.to_date) then 'paused'
  else 'active' end)`;

const columns = (today: string) => ({
  sub: subscriptions,
  status: statusSql(today),
  customer: { id: accounts.id, username: accounts.username, phone: accounts.phone },
  vehicle: { id: vehicles.id, plate: vehicles.plate, make: vehicles.make, model: vehicles.model },
  balance: balanceSql(subscriptions.id),
  paidPaise: sql<number>`(select coalesce(sum(x.amount_paise), 0)::int from ${payments} x
    where x.subscription_id = ${subscriptions.id} and x.voided_at is null)`,
  pauses: sql<{ _id: string; from: string; to: string }[]>`(select coalesce(json_agg(json_build_object('_id', p.id,
    'from', p.from_date, 'to', p.to_date) order by p.from_date), '[]') from ${subscriptionPauses} p where p.subscription_id = ${subscriptions.id})`,
  // What cancelling now gives back: credits of bookings still to come (restored first) on top of the balance.
  futureBooked: sql<number>`(select count(*)::int from ${planVisits} v where v.subscription_id = ${subscriptions.id}
    and v.source = 'booked' and v.status = 'scheduled' and v.visit_date > ${today}::date)`,
  visitToday: sql<boolean>`exists (select 1 from ${planVisits} v where v.subscription_id = ${subscriptions.id}
    and v.status = 'scheduled' and v.visit_date = ${today}::date)`,
});

async function toViews(db: Executor, rows: Awaited<ReturnType<typeof selectRows>>, today: string): Promise<SubscriptionView[]> {
  const plans = new Map((await loadPlans(db, { ids: [...new Set(rows.map((r) => r.sub.planId))] })).map((p) => [p.plan.id, p]));
  return rows.map((r) => {
    const planRow = plans.get(r.sub.planId)!;
    const plan = toPlanView(planRow);
    // A refund is worth what the customer paid for a visit: the value from the price snapshot bought.
    const value = visitValuePaise({ ...planRow.plan, pricePaise: r.sub.pricePaise });
    const live = r.status === 'active' || r.status === 'paused';
    const refundCredits = live ? Math.max(0, r.balance + r.futureBooked) : 0;
    return {
      _id: r.sub.id,
      plan,
      userId: r.sub.userId,
      customer: { _id: r.customer.id, username: r.customer.username, phone: r.customer.phone ?? '' },
      vehicle: { _id: r.vehicle.id, plate: r.vehicle.plate, make: r.vehicle.make, model: r.vehicle.model },
      startDate: r.sub.startDate,
      endDate: r.sub.endDate,
      status: r.status,
      balance: r.balance,
      pricePaise: r.sub.pricePaise,
      paidPaise: r.paidPaise,
      pauses: r.pauses,
      pauseDaysLeft: Math.max(0, plan.maxPauseDays - pauseDays(r.pauses)),
      address: r.sub.address,
      landmark: r.sub.landmark,
      cancelledAt: r.sub.cancelledAt?.toISOString() ?? null,
      createdAt: r.sub.createdAt.toISOString(),
      cancelTerms: {
        refundCredits,
        refundPaise: refundCredits * value,
        lastVisitDate: live && r.visitToday ? today : null,
      },
    };
  });
}

function selectRows(db: Executor, today: string, where: SQL | undefined, window?: { limit: number; offset: number }) {
  const query = db
    .select(columns(today))
    .from(subscriptions)
    .innerJoin(accounts, eq(accounts.id, subscriptions.userId))
    .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  return window ? query.limit(window.limit).offset(window.offset) : query;
}

export async function subscriptionViews(db: Executor, today: string, where: SQL | undefined): Promise<SubscriptionView[]> {
  return toViews(db, await selectRows(db, today, where), today);
}

export async function subscriptionView(db: Executor, today: string, id: string): Promise<SubscriptionView | undefined> {
  return (await subscriptionViews(db, today, eq(subscriptions.id, id)))[0];
}

/** The Admin's list: newest first, one page, by shown status and customer. */
export async function subscriptionPage(
  db: Database,
  today: string,
  filter: { status?: SubscriptionStatus; userId?: string },
  page: PageQuery,
): Promise<{ data: SubscriptionView[]; total: number }> {
  const where = and(
    filter.status ? sql`${statusSql(today)} = ${filter.status}` : undefined,
    filter.userId ? eq(subscriptions.userId, filter.userId) : undefined,
  );
  const rows = await selectRows(db, today, where, pageWindow(page));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(where);
  return { data: await toViews(db, rows, today), total: count?.n ?? 0 };
}
