import { and, asc, count, desc, eq, gte, isNull, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { BookingPlanVisit, BookingStatus, BookingVehicle, BookingView } from '@autospa/contract';
import {
  accounts,
  bays,
  bookingCounts,
  bookings,
  categories,
  planVisits,
  plans,
  services,
  subCategories,
  subscriptions,
  visitPhotos,
  vehicles,
  type Database,
} from '@autospa/db';
import { pageWindow } from '../../lib/paging.js';
import { paidOf } from '../finance/income-query.js';
import { toBookingView, type BookingRow } from './presenters.js';
import { searchCondition, searchPage } from './search.js';

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

function whereOf(f: BookingFilter, search: SQL | undefined): SQL | undefined {
  return and(
    f.ids ? sql`${bookings.id} = any(${sql.param(f.ids)}::uuid[])` : undefined,
    f.userId ? eq(bookings.userId, f.userId) : undefined,
    f.employeeId ? eq(bookings.employeeId, f.employeeId) : undefined,
    f.unassigned ? isNull(bookings.employeeId) : undefined,
    f.from ? gte(bookings.bookingDate, f.from) : undefined,
    f.to ? lte(bookings.bookingDate, f.to) : undefined,
    f.status ? eq(bookings.status, f.status) : undefined,
    search,
  );
}

/** One related row as a JSON object (null when the id is null), read with a one-row subquery by primary key. */
function related<T>(table: PgTable, fields: Record<string, string>, id: PgColumn) {
  const pairs = Object.entries(fields).map(([key, column]) => `'${key}', x.${column}`);
  return sql<T>`(select json_build_object(${sql.raw(pairs.join(', '))}) from ${table} x where x.id = ${id})`;
}

/** The bay's name (issue 17), by primary key. */
export const bayNameOf = sql<string | null>`(select ${bays.name} from ${bays} where ${bays.id} = ${bookings.bayId})`;

// The booking's own columns, always with the table's name: in create-booking's INSERT … RETURNING drizzle writes
// a column without it, and inside a subquery "user_id" would then be the subquery's own column (vehicles.user_id,
// n.user_id), not the booking's: any customer's car with the plate, every customer's no-shows.
const own = (column: string) => sql.raw(`"bookings"."${column}"`);

/** The customer's saved (not retired) car with the booking's plate: one lookup on vehicles_user_plate_key. */
export const vehicleOf = sql<BookingVehicle | null>`(select json_build_object('make', v.make, 'model', v.model, 'colour', v.colour,
    'parkingNote', v.parking_note)
  from ${vehicles} v where v.user_id = ${own('user_id')} and v.retired_at is null
    and v.plate = (car_keys(${own('car_no')}))[1])`;

/** Issue 20: the plan visit the booking is, if any: one lookup on plan_visits_booking_key. */
export const planVisitOf = sql<BookingPlanVisit | null>`(select json_build_object('_id', pv.id, 'subscriptionId', pv.subscription_id,
    'planName', p.name, 'source', pv.source,
    'hasPhoto', exists (select 1 from ${visitPhotos} ph where ph.visit_id = pv.id))
  from ${planVisits} pv join ${subscriptions} s on s.id = pv.subscription_id join ${plans} p on p.id = s.plan_id
  where pv.booking_id = ${own('id')})`;

/** How many times the booking's customer (its account, or a guest's phone) did not come: partial indexes of 0017. */
export const customerNoShowsOf = sql<number>`(case when ${own('user_id')} is not null
  then (select count(*) from ${bookings} n where n.user_id = ${own('user_id')} and n.status = 'No-show')
  else (select count(*) from ${bookings} n where n.guest_phone = ${own('guest_phone')} and n.user_id is null and n.status = 'No-show')
  end)::int`;

// The related rows come from one-row subqueries, not joins: with six joins PostgreSQL spent 8–20 ms planning
// each list query that then ran in 0.3 ms (issue 7); a subquery per relation plans in a fraction of that.
const selection = {
  booking: bookings,
  service: services,
  category: related<BookingRow['category']>(categories, { id: 'id', name: 'name' }, bookings.categoryId),
  sub: related<BookingRow['sub']>(subCategories, { id: 'id', subName: 'sub_name' }, bookings.subCategoryId),
  customer: related<BookingRow['customer']>(accounts, { id: 'id', username: 'username', phone: 'phone', email: 'email' }, bookings.userId),
  employee: related<BookingRow['employee']>(accounts, { id: 'id', username: 'username' }, bookings.employeeId),
  canceller: related<BookingRow['canceller']>(
    accounts,
    { id: 'id', username: 'username', typeOfUser: 'type_of_user' },
    bookings.cancelledBy,
  ),
  bayName: bayNameOf,
  customerNoShows: customerNoShowsOf,
  vehicle: vehicleOf,
  planVisit: planVisitOf,
  // What its live payments add up to: an index-only lookup (payments_live_booking_idx) per row of the page.
  paidPaise: paidOf(bookings.id),
};

/** The kept number of bookings of one service, as a scalar subquery. */
export const serviceBookingCount = (serviceId: string | Placeholder) =>
  sql<number>`select coalesce(sum(${bookingCounts.bookings}), 0)::int from ${bookingCounts} where ${bookingCounts.serviceId} = ${serviceId}`;

async function serviceCounts(db: Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: bookingCounts.serviceId, n: sql<number>`sum(${bookingCounts.bookings})::int` })
    .from(bookingCounts)
    .where(sql`${bookingCounts.serviceId} = any(${sql.param(ids)}::uuid[])`)
    .groupBy(bookingCounts.serviceId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

// Without a filter (or with a status alone) the kept counts answer at once, however many bookings there are.
async function countBookings(db: Database, filter: BookingFilter, where: SQL | undefined): Promise<number> {
  const { status, ...rest } = filter;
  if (Object.values(rest).every((v) => v === undefined || v === false || (typeof v === 'string' && v.trim() === ''))) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${bookingCounts.bookings}), 0)::int` })
      .from(bookingCounts)
      .where(status ? eq(bookingCounts.status, status) : undefined);
    return row?.n ?? 0;
  }
  const [row] = await db.select({ n: count() }).from(bookings).where(where);
  return row?.n ?? 0;
}

// A customer's own list: what is still to come (not yet ended) first, the soonest at the top; then the past,
// the most recent first.
const upcoming = sql`(${bookings.endsAt} > now())`;
function sortOf(order: 'asc' | 'desc' | 'upcoming-first'): SQL[] {
  if (order === 'upcoming-first') {
    return [desc(upcoming), sql`case when ${upcoming} then ${bookings.startsAt} end asc`, desc(bookings.startsAt), desc(bookings.id)];
  }
  const dir = order === 'asc' ? asc : desc;
  return [dir(bookings.bookingDate), dir(bookings.startsAt), dir(bookings.id)];
}

/** One page of bookings in SPEC.md's shape (20 by default, at most 100), newest day first (or in day order for a day sheet). */
export async function listBookings(
  db: Database,
  timeZone: string,
  filter: BookingFilter,
  { order = 'desc', page, limit }: Paging & { order?: 'asc' | 'desc' | 'upcoming-first' } = {},
): Promise<{ data: BookingView[]; total: number }> {
  const q = filter.q?.trim();
  const where = whereOf(filter, q ? await searchCondition(db, q) : undefined);
  const sorted = sortOf(order);
  const { limit: size, offset } = pageWindow({ page, limit });
  const full = (condition: SQL | undefined) =>
    db
      .select(selection)
      .from(bookings)
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .where(condition)
      .orderBy(...sorted);
  const byIds = async (ids: string[]) => (ids.length ? await full(sql`${bookings.id} = any(${sql.param(ids)}::uuid[])`) : []);
  const hits = q ? await searchPage(db, where, order === 'asc' ? 'asc' : 'desc', size, offset) : undefined;
  let rows: BookingRow[];
  if (hits) {
    rows = await byIds(hits.ids);
  } else if (offset > 0) {
    // Past the first page the page's ids come first, so the related rows are read for this page only and
    // not for every row the offset skips.
    const onPage = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(where)
      .orderBy(...sorted)
      .limit(size)
      .offset(offset);
    rows = await byIds(onPage.map((r) => r.id));
  } else {
    rows = await full(where).limit(size);
  }
  const total = hits?.total ?? (filter.ids ? rows.length : await countBookings(db, filter, where));
  const counts = await serviceCounts(db, [...new Set(rows.map((r) => r.service.id))]);
  return { data: rows.map((r) => toBookingView(r, timeZone, counts.get(r.service.id) ?? 0)), total };
}

export async function loadBooking(db: Database, timeZone: string, id: string): Promise<BookingView | undefined> {
  return (await listBookings(db, timeZone, { ids: [id] })).data[0];
}
