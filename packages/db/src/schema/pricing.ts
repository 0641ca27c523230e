import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { categories, services, subCategories } from './catalog.js';

// A service's price and time for one vehicle type (issue 16): a category row (sub_category_id null) or a
// subcategory's override. A null price or time falls back to the category row, then to the service's own.
export const servicePrices = pgTable(
  'service_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    subCategoryId: uuid('sub_category_id').references(() => subCategories.id, { onDelete: 'cascade' }),
    pricePaise: integer('price_paise'),
    durationMinutes: integer('duration_minutes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('service_prices_category_key')
      .on(t.serviceId, t.categoryId)
      .where(sql`${t.subCategoryId} is null`),
    uniqueIndex('service_prices_sub_key')
      .on(t.serviceId, t.subCategoryId)
      .where(sql`${t.subCategoryId} is not null`),
    index('service_prices_category_idx').on(t.categoryId),
    index('service_prices_sub_idx').on(t.subCategoryId),
    check('service_prices_price_check', sql`${t.pricePaise} >= 0`),
    check('service_prices_duration_check', sql`${t.durationMinutes} between 1 and 720`),
  ],
);

// Extras a customer may add to a service (interior vacuum, engine bay, ...): price and minutes added to the quote.
export const addOns = pgTable(
  'add_ons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    status: text('status').notNull().default('Active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('add_ons_name_lower_key').on(sql`lower(${t.name})`),
    check('add_ons_status_check', sql`${t.status} in ('Active', 'Inactive')`),
    check('add_ons_price_check', sql`${t.pricePaise} >= 0`),
    check('add_ons_duration_check', sql`${t.durationMinutes} between 0 and 240`),
  ],
);

/** Which add-ons each service offers. */
export const serviceAddOns = pgTable(
  'service_add_ons',
  {
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    addOnId: uuid('add_on_id')
      .notNull()
      .references(() => addOns.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.addOnId] }), index('service_add_ons_add_on_idx').on(t.addOnId)],
);

export type ServicePrice = typeof servicePrices.$inferSelect;
export type AddOn = typeof addOns.$inferSelect;
