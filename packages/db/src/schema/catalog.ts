import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

// Vehicle categories (Hatchback, Sedan, ...); names are unique whatever their case.
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('categories_name_lower_key').on(sql`lower(${t.name})`)],
);

// A subcategory belongs to one category; deleting the category removes its subcategories (unless bookings use them).
export const subCategories = pgTable(
  'sub_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    subName: text('sub_name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('sub_categories_category_name_key').on(t.categoryId, sql`lower(${t.subName})`)],
);

// price and time stay the text SPEC.md shows; the numbers read from them drive reports and capacity.
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceName: text('service_name').notNull(),
    description: text('description').notNull(),
    price: text('price').notNull(),
    pricePaise: integer('price_paise').notNull(),
    time: text('time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    status: text('status').notNull().default('Active'),
    /** Which public Book Now choice (basic, interior, exterior, full) books this service. */
    publicKey: text('public_key'),
    /** "At your door": booked against the mobile teams (setting door_teams), never a bay. */
    atDoor: boolean('at_door').notNull().default(false),
    /** Issue 21: the SAC code printed on tax invoices (998714: maintenance and repair of motor vehicles). */
    sacCode: text('sac_code').notNull().default('998714'),
    /** Issue 21: the share (1–100 %) a customer may pay online to hold the slot; 0: no deposit, pay in full or at the wash. */
    depositPercent: integer('deposit_percent').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('services_name_lower_key').on(sql`lower(${t.serviceName})`),
    uniqueIndex('services_public_key_key').on(t.publicKey),
    index('services_status_idx').on(t.status),
    check('services_status_check', sql`${t.status} in ('Active', 'Inactive')`),
    check('services_public_key_check', sql`${t.publicKey} in ('basic', 'interior', 'exterior', 'full')`),
    check('services_price_paise_check', sql`${t.pricePaise} >= 0`),
    check('services_duration_check', sql`${t.durationMinutes} between 1 and 720`),
    check('services_sac_check', sql`${t.sacCode} ~ '^[0-9]{4,8}$'`),
    check('services_deposit_check', sql`${t.depositPercent} between 0 and 100`),
  ],
);

export type Category = typeof categories.$inferSelect;
export type SubCategory = typeof subCategories.$inferSelect;
export type Service = typeof services.$inferSelect;
export type NewService = typeof services.$inferInsert;
