import { crc32, deflateSync } from 'node:zlib';
import { categories, planCategories, plans, planServices, vehicles, type Database } from '@autospa/db';
import { buildCategory, buildService } from '@autospa/db/testing';
import { expect, type APIRequestContext } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { uid } from './signed-in-helpers';

// Shared by the plans-*.spec.ts and public-home*.spec.ts files (issue 20): plans written straight into the tables,
// as the Admin's Plans screen would save them.

type PlanSeed = {
  name?: string;
  kind?: 'daily' | 'monthly' | 'pack';
  pricePaise?: number;
  visits?: number | null;
  validDays?: number | null;
  weekdays?: number[];
  serviceIds: string[];
  categoryIds: string[];
  active?: boolean;
};

/** A plan with its services (the first is a visit's booking service) and vehicle types. */
export async function buildPlan(db: Database, seed: PlanSeed) {
  const kind = seed.kind ?? 'pack';
  const [plan] = await db
    .insert(plans)
    .values({
      name: seed.name ?? `Plan ${uid()}`,
      kind,
      pricePaise: seed.pricePaise ?? 300_000,
      visits: kind === 'daily' ? null : (seed.visits ?? 10),
      validDays: kind === 'pack' ? (seed.validDays ?? 90) : null,
      weekdays: kind === 'daily' ? (seed.weekdays ?? [1, 2, 3, 4, 5, 6]) : [],
      active: seed.active ?? true,
    })
    .returning();
  await db.insert(planServices).values(seed.serviceIds.map((serviceId, position) => ({ planId: plan!.id, serviceId, position })));
  await db.insert(planCategories).values(seed.categoryIds.map((categoryId) => ({ planId: plan!.id, categoryId })));
  return plan!;
}

/** A service and a vehicle type of their own, for a plan of a test's own. */
export async function planCatalog(db: Database, pricePaise = 49_900) {
  const id = uid();
  const service = await buildService(db, {
    serviceName: `Plan Wash ${id}`,
    price: `${pricePaise / 100} rs`,
    pricePaise,
    durationMinutes: 30,
  });
  const category = await buildCategory(db, { name: `Plan Car ${id}` });
  return { service, category };
}

/** The three plans the home page tests look for; made once per database. */
export const HOME_PLANS = [
  { name: 'Home Wash Pack', kind: 'pack', pricePaise: 399_900, visits: 10, validDays: 90 },
  { name: 'Home Monthly Four', kind: 'monthly', pricePaise: 149_900, visits: 4 },
  { name: 'Home Daily Shine', kind: 'daily', pricePaise: 99_900, weekdays: [1, 2, 3, 4, 5, 6] },
] as const;

export async function ensureHomePlans(db: Database) {
  const existing = await db.select().from(plans).where(eq(plans.name, HOME_PLANS[0].name));
  if (existing.length > 0) return;
  const { service } = await planCatalog(db);
  const [category] = await db.select().from(categories).limit(1);
  const categoryId = category?.id ?? (await buildCategory(db, { name: `Plan Car ${uid()}` })).id;
  try {
    for (const seed of HOME_PLANS)
      await buildPlan(db, {
        ...seed,
        weekdays: 'weekdays' in seed ? [...seed.weekdays] : [],
        serviceIds: [service.id],
        categoryIds: [categoryId],
      });
  } catch {
    // Another test made them meanwhile (the name is unique).
  }
}

/** A small real PNG (solid teal, `size` px square): what a phone's camera would hand the file input. */
export function tinyPng(size = 64): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([0x0d, 0x94, 0x88]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A signed-in API caller's headers, as the app sends them. */
export async function bearerOf(request: APIRequestContext, account: { username: string; password: string }) {
  const login = await request.post('/tor/login', { data: { username: account.username, password: account.password } });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** A customer's car of the given type, straight into the garage. */
export async function buildCar(db: Database, userId: string, categoryId: string, subCategoryId: string | null = null) {
  const plate = `DL${String(Math.floor(Math.random() * 90) + 10)}PL${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const [car] = await db.insert(vehicles).values({ userId, plate, make: 'Maruti', model: 'Swift', categoryId, subCategoryId }).returning();
  return car!;
}
