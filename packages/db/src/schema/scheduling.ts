import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

// Issue 17: the named bays a booking holds (bookings.bay_id), and the employees' leave. The rules that keep two
// bookings off one bay or one employee, and an employee off leave and shift, are hand-written in migration 0017.

/** A named bay. Retired bays (active false) stay for the history of the bookings they held. */
export const bays = pgTable(
  'bays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The services the bay can do; empty: every service. No foreign key (an array): unknown ids are ignored. */
    serviceIds: uuid('service_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    active: boolean('active').notNull().default(true),
    /** Order on the timeline and for picking: the first free bay by position takes a booking. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bays_active_name_key')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.active}`),
  ],
);

/** An employee's request for days off (inclusive dates); the Admin approves or declines it. */
export const leaves = pgTable(
  'leaves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('Pending'),
    decidedBy: uuid('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('leaves_status_check', sql`${t.status} in ('Pending', 'Approved', 'Declined')`),
    check('leaves_order_check', sql`${t.toDate} >= ${t.fromDate}`),
    index('leaves_employee_idx').on(t.employeeId, t.fromDate),
    // The Pending Leaves metric and the Admin's list of requests to decide.
    index('leaves_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'Pending'`),
  ],
);

export type Bay = typeof bays.$inferSelect;
export type Leave = typeof leaves.$inferSelect;
