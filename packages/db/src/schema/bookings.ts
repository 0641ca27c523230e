import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { categories, services, subCategories } from './catalog.js';
import { bays } from './scheduling.js';

export interface BookingItem {
  kind: 'service' | 'addOn';
  name: string;
  pricePaise: number;
  minutes: number;
}

// A booking holds one bay from starts_at to ends_at (unless cancelled, or a public request not yet
// scheduled). Catalog rows it uses cannot be deleted (restrict), so booking history survives.
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => accounts.id, { onDelete: 'restrict' }),
    guestName: text('guest_name'),
    guestPhone: text('guest_phone'),
    /** A guest booking of the Book Now flow gives an email: the confirmation and the manage link go there. */
    guestEmail: text('guest_email'),
    /** 'AS-' + 5 characters without 0/O/1/I; the default (migration 0015) draws one no booking has yet. */
    reference: text('reference')
      .notNull()
      .default(sql`booking_reference()`),
    /** The client's Idempotency-Key: a repeat of the same create answers this booking instead of a second one. */
    idempotencyKey: text('idempotency_key'),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    subCategoryId: uuid('sub_category_id').references(() => subCategories.id, { onDelete: 'restrict' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    /** The business-local day, for day lists and the per-day capacity lock. */
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** False for a public request that has only a time slot; it holds no bay until given a time. */
    scheduled: boolean('scheduled').notNull().default(true),
    timeSlot: text('time_slot'),
    carType: text('car_type'),
    carNo: text('car_no').array().notNull(),
    status: text('status').notNull().default('Pending'),
    employeeId: uuid('employee_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The named bay it holds (issue 17): picked by the capacity trigger when not given; null at the door, unscheduled or cancelled. */
    bayId: uuid('bay_id').references(() => bays.id, { onDelete: 'restrict' }),
    // Snapshot at booking time: later catalog edits do not change what the customer was quoted.
    price: text('price').notNull(),
    pricePaise: integer('price_paise').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** The itemised quote (service line, then add-ons) at booking time; [] for bookings made before issue 16. */
    items: jsonb('items').$type<BookingItem[]>().notNull().default([]),
    /** Minutes the bay (or team) stays blocked after ends_at: the buffer between cars (migration 0014). */
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    /** A doorstep booking: holds a mobile team, not a bay; address and landmark say where. */
    atDoor: boolean('at_door').notNull().default(false),
    address: text('address'),
    landmark: text('landmark'),
    source: text('source').notNull().default('app'),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    cancelledBy: uuid('cancelled_by').references(() => accounts.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Issue 19: when the customer answered "I'm coming" from a reminder; null until then. */
    customerConfirmedAt: timestamp('customer_confirmed_at', { withTimezone: true }),
    /**
     * Issue 21: an online payment was started on this new booking; unless it is paid by then, the release job cancels
     * it at this time and its slot frees. Null: no hold (pay at the wash).
     */
    payBy: timestamp('pay_by', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bookings_status_check', sql`${t.status} in ('Pending', 'Confirmed', 'In progress', 'Completed', 'Cancelled', 'No-show')`),
    check('bookings_source_check', sql`${t.source} in ('app', 'public')`),
    check('bookings_time_order_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('bookings_customer_check', sql`${t.userId} is not null or ${t.guestName} is not null`),
    check('bookings_slot_check', sql`${t.scheduled} or ${t.timeSlot} is not null`),
    check('bookings_car_no_check', sql`cardinality(${t.carNo}) > 0`),
    check('bookings_buffer_check', sql`${t.bufferMinutes} between 0 and 120`),
    index('bookings_date_start_idx').on(t.bookingDate, t.startsAt, t.id),
    // Capacity checks read only the bookings that hold a bay (Cancelled and No-show hold nothing).
    index('bookings_holding_bay_idx')
      .on(t.startsAt, t.endsAt)
      .where(sql`${t.scheduled} and ${t.status} not in ('Cancelled', 'No-show')`),
    index('bookings_user_idx').on(t.userId, t.bookingDate),
    // The per-customer limit counts a customer's bookings still to come (trigger in migration 0009).
    index('bookings_user_active_idx')
      .on(t.userId, t.startsAt)
      .where(sql`${t.status} not in ('Cancelled', 'Completed', 'No-show')`),
    // The one-car-at-a-time check finds a car's bookings by any of its numbers (car_keys: migration 0009).
    // fastupdate off: every booking looks a car up, and a pending list of recent inserts (up to 4 MB, read in
    // full by every lookup) made each check take milliseconds under the create-booking load.
    index('bookings_car_keys_idx')
      .using('gin', sql`car_keys(${t.carNo})`)
      .with({ fastupdate: false })
      .where(sql`${t.scheduled} and ${t.status} not in ('Cancelled', 'No-show')`),
    index('bookings_employee_idx').on(t.employeeId),
    // A customer's no-shows (bookingView.customerNoShows): a count on this index, by account or a guest's phone.
    index('bookings_no_show_user_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'No-show'`),
    index('bookings_no_show_guest_idx')
      .on(t.guestPhone)
      .where(sql`${t.status} = 'No-show' and ${t.userId} is null`),
    uniqueIndex('bookings_reference_key').on(t.reference),
    // One booking per Idempotency-Key and creator account; guests (no creator) per phone number.
    uniqueIndex('bookings_idempotency_creator_key')
      .on(t.createdBy, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null and ${t.createdBy} is not null`),
    uniqueIndex('bookings_idempotency_guest_key')
      .on(t.guestPhone, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null and ${t.createdBy} is null`),

    index('bookings_status_idx').on(t.status),
    // The income report reads completed bookings by business-local day, from this index alone.
    index('bookings_completed_day_idx')
      .on(t.bookingDate, t.id, t.serviceId, t.pricePaise)
      .where(sql`${t.status} = 'Completed'`),
    index('bookings_service_idx').on(t.serviceId),
    index('bookings_category_idx').on(t.categoryId),
    index('bookings_sub_category_idx').on(t.subCategoryId),
    // The list search is a case-insensitive substring match: trigram indexes, and six-character pieces for
    // car numbers of six characters or more (pg_trgm and both functions: migration 0007). Guest fields are set
    // on public requests only, so only those rows are indexed.
    index('bookings_car_no_trgm_idx').using('gin', sql`car_no_text(${t.carNo}) gin_trgm_ops`),
    index('bookings_car_no_grams_idx').using('gin', sql`car_no_grams(${t.carNo})`),
    index('bookings_guest_trgm_idx')
      .using('gin', t.guestName.op('gin_trgm_ops'), t.guestPhone.op('gin_trgm_ops'))
      .where(sql`${t.guestName} is not null or ${t.guestPhone} is not null`),
  ],
);

/**
 * Bookings per service and status, kept by statement triggers on bookings (migration 0004), so the catalog,
 * the dashboards and list totals read a handful of rows instead of counting every booking. Each connection
 * adds to its own shard (pg_backend_pid() % 16): concurrent bookings of one service do not queue on one row.
 */
export const bookingCounts = pgTable(
  'booking_counts',
  {
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    shard: smallint('shard').notNull(),
    bookings: integer('bookings').notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.status, t.shard] })],
);

export type Booking = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
