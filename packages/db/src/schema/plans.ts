import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { bookings } from './bookings.js';
import { categories, services } from './catalog.js';
import { vehicles } from './vehicles.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

// Issue 20: plans and memberships. A plan is what the business sells (daily cleaning on chosen weekdays, N washes a
// month, a pack of N washes valid M days); a subscription is one customer's plan for one vehicle over one period;
// the ledger holds every credit granted, redeemed, restored, refunded, expired, adjusted or credited for a missed
// visit (the balance is their sum); a plan visit is one visit owed under a subscription, with its booking and its
// proof photo.

export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    pricePaise: integer('price_paise').notNull(),
    /** monthly: washes per month; pack: washes in the pack; daily: null. */
    visits: integer('visits'),
    /** pack: days the pack is valid from its start; otherwise null (a month). */
    validDays: integer('valid_days'),
    /** daily: the weekdays of a visit, 0 = Sunday … 6 = Saturday; otherwise empty. */
    weekdays: smallint('weekdays')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    /** Days a subscriber may pause in one period. */
    maxPauseDays: integer('max_pause_days').notNull().default(7),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('plans_kind_check', sql`${t.kind} in ('daily', 'monthly', 'pack')`),
    check('plans_price_check', sql`${t.pricePaise} > 0`),
    check(
      'plans_shape_check',
      sql`(${t.kind} = 'daily' and ${t.visits} is null and ${t.validDays} is null and cardinality(${t.weekdays}) > 0)
        or (${t.kind} = 'monthly' and ${t.visits} > 0 and ${t.validDays} is null)
        or (${t.kind} = 'pack' and ${t.visits} > 0 and ${t.validDays} > 0)`,
    ),
    check('plans_pause_check', sql`${t.maxPauseDays} between 0 and 60`),
    uniqueIndex('plans_name_key').on(sql`lower(${t.name})`),
  ],
);

/** The services a plan's visit includes (the first is the visit's booking service). */
export const planServices = pgTable(
  'plan_services',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.planId, t.serviceId] })],
);

/** The vehicle types (categories) a plan is sold for. */
export const planCategories = pgTable(
  'plan_categories',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.planId, t.categoryId] })],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'restrict' }),
    /** Business-local days, inclusive. endDate moves later by the days paused. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Snapshot of the plan's price when bought. */
    pricePaise: integer('price_paise').notNull(),
    /** Stored status: active, cancelled or expired ("paused" is an active one inside a pause, worked out when read). */
    status: text('status').notNull().default('active'),
    /** Daily visits at the door: where (null: the visits are at a bay). */
    address: text('address'),
    landmark: text('landmark'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('subscriptions_status_check', sql`${t.status} in ('active', 'cancelled', 'expired')`),
    check('subscriptions_period_check', sql`${t.endDate} >= ${t.startDate}`),
    check('subscriptions_cancel_check', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
    index('subscriptions_user_idx').on(t.userId, t.startDate),
    index('subscriptions_plan_idx').on(t.planId),
    // The nightly visit job reads the active subscriptions whose period holds the day.
    index('subscriptions_active_idx')
      .on(t.startDate, t.endDate)
      .where(sql`${t.status} = 'active'`),
  ],
);

/** A pause: no visits from fromDate to toDate (inclusive); the period's end moves later by its days. */
export const subscriptionPauses = pgTable(
  'subscription_pauses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('subscription_pauses_order_check', sql`${t.toDate} >= ${t.fromDate}`),
    index('subscription_pauses_sub_idx').on(t.subscriptionId, t.fromDate),
  ],
);

/** One visit owed under a subscription: made by the nightly job (daily plans) or by a booking that redeemed a credit. */
export const planVisits = pgTable(
  'plan_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    /** 'daily': made by the nightly job; 'booked': a booking that redeemed a credit. */
    source: text('source').notNull(),
    /** The booking that holds the visit's bay or team and staff; null when it could not be placed. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** scheduled → done (with proof) or missed (no proof by the day's end); unplaced: no capacity that day. */
    status: text('status').notNull().default('scheduled'),
    proofAt: timestamp('proof_at', { withTimezone: true }),
    proofBy: uuid('proof_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('plan_visits_source_check', sql`${t.source} in ('daily', 'booked')`),
    check('plan_visits_status_check', sql`${t.status} in ('scheduled', 'done', 'missed', 'unplaced', 'cancelled')`),
    // The nightly job makes a subscription's day once, however often it runs.
    uniqueIndex('plan_visits_daily_key')
      .on(t.subscriptionId, t.visitDate)
      .where(sql`${t.source} = 'daily'`),
    uniqueIndex('plan_visits_booking_key').on(t.bookingId),
    index('plan_visits_date_status_idx').on(t.visitDate, t.status),
  ],
);

/** The proof of a visit: the car's photo, resized, stored in PostgreSQL like résumés. */
export const visitPhotos = pgTable('visit_photos', {
  visitId: uuid('visit_id')
    .primaryKey()
    .references(() => planVisits.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  size: integer('size').notNull(),
  photo: bytea('photo').notNull(),
  takenBy: uuid('taken_by').references(() => accounts.id, { onDelete: 'set null' }),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change to a subscription's credits; the balance is the sum of `credits`. */
export const planLedger = pgTable(
  'plan_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Signed: + granted, restored, missed-visit credit, adjusted up; − redeemed, refunded, expired, adjusted down. */
    credits: integer('credits').notNull(),
    /** What the credits are worth (one visit's value × credits), for refunds and missed-visit credits. */
    valuePaise: integer('value_paise').notNull().default(0),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    visitId: uuid('visit_id').references(() => planVisits.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'plan_ledger_kind_check',
      sql`${t.kind} in ('granted', 'redeemed', 'restored', 'refunded', 'expired', 'adjusted', 'missed-visit credit')`,
    ),
    check('plan_ledger_credits_check', sql`${t.credits} <> 0`),
    index('plan_ledger_sub_idx').on(t.subscriptionId, t.createdAt),
    // A missed visit is credited once, a booking redeemed once and restored once.
    uniqueIndex('plan_ledger_missed_key')
      .on(t.visitId)
      .where(sql`${t.kind} = 'missed-visit credit'`),
    uniqueIndex('plan_ledger_booking_kind_key')
      .on(t.bookingId, t.kind)
      .where(sql`${t.kind} in ('redeemed', 'restored')`),
  ],
);

export type Plan = typeof plans.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
export type PlanVisit = typeof planVisits.$inferSelect;
export type PlanLedgerRow = typeof planLedger.$inferSelect;
