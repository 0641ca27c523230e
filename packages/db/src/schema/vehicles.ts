import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { categories, subCategories } from './catalog.js';

// A customer's garage (issue 16). The plate is kept normalised (upper case, letters and digits only); a retired
// vehicle stays for history (its bookings keep their snapshot) and frees its plate for a new entry.
// The vehicle type is a category (SPEC.md: categories are vehicle types); only the car from sign-up has none
// until the customer sets it, and a category the Admin deletes leaves its vehicles without one (set null).
export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    plate: text('plate').notNull(),
    make: text('make').notNull().default(''),
    model: text('model').notNull().default(''),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    subCategoryId: uuid('sub_category_id').references(() => subCategories.id, { onDelete: 'set null' }),
    colour: text('colour').notNull().default(''),
    parkingNote: text('parking_note').notNull().default(''),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vehicles_user_plate_key')
      .on(t.userId, t.plate)
      .where(sql`${t.retiredAt} is null`),
    index('vehicles_user_created_idx').on(t.userId, t.createdAt),
    // The Admin's plate search: a trigram index (pg_trgm, migration 0007) finds the few plates that hold a text of
    // 3 or more characters; the plate order reads the first page of a common or short text (DL, 05) without a sort.
    index('vehicles_plate_trgm_idx').using('gin', sql`${t.plate} gin_trgm_ops`),
    index('vehicles_plate_idx').on(t.plate),
    check('vehicles_plate_check', sql`${t.plate} ~ '^[A-Z0-9]{1,20}$'`),
  ],
);

export type Vehicle = typeof vehicles.$inferSelect;
export type NewVehicle = typeof vehicles.$inferInsert;
