import { eq, sql } from 'drizzle-orm';
import { accounts, categories, subCategories, vehicles, type Database } from '@autospa/db';

// The demo customer's garage (issue 16): its two cars with their types, so booking by vehicle can be tried at once.
export const DEMO_VEHICLES = [
  { plate: 'DL01AB1234', make: 'Maruti', model: 'Swift', category: 'Hatchback', sub: 'Compact Hatchback', colour: 'Red' },
  { plate: 'HR26DK4321', make: 'Hyundai', model: 'Creta', category: 'SUV', sub: 'Compact SUV', colour: 'White' },
] as const;

/** Idempotent: a plate the demo customer has (or had, then removed) is left as it is. After the catalog. */
export async function seedDemoVehicles(db: Database): Promise<void> {
  const [user] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'demo-user')).limit(1);
  if (!user) return;
  const had = new Set((await db.select({ plate: vehicles.plate }).from(vehicles).where(eq(vehicles.userId, user.id))).map((v) => v.plate));
  for (const demo of DEMO_VEHICLES) {
    if (had.has(demo.plate)) continue;
    const [type] = await db
      .select({ categoryId: categories.id, subCategoryId: subCategories.id })
      .from(categories)
      .leftJoin(subCategories, sql`${subCategories.categoryId} = ${categories.id} and lower(${subCategories.subName}) = lower(${demo.sub})`)
      .where(sql`lower(${categories.name}) = lower(${demo.category})`)
      .limit(1);
    await db
      .insert(vehicles)
      .values({
        userId: user.id,
        plate: demo.plate,
        make: demo.make,
        model: demo.model,
        colour: demo.colour,
        categoryId: type?.categoryId ?? null,
        subCategoryId: type?.subCategoryId ?? null,
      })
      .onConflictDoNothing();
  }
}
