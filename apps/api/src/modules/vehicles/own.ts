import { and, eq, isNull } from 'drizzle-orm';
import { messages, vehicleMessages } from '@autospa/contract';
import { httpErrors } from '@fastify/sensible';
import { categories, subCategories, vehicles, type Database, type Vehicle } from '@autospa/db';

export type VehicleWithType = Vehicle & { categoryName: string | null; subName: string | null };

/** The columns of a vehicle with the names of its type, for every read of this module. */
export const vehicleWithTypeColumns = {
  vehicle: vehicles,
  categoryName: categories.name,
  subName: subCategories.subName,
};

export const withType = <T extends { vehicle: Vehicle; categoryName: string | null; subName: string | null }>(row: T): VehicleWithType => ({
  ...row.vehicle,
  categoryName: row.categoryName,
  subName: row.subName,
});

/**
 * A customer's own vehicle in use (not retired), with its category and subcategory names; null when the id is
 * unknown, retired, or another customer's. For other modules too (a quote or a booking by vehicleId).
 */
export async function ownVehicle(db: Database, userId: string, vehicleId: string): Promise<VehicleWithType | null> {
  const [row] = await db
    .select(vehicleWithTypeColumns)
    .from(vehicles)
    .leftJoin(categories, eq(categories.id, vehicles.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, vehicles.subCategoryId))
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.userId, userId), isNull(vehicles.retiredAt)))
    .limit(1);
  return row ? withType(row) : null;
}

/**
 * The type names of the signed-in customer's saved car, for a quote or free times by `vehicleId`: 401 without a
 * customer's session, 404 for a car that is not the caller's (or retired), 400 while the car has no type yet.
 */
export async function savedCarType(
  db: Database,
  caller: { id: string; typeOfUser: string } | null,
  vehicleId: string,
): Promise<{ categoryName: string; subName: string | undefined }> {
  if (!caller) throw httpErrors.unauthorized(messages.auth.signInRequired);
  const vehicle = caller.typeOfUser === 'User' ? await ownVehicle(db, caller.id, vehicleId) : null;
  if (!vehicle) throw httpErrors.notFound(vehicleMessages.notFound);
  if (!vehicle.categoryName) throw httpErrors.badRequest(vehicleMessages.typeMissing);
  return { categoryName: vehicle.categoryName, subName: vehicle.subName ?? undefined };
}
