import { and, count, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { IncomeRow } from '@autospa/contract';
import { bookings, type Database } from '@autospa/db';
import { searchCondition } from '../bookings/search.js';
import { incomeQuery } from './income-query.js';
import { toIncomeRow } from './presenters.js';

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

/** Income rows newest first: one page, or all of them (CSV, an Employee's jobs) without a window. */
export async function incomeRows(
  db: Database,
  timeZone: string,
  filter: IncomeFilter,
  window?: { limit: number; offset: number },
): Promise<IncomeRow[]> {
  const query = incomeQuery(db, await incomeWhere(db, filter));
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
