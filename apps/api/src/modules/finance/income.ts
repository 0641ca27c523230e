import { and, count, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { normaliseCarNo, type IncomeRow } from '@autospa/contract';
import { bookings, services, type Database } from '@autospa/db';
import { likePattern } from '../../lib/paging.js';
import { customer, employee, incomeQuery } from './income-query.js';
import { toIncomeRow } from './presenters.js';

export interface IncomeFilter {
  /** Business-local days, both included. */
  from: string;
  to: string;
  employeeId?: string;
  q?: string;
}

// Income is the completed bookings of the period, by their business-local date (booking_date).
function incomeWhere(f: IncomeFilter): SQL | undefined {
  const q = f.q?.trim();
  return and(
    eq(bookings.status, 'Completed'),
    gte(bookings.bookingDate, f.from),
    lte(bookings.bookingDate, f.to),
    f.employeeId ? eq(bookings.employeeId, f.employeeId) : undefined,
    q
      ? or(
          ilike(sql`array_to_string(${bookings.carNo}, ' ')`, likePattern(normaliseCarNo(q))),
          ilike(bookings.guestName, likePattern(q)),
          ilike(bookings.guestPhone, likePattern(q)),
          ilike(customer.username, likePattern(q)),
          ilike(customer.phone, likePattern(q)),
          ilike(services.serviceName, likePattern(q)),
          ilike(employee.username, likePattern(q)),
        )
      : undefined,
  );
}

/** Income rows newest first: one page, or all of them (CSV, an Employee's jobs) without a window. */
export async function incomeRows(
  db: Database,
  timeZone: string,
  filter: IncomeFilter,
  window?: { limit: number; offset: number },
): Promise<IncomeRow[]> {
  const query = incomeQuery(db, incomeWhere(filter));
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  return rows.map((r) => toIncomeRow(r, timeZone));
}

/** How many income rows match; joins only when a search needs them. */
export async function countIncome(db: Database, filter: IncomeFilter): Promise<number> {
  const query = db.select({ n: count() }).from(bookings);
  const [row] = filter.q?.trim()
    ? await query
        .innerJoin(services, eq(services.id, bookings.serviceId))
        .leftJoin(customer, eq(customer.id, bookings.userId))
        .leftJoin(employee, eq(employee.id, bookings.employeeId))
        .where(incomeWhere(filter))
    : await query.where(incomeWhere(filter));
  return row?.n ?? 0;
}
