import { sql } from 'drizzle-orm';
import { check, customType, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { bookings } from './bookings.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Issue 19: the delivery log. Every message the product sends (booking mails, reminders, OTPs, notices) on any
 * channel is one row, written when it is queued and updated as the provider answers.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** 'email' | 'sms' | 'whatsapp' */
    channel: text('channel').notNull(),
    /** The template's name: 'reminder', 'booking-confirmed', 'password-otp', … */
    template: text('template').notNull(),
    /** 'en' | 'hi' */
    language: text('language').notNull().default('en'),
    /** The address or phone number it went to (E.164 for phones). */
    recipient: text('recipient').notNull(),
    /** The adapter that sent it: 'outbox', 'smtp', 'msg91', 'twilio', 'whatsapp-cloud', 'gupshup'. */
    provider: text('provider'),
    /** The provider's id of the message, to match its delivery reports. */
    providerId: text('provider_id'),
    /** queued, sent, delivered, failed, opted-out, skipped-quiet-hours */
    status: text('status').notNull().default('queued'),
    error: text('error'),
    /** Set for messages that must go once only (a reminder: booking, offset, start time and channel). */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('notifications_channel_check', sql`${t.channel} in ('email', 'sms', 'whatsapp')`),
    check('notifications_language_check', sql`${t.language} in ('en', 'hi')`),
    check('notifications_status_check', sql`${t.status} in ('queued', 'sent', 'delivered', 'failed', 'opted-out', 'skipped-quiet-hours')`),
    uniqueIndex('notifications_dedupe_key').on(t.dedupeKey),
    index('notifications_booking_idx').on(t.bookingId, t.createdAt),
    index('notifications_created_idx').on(t.createdAt),
    index('notifications_status_idx').on(t.status, t.createdAt),
    uniqueIndex('notifications_provider_id_key').on(t.provider, t.providerId),
  ],
);

/** A phone number (E.164) or address that asked for no more messages on a channel ("Reply STOP" or the link). */
export const messageOptOuts = pgTable(
  'message_opt_outs',
  {
    recipient: text('recipient').notNull(),
    channel: text('channel').notNull(),
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recipient, t.channel] })],
);

/** The one-tap links of a reminder are single use per action: the SHA-256 of each token used, with the action. */
export const bookingLinkUses = pgTable(
  'booking_link_uses',
  {
    tokenDigest: bytea('token_digest').notNull(),
    action: text('action').notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tokenDigest, t.action] })],
);
