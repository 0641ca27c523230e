import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    /** Issue 19: hours before a booking's start at which reminders go out, e.g. {24,2}. */
    reminderOffsetsHours: integer('reminder_offsets_hours')
      .array()
      .notNull()
      .default(sql`'{24,2}'::integer[]`),
    /** Issue 19: business-time hours without SMS or WhatsApp, {"from":"21:00","to":"08:00"}. */
    quietHours: jsonb('quiet_hours').$type<{ from: string; to: string }>().notNull().default({ from: '21:00', to: '08:00' }),
    // The business's own details (issue 18): null until seeded from the configuration at start (all together).
    name: text('name'),
    street: text('street'),
    city: text('city'),
    /** The state, one of INDIAN_STATES. */
    region: text('region'),
    postalCode: text('postal_code'),
    /** Normalised '+91 98100 12345'; the first is the main number. */
    phones: text('phones').array(),
    emails: text('emails').array(),
    /** Null: the address's OpenStreetMap search. */
    mapUrl: text('map_url'),
    /** Issue 21: minutes a new booking holds its slot while its online payment is pending. */
    paymentHoldMinutes: integer('payment_hold_minutes').notNull().default(10),
    /** Issue 21: GST registration (all null until the Admin sets it; without it no tax invoices are issued). */
    gstLegalName: text('gst_legal_name'),
    gstin: text('gstin'),
    /** One of INDIAN_STATES; the GSTIN's first two digits are its state code. */
    gstState: text('gst_state'),
    /** GST rate in percent on services (0, 5, 12, 18, 28 or 40). */
    taxRatePercent: integer('tax_rate_percent').notNull().default(18),
    /** True: the prices the Admin enters include GST; false: GST is added on top in the quote. */
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(true),
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
    check(
      'business_settings_details_check',
      sql`num_nulls(${t.name}, ${t.street}, ${t.city}, ${t.region}, ${t.postalCode}, ${t.phones}, ${t.emails}) in (0, 7)`,
    ),
    check('business_settings_phones_check', sql`cardinality(${t.phones}) between 1 and 3`),
    check('business_settings_emails_check', sql`cardinality(${t.emails}) between 1 and 3`),
    check('business_settings_payment_hold_check', sql`${t.paymentHoldMinutes} between 1 and 60`),
    check('business_settings_tax_rate_check', sql`${t.taxRatePercent} in (0, 5, 12, 18, 28, 40)`),
    check('business_settings_gst_check', sql`num_nulls(${t.gstLegalName}, ${t.gstin}, ${t.gstState}) in (0, 3)`),
  ],
);

export type BusinessSettings = typeof businessSettings.$inferSelect;
