import type { Category, Database, SubCategory } from '@autospa/db';
import { resolveVehicleType } from '../bookings/resolve.js';

/**
 * A vehicle type by names, as the booking payload gives them (case does not matter): 400 when the category or
 * the subcategory is unknown, or the subcategory is another category's. No subName ('' or null): no subcategory.
 */
export function vehicleType(
  db: Database,
  categoryName: string,
  subName?: string | null,
): Promise<{ category: Category; sub: SubCategory | null }> {
  return resolveVehicleType(db, categoryName, subName || undefined);
}
