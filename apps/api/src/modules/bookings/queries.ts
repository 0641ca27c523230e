import { and, asc, count, desc, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { normaliseCarNo, type BookingStatus, type BookingView } from '@autospa/contract';
import { accounts, bookings, categories, services, subCategories, type Database } from '@autospa/db';
import { toBookingView, type BookingRow } from './presenters.js';

const customer = alias(accounts, 'customer');
const employee = alias(accounts, 'employee');
const canceller = alias(accounts, 'canceller');

export interface BookingFilter {
  ids?: string[];
  userId?: string;
  employeeId?: string;
  unassigned?: boolean;
  from?: string;
  to?: string;
  status?: BookingStatus;
  q?: string;
}

export interface Paging {
  page?: number;
  limit?: number;
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(f: BookingFilter): SQL | undefined {
  const q = f.q?.trim();
  const like = q ? `%${escapeLike(q)}%` : undefined;
  const carLike = q ? `%${escapeLike(normaliseCarNo(q))}%` : undefined;
  return and(
    f.ids ? sql`${bookings.id} = any(${sql.param(f.ids)}::uuid[])` : undefined,
    f.userId ? eq(bookings.userId, f.userId) : undefined,
    f.employeeId ? eq(bookings.employeeId, f.employeeId) : undefined,
    f.unassigned ? isNull(bookings.employeeId) : undefined,
    f.from ? gte(bookings.bookingDate, f.from) : undefined,
    f.to ? lte(bookings.bookingDate, f.to) : undefined,
    f.status ? eq(bookings.status, f.status) : undefined,
    like && carLike
      ? or(
          ilike(sql`array_to_string(${bookings.carNo}, ' ')`, carLike),
          ilike(bookings.guestName, like),
          ilike(bookings.guestPhone, like),
          ilike(customer.username, like),
          ilike(customer.phone, like),
          ilike(customer.email, like),
          ilike(services.serviceName, like),
        )
      : undefined,
  );
}

const selection = {
  booking: bookings,
  category: { id: categories.id, name: categories.name },
  sub: { id: subCategories.id, subName: subCategories.subName },
  service: services,
  customer: { id: customer.id, username: customer.username, phone: customer.phone, email: customer.email },
  employee: { id: employee.id, username: employee.username },
  canceller: { id: canceller.id, username: canceller.username, typeOfUser: canceller.typeOfUser },
};

async function serviceCounts(db: Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: bookings.serviceId, n: count() })
    .from(bookings)
    .where(sql`${bookings.serviceId} = any(${sql.param(ids)}::uuid[])`)
    .groupBy(bookings.serviceId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

// Only a search reads the joined tables: without one, counting bookings alone spares a join per row.
async function countBookings(db: Database, filter: BookingFilter, where: SQL | undefined): Promise<number> {
  const query = db.select({ n: count() }).from(bookings);
  const rows = filter.q?.trim()
    ? await query.innerJoin(services, eq(services.id, bookings.serviceId)).leftJoin(customer, eq(customer.id, bookings.userId)).where(where)
    : await query.where(where);
  return rows[0]?.n ?? 0;
}

/** Bookings in SPEC.md's shape, newest day first (or in day order for a day sheet); paged when asked. */
export async function listBookings(
  db: Database,
  timeZone: string,
  filter: BookingFilter,
  { order = 'desc', page, limit }: Paging & { order?: 'asc' | 'desc' } = {},
): Promise<{ data: BookingView[]; total: number }> {
  const where = whereOf(filter);
  const dir = order === 'asc' ? asc : desc;
  const query = db
    .select(selection)
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(categories, eq(categories.id, bookings.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, bookings.subCategoryId))
    .leftJoin(customer, eq(customer.id, bookings.userId))
    .leftJoin(employee, eq(employee.id, bookings.employeeId))
    .leftJoin(canceller, eq(canceller.id, bookings.cancelledBy))
    .where(where)
    .orderBy(dir(bookings.bookingDate), dir(bookings.startsAt), dir(bookings.id));
  const paged = page !== undefined || limit !== undefined;
  const size = limit ?? 25;
  const rows: BookingRow[] = paged ? await query.limit(size).offset(((page ?? 1) - 1) * size) : await query;
  const total = paged ? await countBookings(db, filter, where) : rows.length;
  const counts = await serviceCounts(db, [...new Set(rows.map((r) => r.service.id))]);
  return { data: rows.map((r) => toBookingView(r, timeZone, counts.get(r.service.id) ?? 0)), total };
}

export async function loadBooking(db: Database, timeZone: string, id: string): Promise<BookingView | undefined> {
  return (await listBookings(db, timeZone, { ids: [id] })).data[0];
}
