import { and, ilike, or, sql, type SQL } from 'drizzle-orm';
import { normaliseCarNo } from '@autospa/contract';
import { accounts, bookings, services, type Database } from '@autospa/db';
import { likePattern } from '../../lib/paging.js';

/**
 * A list search as a condition on bookings' own columns: a case-insensitive substring of a car number (the
 * query normalised like car numbers), of the guest's name or phone, of the customer's username, phone or email,
 * or of the service's name. The matching accounts and services (small tables) are looked up first and passed as
 * constants: then each branch has an index on bookings (GIN, user_id, service_id) and the planner knows how many
 * ids there are. As subqueries or a join they ruled out the indexes and the search read every booking.
 * With `employee`, the matching accounts find the bookings assigned to them too (the income list).
 */
export async function searchCondition(db: Database, q: string, { employee = false } = {}): Promise<SQL | undefined> {
  const like = likePattern(q);
  const { rows } = await db.execute<{ users: string[]; services: string[] }>(sql`
    select array(select ${accounts.id} from ${accounts}
                 where ${accounts.username} ilike ${like} or ${accounts.phone} ilike ${like} or ${accounts.email} ilike ${like}) as users,
           array(select ${services.id} from ${services} where ${services.serviceName} ilike ${like}) as services`);
  const found = rows[0] ?? { users: [], services: [] };
  // Cheapest first: a row a branch matches skips the ones after it.
  const others = [
    found.users.length ? sql`${bookings.userId} = any(${sql.param(found.users)}::uuid[])` : undefined,
    employee && found.users.length ? sql`${bookings.employeeId} = any(${sql.param(found.users)}::uuid[])` : undefined,
    found.services.length ? sql`${bookings.serviceId} = any(${sql.param(found.services)}::uuid[])` : undefined,
    ilike(bookings.guestName, like),
    ilike(bookings.guestPhone, like),
  ];
  const car = normaliseCarNo(q);
  const carLike = likePattern(car);
  if (car.length < 6) return or(...others, ilike(sql`car_no_text(${bookings.carNo})`, carLike));
  // Car numbers share their leading letters and zeros: their trigrams are in most rows, and a trigram index
  // reads every row's entry for them. Their six-character pieces (migration 0007) pick out a few rows instead.
  // The pieces only find rows (a car number holding the text holds all its pieces, so this clause adds no
  // condition); the match is checked apart, where no index applies, so the pieces are not recomputed per row.
  return and(
    or(...others, sql`car_no_grams(${bookings.carNo}) @> car_no_grams(array[${car}]::text[])`),
    or(...others, ilike(sql`array_to_string(${bookings.carNo}, ' ')`, carLike)),
  );
}

// Up to this many matches are gathered in memory (work_mem) to page and count them in one pass.
const FEW_MATCHES = 1_000;

/**
 * One page of matching ids and the number of matches, from one pass over them, when there are few: a total has
 * to find every match anyway, and the page is then a top-N sort. (A LIMIT query in list order may walk the whole
 * table to find a few or old matches.) Undefined for more: then the list-order walk finds a page at once, and
 * the caller pages and counts as it does without a search.
 */
export async function searchPage(
  db: Database,
  where: SQL | undefined,
  order: 'asc' | 'desc',
  size: number,
  offset: number,
): Promise<{ ids: string[]; total: number } | undefined> {
  const dir = sql.raw(order);
  const { rows } = await db.execute<{ ids: string[]; total: number }>(sql`
    with hits as materialized (
      select ${bookings.id} as id, ${bookings.bookingDate} as day, ${bookings.startsAt} as starts_at
      from ${bookings} where ${where ?? sql`true`} limit ${FEW_MATCHES + 1}
    )
    select array(select id from hits order by day ${dir}, starts_at ${dir}, id ${dir} limit ${size} offset ${offset}) as ids,
           (select count(*)::int from hits) as total`);
  const found = rows[0];
  return found && found.total <= FEW_MATCHES ? found : undefined;
}
