import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { messages, schedulingMessages, type BayView, type CreateBayBody, type UpdateBayBody } from '@autospa/contract';
import { bays, bookings, services, type Bay, type Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import { uniqueViolation } from '../../lib/db-errors.js';

// The named bays (issue 17). Writing the bays table keeps business_settings.bays equal to the active ones
// (trigger bays_count, migration 0017); the capacity trigger picks a bay for each booking.

/** Bookings still to come (or under way) that hold a bay: a retired bay must hold none. */
const upcomingOn = (bayId: SQL | string) =>
  sql<number>`(select count(*)::int from ${bookings} o where o.bay_id = ${bayId} and o.scheduled
    and o.status not in ('Cancelled', 'No-show') and o.ends_at > now())`;

async function serviceNamesById(db: Database): Promise<Map<string, string>> {
  const rows = await db.select({ id: services.id, name: services.serviceName }).from(services);
  return new Map(rows.map((r) => [r.id, r.name]));
}

function toBayView(bay: Bay, names: Map<string, string>, upcomingBookings: number): BayView {
  return {
    _id: bay.id,
    name: bay.name,
    serviceNames: bay.serviceIds.flatMap((id) => names.get(id) ?? []),
    active: bay.active,
    upcomingBookings,
    position: bay.position,
  };
}

export async function listBays(db: Database, includeRetired: boolean): Promise<BayView[]> {
  const [rows, names] = await Promise.all([
    db
      .select({ bay: bays, upcoming: upcomingOn(sql`${bays.id}`) })
      .from(bays)
      .where(includeRetired ? undefined : eq(bays.active, true))
      .orderBy(sql`${bays.active} desc`, asc(bays.position)),
    serviceNamesById(db),
  ]);
  return rows.map((r) => toBayView(r.bay, names, r.upcoming));
}

async function loadBay(db: Database, id: string): Promise<BayView> {
  const [row] = await db
    .select({ bay: bays, upcoming: upcomingOn(id) })
    .from(bays)
    .where(eq(bays.id, id));
  if (!row) throw httpErrors.notFound(schedulingMessages.bayNotFound);
  return toBayView(row.bay, await serviceNamesById(db), row.upcoming);
}

/** Service names (any case) as ids; an unknown name is a 400 naming it. */
async function serviceIdsOf(db: Database, names: string[]): Promise<string[]> {
  const wanted = [...new Set(names.map((n) => n.trim()))];
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ id: services.id, name: services.serviceName })
    .from(services)
    .where(sql`lower(${services.serviceName}) = any(${sql.param(wanted.map((n) => n.toLowerCase()))}::text[])`);
  const missing = wanted.find((n) => !rows.some((r) => r.name.toLowerCase() === n.toLowerCase()));
  if (missing) throw httpErrors.badRequest(messages.bookings.serviceUnknown(missing));
  return rows.map((r) => r.id);
}

const TOO_MANY_BAYS = 'Bays must be a whole number from 1 to 50.';

async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === 'bays_active_name_key') throw httpErrors.conflict(schedulingMessages.duplicateBay);
    // business_settings_bays_check: at most 50 bays in use.
    if ((error as { cause?: { code?: string } }).cause?.code === '23514') throw httpErrors.conflict(TOO_MANY_BAYS);
    throw error;
  }
}

export async function createBay(db: Database, body: CreateBayBody): Promise<BayView> {
  const serviceIds = await serviceIdsOf(db, body.serviceNames ?? []);
  const [row] = await saving(() =>
    db
      .insert(bays)
      .values({
        name: body.name.trim(),
        serviceIds,
        position: sql`(select coalesce(max(position), 0) + 1 from ${bays})`,
      })
      .returning({ id: bays.id }),
  );
  return loadBay(db, row!.id);
}

export async function updateBay(db: Database, id: string, body: UpdateBayBody): Promise<BayView> {
  const serviceIds = body.serviceNames !== undefined ? await serviceIdsOf(db, body.serviceNames) : undefined;
  const rows = await saving(() =>
    db
      .update(bays)
      .set({
        ...(body.name !== undefined && { name: body.name.trim() }),
        ...(serviceIds !== undefined && { serviceIds }),
        updatedAt: new Date(),
      })
      .where(and(eq(bays.id, id), eq(bays.active, true)))
      .returning({ id: bays.id }),
  );
  if (rows.length === 0) throw httpErrors.notFound(schedulingMessages.bayNotFound);
  return loadBay(db, id);
}

/** Retire (never delete: bookings keep their bay): refused while it holds bookings to come or is the last one. */
export async function retireBay(db: Database, id: string): Promise<void> {
  const bay = await loadBay(db, id);
  if (!bay.active) throw httpErrors.notFound(schedulingMessages.bayNotFound);
  if (bay.upcomingBookings > 0) throw httpErrors.conflict(schedulingMessages.bayHasBookings(bay.upcomingBookings));
  const [{ active } = { active: 0 }] = await db
    .select({ active: sql<number>`count(*)::int` })
    .from(bays)
    .where(eq(bays.active, true));
  if (active <= 1) throw httpErrors.conflict(schedulingMessages.lastBay);
  // Checked again in the write: a booking placed on the bay meanwhile keeps it in use.
  const rows = await db
    .update(bays)
    .set({ active: false, updatedAt: new Date() })
    .where(and(eq(bays.id, id), sql`${upcomingOn(id)} = 0`))
    .returning({ id: bays.id });
  if (rows.length === 0) throw httpErrors.conflict(schedulingMessages.bayHasBookings(1));
}
