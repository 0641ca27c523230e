import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import { messages, type SettingsView } from '@autospa/contract';
import {
  accounts,
  businessSettings,
  categories,
  services,
  subCategories,
  type Account,
  type Category,
  type Database,
  type Service,
  type SubCategory,
} from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import { loadSettings, toSettingsView } from '../settings/service.js';

type Names = { name: string; subName: string; serviceName: string };

const sameName = (
  column: typeof categories.name | typeof subCategories.subName | typeof services.serviceName,
  value: string | Placeholder,
) => sql`lower(${column}) = lower(${value})`;

/** An Active service by name: 400 when unknown, 409 when Inactive. */
export async function bookableService(db: Database, serviceName: string): Promise<Service> {
  const [service] = await db.select().from(services).where(sameName(services.serviceName, serviceName)).limit(1);
  if (!service) throw httpErrors.badRequest(messages.bookings.serviceUnknown(serviceName));
  if (service.status !== 'Active') throw httpErrors.conflict(messages.bookings.serviceInactive(service.serviceName));
  return service;
}

// The SPEC.md payload names things; names match whatever their case, and the subcategory must be the category's.
export async function resolveNames(db: Database, names: Names): Promise<{ category: Category; sub: SubCategory; service: Service }> {
  const [category] = await db.select().from(categories).where(sameName(categories.name, names.name)).limit(1);
  if (!category) throw httpErrors.badRequest(messages.bookings.categoryUnknown(names.name));
  const subs = await db.select().from(subCategories).where(sameName(subCategories.subName, names.subName));
  if (subs.length === 0) throw httpErrors.badRequest(messages.bookings.subCategoryUnknown(names.subName));
  const sub = subs.find((s) => s.categoryId === category.id);
  if (!sub) throw httpErrors.badRequest(messages.bookings.subCategoryMismatch(names.subName, category.name));
  return { category, sub, service: await bookableService(db, names.serviceName) };
}

export async function activeAccount(db: Database, id: string, kind: 'User' | 'Employee'): Promise<Account | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.typeOfUser, kind), eq(accounts.active, true)))
    .limit(1);
  return row;
}

// Built once per database handle and prepared on each connection: building this join with the query builder
// was a tenth of the server's time under the create-booking load (issue 7).
const inputsQueries = new WeakMap<Database, ReturnType<typeof prepareInputsQuery>>();

function prepareInputsQuery(db: Database) {
  return db
    .select({ category: categories, sub: subCategories, service: services, settings: businessSettings })
    .from(categories)
    .innerJoin(subCategories, and(eq(subCategories.categoryId, categories.id), sameName(subCategories.subName, sql.placeholder('subName'))))
    .innerJoin(services, sameName(services.serviceName, sql.placeholder('serviceName')))
    .leftJoin(businessSettings, sql`true`)
    .where(sameName(categories.name, sql.placeholder('name')))
    .limit(1)
    .prepare('booking_inputs');
}

/**
 * What a new booking needs: its category, subcategory and Active service, and the business settings. One query
 * when every name matches (the hot path of create-booking); otherwise resolveNames says which one does not.
 */
export async function bookingInputs(
  db: Database,
  names: Names,
): Promise<{ category: Category; sub: SubCategory; service: Service; settings: SettingsView }> {
  let query = inputsQueries.get(db);
  if (!query) inputsQueries.set(db, (query = prepareInputsQuery(db)));
  const [row] = await query.execute({ name: names.name, subName: names.subName, serviceName: names.serviceName });
  if (!row) return { ...(await resolveNames(db, names)), settings: await loadSettings(db) };
  if (row.service.status !== 'Active') throw httpErrors.conflict(messages.bookings.serviceInactive(row.service.serviceName));
  return { category: row.category, sub: row.sub, service: row.service, settings: toSettingsView(row.settings) };
}
