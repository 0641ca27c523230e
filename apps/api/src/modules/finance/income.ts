import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { IncomeRow } from '@autospa/contract';
import { accounts, bookings, services, type Database } from '@autospa/db';
import { searchCondition } from '../bookings/search.js';
import { toIncomeRow } from './presenters.js';

const customer = alias(accounts, 'customer');
const employee = alias(accounts, 'employee');

/** What a booking's live (not voided) payments add up to, in paise. */
export const paidOf = (bookingId: SQL | typeof bookings.id) =>
  sql<number>`coalesce((select sum(p.amount_paise) from payments p where p.booking_id = ${bookingId} and p.voided_at is null), 0)::bigint`.mapWith(
    Number,
  );

export interface IncomeFilter {
  /** Business-local days, both included. */
  from: string;
  to: string;
  employeeId?: string;
  q?: string;
}

// Income is the completed bookings of the period, by their business-local date (booking_date); a search is the
// bookings list's search, with the assigned employee's name too.
async function incomeWhere(db: Database, f: IncomeFilter): Promise<SQL | undefined> {
  const q = f.q?.trim();
  return and(
    eq(bookings.status, 'Completed'),
    gte(bookings.bookingDate, f.from),
    lte(bookings.bookingDate, f.to),
    f.employeeId ? eq(bookings.employeeId, f.employeeId) : undefined,
    q ? await searchCondition(db, q, { employee: true }) : undefined,
  );
}

export const incomeSelection = {
  id: bookings.id,
  bookingDate: bookings.bookingDate,
  startsAt: bookings.startsAt,
  scheduled: bookings.scheduled,
  timeSlot: bookings.timeSlot,
  carNo: bookings.carNo,
  pricePaise: bookings.pricePaise,
  guestName: bookings.guestName,
  guestPhone: bookings.guestPhone,
  serviceId: services.id,
  serviceName: services.serviceName,
  customerId: customer.id,
  customerName: customer.username,
  customerPhone: customer.phone,
  employeeId: employee.id,
  employeeName: employee.username,
  paidPaise: paidOf(bookings.id),
};
const base = (db: Database, where: SQL | undefined) =>
  db
    .select(incomeSelection)
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(customer, eq(customer.id, bookings.userId))
    .leftJoin(employee, eq(employee.id, bookings.employeeId))
    .where(where)
    .orderBy(desc(bookings.bookingDate), desc(bookings.startsAt), desc(bookings.id));
export type IncomeSelection = Awaited<ReturnType<typeof base>>[number];

/** Income rows newest first: one page, or all of them (CSV, an Employee's jobs) without a window. */
export async function incomeRows(
  db: Database,
  timeZone: string,
  filter: IncomeFilter,
  window?: { limit: number; offset: number },
): Promise<IncomeRow[]> {
  const query = base(db, await incomeWhere(db, filter));
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  return rows.map((r) => toIncomeRow(r, timeZone));
}

/** How many income rows match. */
export async function countIncome(db: Database, filter: IncomeFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(await incomeWhere(db, filter));
  return row?.n ?? 0;
}
