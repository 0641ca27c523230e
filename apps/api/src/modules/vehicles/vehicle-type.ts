import { sql } from 'drizzle-orm';
import { messages } from '@autospa/contract';
import { categories, subCategories, type Category, type Database, type SubCategory } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';

/**
 * A vehicle type by names, as the booking payload gives them (case does not matter): 400 when the category or
 * the subcategory is unknown, or the subcategory is another category's. No subName (or ''): no subcategory.
 */
export async function vehicleType(
  db: Database,
  categoryName: string,
  subName?: string | null,
): Promise<{ category: Category; sub: SubCategory | null }> {
  const [category] = await db
    .select()
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${categoryName})`)
    .limit(1);
  if (!category) throw httpErrors.badRequest(messages.bookings.categoryUnknown(categoryName));
  if (!subName) return { category, sub: null };
  const subs = await db
    .select()
    .from(subCategories)
    .where(sql`lower(${subCategories.subName}) = lower(${subName})`);
  if (subs.length === 0) throw httpErrors.badRequest(messages.bookings.subCategoryUnknown(subName));
  const sub = subs.find((s) => s.categoryId === category.id);
  if (!sub) throw httpErrors.badRequest(messages.bookings.subCategoryMismatch(subName, category.name));
  return { category, sub };
}
