import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

// Admin, User and Employee share one table, told apart by type_of_user (SPEC.md §3).
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    typeOfUser: text('type_of_user').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    carNo: text('car_no')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    gender: text('gender'),
    country: text('country'),
    state: text('state'),
    pincode: text('pincode'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** An employee's weekly shifts, shaped like opening hours; null: works whenever the business is open (issue 17). */
    shifts: jsonb('shifts').$type<Record<string, { open: string; close: string } | null>>(),
    /** Issue 19: the channels a customer gets reminders on besides email (email is always on): 'sms', 'whatsapp'. */
    messageChannels: text('message_channels')
      .array()
      .notNull()
      .default(sql`'{sms}'::text[]`),
    /** Issue 19: the language of the messages it gets: 'en' or 'hi'. */
    language: text('language').notNull().default('en'),
    /** Issue 21: a business customer's GSTIN and registered name, printed on its tax invoices (B2B); null for B2C. */
    gstin: text('gstin'),
    gstLegalName: text('gst_legal_name'),
    ...timestamps,
  },
  (t) => [
    check('accounts_type_of_user_check', sql`${t.typeOfUser} in ('Admin', 'User', 'Employee')`),
    check('accounts_language_check', sql`${t.language} in ('en', 'hi')`),
    check('accounts_gstin_check', sql`(${t.gstin} is null) = (${t.gstLegalName} is null)`),
    check('accounts_message_channels_check', sql`${t.messageChannels} <@ array['sms', 'whatsapp']::text[]`),
    uniqueIndex('accounts_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('accounts_email_key').on(t.email),
    uniqueIndex('accounts_phone_key').on(t.phone),
    index('accounts_type_created_idx').on(t.typeOfUser, t.createdAt),
  ],
);

// Opaque bearer tokens: only their SHA-256 is kept.
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

// One row per send-otp call; an unknown email still gets a row (account_id null) so responses look alike.
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: bytea('token_hash').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    otpHash: bytea('otp_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_token_key').on(t.tokenHash), index('password_resets_expires_idx').on(t.expiresAt)],
);

// Fixed-window counters shared by every instance (sign-in attempts per identifier and address, per account,
// per address). blocked_until holds the growing delay: no attempt on the key is taken before it.
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

export type Account = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;
