import { asc, eq, sql } from 'drizzle-orm';
import { messages } from '@autospa/contract';
import { categories, subCategories, type Category, type Database, type SubCategory } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import { found, guardWrite } from './guards.js';

const duplicateCategory = { categories_name_lower_key: messages.catalog.duplicateCategory };
const duplicateSub = { sub_categories_category_name_key: messages.catalog.duplicateSubCategory };
const byName = (column: typeof categories.name | typeof subCategories.subName) => asc(sql`lower(${column})`);

export function categoriesService(db: Database) {
  async function findCategory(id: string): Promise<Category> {
    const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
    if (!row) throw httpErrors.notFound(messages.catalog.categoryNotFound);
    return row;
  }

  async function findSub(id: string): Promise<{ sub: SubCategory; category: Category }> {
    const [row] = await db
      .select({ sub: subCategories, category: categories })
      .from(subCategories)
      .innerJoin(categories, eq(categories.id, subCategories.categoryId))
      .where(eq(subCategories.id, id))
      .limit(1);
    if (!row) throw httpErrors.notFound(messages.catalog.subCategoryNotFound);
    return row;
  }

  return {
    findCategory,
    findSub,

    async listCategories(): Promise<{ category: Category; subs: SubCategory[] }[]> {
      const [cats, subs] = await Promise.all([
        db.select().from(categories).orderBy(byName(categories.name)),
        db.select().from(subCategories).orderBy(byName(subCategories.subName)),
      ]);
      return cats.map((category) => ({ category, subs: subs.filter((s) => s.categoryId === category.id) }));
    },

    async listSubs(): Promise<{ sub: SubCategory; category: Category }[]> {
      return db
        .select({ sub: subCategories, category: categories })
        .from(subCategories)
        .innerJoin(categories, eq(categories.id, subCategories.categoryId))
        .orderBy(byName(categories.name), byName(subCategories.subName));
    },

    subsOf: (categoryId: string) =>
      db.select().from(subCategories).where(eq(subCategories.categoryId, categoryId)).orderBy(byName(subCategories.subName)),

    createCategory: (name: string) =>
      guardWrite(async () => (await db.insert(categories).values({ name }).returning())[0]!, duplicateCategory),

    async renameCategory(id: string, name: string): Promise<Category> {
      await findCategory(id);
      return guardWrite(
        async () =>
          found(
            await db.update(categories).set({ name, updatedAt: new Date() }).where(eq(categories.id, id)).returning(),
            messages.catalog.categoryNotFound,
          ),
        duplicateCategory,
      );
    },

    // Its subcategories go with it, unless bookings use the category or any of them (then 409).
    async removeCategory(id: string): Promise<void> {
      await findCategory(id);
      await guardWrite(() => db.delete(categories).where(eq(categories.id, id)), duplicateCategory, messages.catalog.categoryInUse);
    },

    // SPEC.md §7: the category comes by name, as the Create SubCategory dropdown sends it.
    async createSub(categoryName: string, subName: string): Promise<{ sub: SubCategory; category: Category }> {
      const [category] = await db
        .select()
        .from(categories)
        .where(sql`lower(${categories.name}) = lower(${categoryName})`)
        .limit(1);
      if (!category) throw httpErrors.badRequest(messages.bookings.categoryUnknown(categoryName));
      const sub = await guardWrite(
        async () => (await db.insert(subCategories).values({ categoryId: category.id, subName }).returning())[0]!,
        duplicateSub,
      );
      return { sub, category };
    },

    async renameSub(id: string, subName: string): Promise<{ sub: SubCategory; category: Category }> {
      const { category } = await findSub(id);
      const sub = await guardWrite(
        async () =>
          found(
            await db.update(subCategories).set({ subName, updatedAt: new Date() }).where(eq(subCategories.id, id)).returning(),
            messages.catalog.subCategoryNotFound,
          ),
        duplicateSub,
      );
      return { sub, category };
    },

    async removeSub(id: string): Promise<void> {
      await findSub(id);
      await guardWrite(() => db.delete(subCategories).where(eq(subCategories.id, id)), duplicateSub, messages.catalog.subCategoryInUse);
    },
  };
}
