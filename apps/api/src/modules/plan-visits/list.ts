import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { formatClockTime, type planVisitListQuery, type PlanVisitView } from '@autospa/contract';
import type { Database } from '@autospa/db';
import { pageWindow } from '../../lib/paging.js';
import { localParts } from '../../lib/zoned-time.js';
import type { Caller } from '../bookings/context.js';

export type PlanVisitListQuery = z.output<typeof planVisitListQuery>;

type Row = {
  id: string;
  subscription_id: string;
  plan_name: string;
  visit_date: string;
  source: 'daily' | 'booked';
  status: PlanVisitView['status'];
  booking_id: string | null;
  reference: string | null;
  starts_at: string | null;
  customer_id: string;
  customer_name: string;
  customer_phone: string | null;
  plate: string;
  employee_id: string | null;
  employee_name: string | null;
  has_photo: boolean;
  proof_at: string | null;
  proof_by_id: string | null;
  proof_by_name: string | null;
};

/** Which visits a caller sees: the Admin all of them, a customer its own, an employee the visits assigned to it. */
function scopeOf(caller: Caller): SQL {
  if (caller.typeOfUser === 'User') return sql`s.user_id = ${caller.id}`;
  if (caller.typeOfUser === 'Employee') return sql`b.employee_id = ${caller.id}`;
  return sql`true`;
}

/** GET /tor/get-plan-visits: one page, the latest day first and each day's visits by time (unplaced last). */
export async function listPlanVisits(
  db: Database,
  timeZone: string,
  caller: Caller,
  query: PlanVisitListQuery,
): Promise<{ data: PlanVisitView[]; total: number }> {
  const filters = [scopeOf(caller)];
  if (query.from) filters.push(sql`pv.visit_date >= ${query.from}`);
  if (query.to) filters.push(sql`pv.visit_date <= ${query.to}`);
  if (query.status) filters.push(sql`pv.status = ${query.status}`);
  if (query.subscriptionId) filters.push(sql`pv.subscription_id = ${query.subscriptionId}`);
  const where = sql.join(filters, sql` and `);
  const from = sql`from plan_visits pv join subscriptions s on s.id = pv.subscription_id left join bookings b on b.id = pv.booking_id`;
  const window = pageWindow(query);
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.execute<Row>(sql`
      select pv.id, pv.subscription_id, p.name as plan_name, pv.visit_date::text, pv.source, pv.status, pv.booking_id,
        b.reference, b.starts_at, u.id as customer_id, u.username as customer_name, u.phone as customer_phone, v.plate,
        e.id as employee_id, e.username as employee_name,
        exists (select 1 from visit_photos ph where ph.visit_id = pv.id) as has_photo,
        pv.proof_at, pb.id as proof_by_id, pb.username as proof_by_name
      ${from}
      join plans p on p.id = s.plan_id
      join accounts u on u.id = s.user_id
      join vehicles v on v.id = s.vehicle_id
      left join accounts e on e.id = b.employee_id
      left join accounts pb on pb.id = pv.proof_by
      where ${where}
      order by pv.visit_date desc, b.starts_at nulls last, pv.id
      limit ${window.limit} offset ${window.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n ${from} where ${where}`),
  ]);
  return { data: rows.map((r) => toPlanVisitView(r, timeZone)), total: counted[0]?.n ?? 0 };
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

function toPlanVisitView(r: Row, timeZone: string): PlanVisitView {
  return {
    _id: r.id,
    subscriptionId: r.subscription_id,
    planName: r.plan_name,
    visitDate: r.visit_date,
    source: r.source,
    status: r.status,
    bookingId: r.booking_id,
    reference: r.reference,
    time: r.starts_at === null ? null : formatClockTime(localParts(new Date(r.starts_at), timeZone).minutes),
    customer: { _id: r.customer_id, username: r.customer_name, phone: r.customer_phone ?? '' },
    plate: r.plate,
    employee: r.employee_id ? { _id: r.employee_id, username: r.employee_name! } : null,
    hasPhoto: r.has_photo,
    proofAt: iso(r.proof_at),
    proofBy: r.proof_by_id ? { _id: r.proof_by_id, username: r.proof_by_name! } : null,
  };
}
