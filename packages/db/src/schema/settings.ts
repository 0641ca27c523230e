import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

type DayHours = { open: string; close: string } | null;

// One row (id 1) of business settings; without it the defaults below apply.
export const businessSettings = pgTable(
  'business_settings',
  {
    id: integer('id').primaryKey().default(1),
    bays: integer('bays').notNull().default(3),
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    slotMinutes: integer('slot_minutes').notNull().default(30),
    /** Bookings a customer may hold that are still to come (not Cancelled or Completed); trigger in migration 0009. */
    bookingsPerCustomer: integer('bookings_per_customer').notNull().default(3),
    /** Minutes after making a booking in which the customer may still change or cancel it, even inside 24 hours. */
    changeGraceMinutes: integer('change_grace_minutes').notNull().default(15),
    /** Minutes a bay (or a mobile team) stays blocked after each car, between one booking and the next. */
    bufferMinutes: integer('buffer_minutes').notNull().default(10),
    /** Mobile teams for doorstep services: their capacity, separate from the bays. */
    doorTeams: integer('door_teams').notNull().default(2),
    /** { sun: {open:'09:00', close:'17:00'} | null, mon: …, … } */
    openingHours: jsonb('opening_hours').$type<Record<string, DayHours>>(),
    /** The business's UPI ID (VPA) for payments taken at the job (issue 17); null until the Admin sets it. */
    upiId: text('upi_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('business_settings_single_row', sql`${t.id} = 1`),
    check('business_settings_bays_check', sql`${t.bays} between 1 and 50`),
    check('business_settings_slot_check', sql`${t.slotMinutes} between 5 and 240`),
    check('business_settings_buffer_check', sql`${t.bufferMinutes} between 0 and 120`),
    check('business_settings_door_teams_check', sql`${t.doorTeams} between 0 and 50`),
    check('business_settings_change_grace_check', sql`${t.changeGraceMinutes} between 0 and 1440`),
    check('business_settings_bookings_per_customer_check', sql`${t.bookingsPerCustomer} between 1 and 50`),
  ],
);

export type BusinessSettings = typeof businessSettings.$inferSelect;
