import { and, asc, count, desc, eq, isNull, like, sql, type SQL } from 'drizzle-orm';
import { MAX_VEHICLES_PER_CUSTOMER, vehicleMessages, type createVehicleBody, type updateVehicleBody } from '@autospa/contract';
import { accounts, categories, subCategories, vehicles, type Account, type Database, type Vehicle } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import type { z } from 'zod';
import { uniqueViolation } from '../../lib/db-errors.js';
import { pageWindow, type PageQuery } from '../../lib/paging.js';
import { ownVehicle, vehicleWithTypeColumns, withType, type VehicleWithType } from './own.js';
import { vehicleType } from './vehicle-type.js';

type NewVehicleBody = z.output<typeof createVehicleBody>;
type VehiclePatch = z.output<typeof updateVehicleBody>;

/** The unique index on (user_id, plate) among vehicles in use decides duplicates atomically: a 409. */
async function guardPlate<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (uniqueViolation(error) === 'vehicles_user_plate_key') throw httpErrors.conflict(vehicleMessages.duplicatePlate);
    throw error;
  }
}

/** Escapes LIKE wildcards; a normalised plate has none, but the search text comes from outside. */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function vehiclesService(db: Database) {
  const withTypes = (where: SQL | undefined) =>
    db
      .select(vehicleWithTypeColumns)
      .from(vehicles)
      .leftJoin(categories, eq(categories.id, vehicles.categoryId))
      .leftJoin(subCategories, eq(subCategories.id, vehicles.subCategoryId))
      .where(where);

  async function mine(userId: string, id: string): Promise<VehicleWithType> {
    const row = await ownVehicle(db, userId, id);
    if (!row) throw httpErrors.notFound(vehicleMessages.notFound);
    return row;
  }

  return {
    /** Vehicles in use, newest first; `all` adds the retired ones after them. */
    async listOwn(userId: string, all: boolean): Promise<VehicleWithType[]> {
      const where = and(eq(vehicles.userId, userId), all ? undefined : isNull(vehicles.retiredAt));
      const rows = await withTypes(where).orderBy(sql`${vehicles.retiredAt} is not null`, desc(vehicles.createdAt), desc(vehicles.id));
      return rows.map(withType);
    },

    async create(userId: string, body: NewVehicleBody): Promise<VehicleWithType> {
      const { category, sub } = await vehicleType(db, body.categoryName, body.subName);
      const id = await db.transaction(async (tx) => {
        // The customer's row is locked so two parallel adds cannot both pass the limit.
        await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, userId)).for('no key update');
        const [inUse] = await tx
          .select({ n: count() })
          .from(vehicles)
          .where(and(eq(vehicles.userId, userId), isNull(vehicles.retiredAt)));
        if ((inUse?.n ?? 0) >= MAX_VEHICLES_PER_CUSTOMER) throw httpErrors.conflict(vehicleMessages.tooMany);
        const [row] = await guardPlate(() =>
          tx
            .insert(vehicles)
            .values({
              userId,
              plate: body.plate,
              make: body.make,
              model: body.model,
              categoryId: category.id,
              subCategoryId: sub?.id ?? null,
              colour: body.colour ?? '',
              parkingNote: body.parkingNote ?? '',
            })
            .returning({ id: vehicles.id }),
        );
        return row!.id;
      });
      return mine(userId, id);
    },

    async update(userId: string, id: string, patch: VehiclePatch): Promise<VehicleWithType> {
      const current = await mine(userId, id);
      const values: Partial<Vehicle> = { updatedAt: new Date() };
      if (patch.plate !== undefined) values.plate = patch.plate;
      if (patch.make !== undefined) values.make = patch.make;
      if (patch.model !== undefined) values.model = patch.model;
      if (patch.colour !== undefined) values.colour = patch.colour;
      if (patch.parkingNote !== undefined) values.parkingNote = patch.parkingNote;
      if (patch.categoryName !== undefined || patch.subName !== undefined) {
        // A new category without a subName drops the old subcategory (it belonged to the old category).
        const categoryName = patch.categoryName ?? current.categoryName;
        if (categoryName === null) throw httpErrors.badRequest(vehicleMessages.typeRequired);
        const subName = patch.subName !== undefined ? patch.subName : patch.categoryName === undefined ? current.subName : null;
        const { category, sub } = await vehicleType(db, categoryName, subName);
        values.categoryId = category.id;
        values.subCategoryId = sub?.id ?? null;
      }
      const updated = await guardPlate(() =>
        db
          .update(vehicles)
          .set(values)
          .where(and(eq(vehicles.id, id), eq(vehicles.userId, userId), isNull(vehicles.retiredAt)))
          .returning({ id: vehicles.id }),
      );
      if (updated.length === 0) throw httpErrors.notFound(vehicleMessages.notFound);
      return mine(userId, id);
    },

    /** Retired, never deleted: bookings made with it keep their history, and the plate may be added again. */
    async retire(userId: string, id: string): Promise<void> {
      const retired = await db
        .update(vehicles)
        .set({ retiredAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(vehicles.id, id), eq(vehicles.userId, userId), isNull(vehicles.retiredAt)))
        .returning({ id: vehicles.id });
      if (retired.length === 0) throw httpErrors.notFound(vehicleMessages.notFound);
    },

    /** A customer's whole garage for the Admin, retired vehicles included (after those in use). */
    async ofCustomer(userId: string): Promise<VehicleWithType[]> {
      const [customer] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.id, userId), eq(accounts.typeOfUser, 'User')))
        .limit(1);
      if (!customer) throw httpErrors.notFound(vehicleMessages.customerUnknown);
      return this.listOwn(userId, true);
    },

    /**
     * The Admin's plate search: plates that contain the (normalised) text, in plate order, one page with the
     * total. The trigram index on the plate serves the LIKE; no text lists every vehicle.
     */
    async search(
      q: string | undefined,
      page: PageQuery,
    ): Promise<{ rows: { vehicle: VehicleWithType; owner: Pick<Account, 'id' | 'username' | 'phone'> }[]; total: number }> {
      const where = q ? like(vehicles.plate, containsPattern(q)) : undefined;
      const { limit, offset } = pageWindow(page);
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...vehicleWithTypeColumns, owner: { id: accounts.id, username: accounts.username, phone: accounts.phone } })
          .from(vehicles)
          .innerJoin(accounts, eq(accounts.id, vehicles.userId))
          .leftJoin(categories, eq(categories.id, vehicles.categoryId))
          .leftJoin(subCategories, eq(subCategories.id, vehicles.subCategoryId))
          .where(where)
          .orderBy(asc(vehicles.plate), desc(vehicles.createdAt), asc(vehicles.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(vehicles).where(where),
      ]);
      return { rows: rows.map((r) => ({ vehicle: withType(r), owner: r.owner })), total: total?.n ?? 0 };
    },
  };
}
