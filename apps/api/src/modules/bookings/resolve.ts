import { and, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { messages, type QuoteResponse, type SettingsView } from '@autospa/contract';
import {
  accounts,
  businessSettings,
  categories,
  servicePrices,
  services,
  subCategories,
  type Account,
  type Category,
  type Database,
  type Service,
  type SubCategory,
} from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import { addOnMatches, addOnMatchesSql, gridCells } from '../pricing/lookups.js';
import { addOnKeys, buildQuote, quoteTaxPercent } from '../pricing/quote.js';
import { loadSettings, toSettingsView } from '../settings/service.js';

type Names = { name: string; subName?: string | undefined; serviceName: string };

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

/** A vehicle type by names: the category, and the subcategory (which must be the category's) when named. */
export async function resolveVehicleType<S extends string | undefined>(
  db: Database,
  name: string,
  subName: S,
): Promise<{ category: Category; sub: S extends string ? SubCategory : null }> {
  const [category] = await db.select().from(categories).where(sameName(categories.name, name)).limit(1);
  if (!category) throw httpErrors.badRequest(messages.bookings.categoryUnknown(name));
  if (subName === undefined) return { category, sub: null as S extends string ? SubCategory : null };
  const subs = await db.select().from(subCategories).where(sameName(subCategories.subName, subName));
  if (subs.length === 0) throw httpErrors.badRequest(messages.bookings.subCategoryUnknown(subName));
  const sub = subs.find((s) => s.categoryId === category.id);
  if (!sub) throw httpErrors.badRequest(messages.bookings.subCategoryMismatch(subName, category.name));
  return { category, sub: sub as S extends string ? SubCategory : null };
}

// The SPEC.md payload names things; names match whatever their case, and the subcategory must be the category's.
// Without a subName the category must have no subcategories (a vehicle type that is a category alone, issue 16).
async function resolveNames(db: Database, names: Names): Promise<{ category: Category; sub: SubCategory | null; service: Service }> {
  const { category, sub } = await resolveVehicleType(db, names.name, names.subName);
  if (!sub) {
    const [any] = await db.select({ id: subCategories.id }).from(subCategories).where(eq(subCategories.categoryId, category.id)).limit(1);
    if (any) throw httpErrors.badRequest(messages.bookings.subCategoryRequired);
  }
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
const categoryCell = alias(servicePrices, 'category_cell');
const subCell = alias(servicePrices, 'sub_cell');

/** The type under which the customer's garage holds this car (by its normalised plate), if it holds it with one. */
export interface SavedType {
  categoryId: string;
  subCategoryId: string | null;
  name: string;
}

const savedTypeSql = sql<SavedType | null>`(
  select json_build_object('categoryId', v.category_id, 'subCategoryId', v.sub_category_id,
    'name', c.name || coalesce(' (' || s.sub_name || ')', ''))
  from vehicles v join categories c on c.id = v.category_id left join sub_categories s on s.id = v.sub_category_id
  where v.user_id = ${sql.placeholder('ownerId')}::uuid and v.plate = ${sql.placeholder('plate')} and v.retired_at is null)`;

// The price grid's cells for the vehicle type and the add-ons asked for ride along (issue 16), and the type the
// customer's garage gives the car: still one query.
function prepareInputsQuery(db: Database) {
  return db
    .select({
      category: categories,
      sub: subCategories,
      service: services,
      settings: businessSettings,
      // The id first: drizzle reads a left-joined object as absent when its first column is null.
      categoryCell: { id: categoryCell.id, pricePaise: categoryCell.pricePaise, durationMinutes: categoryCell.durationMinutes },
      subCell: { id: subCell.id, pricePaise: subCell.pricePaise, durationMinutes: subCell.durationMinutes },
      matches: addOnMatchesSql(services.id, sql.placeholder('addOns')),
      savedType: savedTypeSql,
    })
    .from(categories)
    .innerJoin(subCategories, and(eq(subCategories.categoryId, categories.id), sameName(subCategories.subName, sql.placeholder('subName'))))
    .innerJoin(services, sameName(services.serviceName, sql.placeholder('serviceName')))
    .leftJoin(businessSettings, sql`true`)
    .leftJoin(
      categoryCell,
      and(eq(categoryCell.serviceId, services.id), eq(categoryCell.categoryId, categories.id), isNull(categoryCell.subCategoryId)),
    )
    .leftJoin(subCell, and(eq(subCell.serviceId, services.id), eq(subCell.subCategoryId, subCategories.id)))
    .where(sameName(categories.name, sql.placeholder('name')))
    .limit(1)
    .prepare('booking_inputs');
}

export interface BookingInputs {
  category: Category;
  sub: SubCategory | null;
  service: Service;
  settings: SettingsView;
  quote: QuoteResponse;
  /** Null when the garage does not hold the car, or holds it without a type. */
  savedType: SavedType | null;
}

/**
 * What a new booking needs: its category, subcategory and Active service, the business settings and the quote
 * (grid cell, add-ons). One query when every name matches (the hot path of create-booking); otherwise
 * resolveNames says which one does not.
 */
export async function bookingInputs(
  db: Database,
  names: Names & { addOns?: string[] | undefined },
  car?: { ownerId: string; carNo: string },
): Promise<BookingInputs> {
  let query = inputsQueries.get(db);
  if (!query) inputsQueries.set(db, (query = prepareInputsQuery(db)));
  const requested = names.addOns ?? [];
  const keys = addOnKeys(requested);
  const [row] =
    names.subName === undefined
      ? []
      : await query.execute({
          name: names.name,
          subName: names.subName,
          serviceName: names.serviceName,
          addOns: keys,
          ownerId: car?.ownerId ?? null,
          plate: car ? car.carNo.toUpperCase().replace(/[^A-Z0-9]/g, '') : null,
        });
  if (!row) {
    const { category, sub, service } = await resolveNames(db, names);
    const settings = await loadSettings(db);
    const cells = await gridCells(db, { serviceId: service.id, categoryId: category.id, subCategoryId: sub?.id ?? null });
    const matches = await addOnMatches(db, service.id, keys);
    const quote = buildQuote({
      service,
      categoryName: category.name,
      subName: sub?.subName ?? null,
      requested,
      bufferMinutes: settings.bufferMinutes,
      taxOnTopPercent: quoteTaxPercent(settings),
      ...cells,
      matches,
    });
    return { category, sub, service, settings, quote, savedType: null };
  }
  if (row.service.status !== 'Active') throw httpErrors.conflict(messages.bookings.serviceInactive(row.service.serviceName));
  const settings = toSettingsView(row.settings);
  const quote = buildQuote({
    service: row.service,
    categoryName: row.category.name,
    subName: row.sub.subName,
    categoryCell: row.categoryCell,
    subCell: row.subCell,
    matches: row.matches,
    requested,
    bufferMinutes: settings.bufferMinutes,
    taxOnTopPercent: quoteTaxPercent(settings),
  });
  return { category: row.category, sub: row.sub, service: row.service, settings, quote, savedType: row.savedType };
}
