import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Keys the app makes for itself when configuration gives none (e.g. the HMAC key of guests' manage links): made
 * once by whichever instance starts first, then shared by every instance and kept across restarts, so a link
 * mailed yesterday still opens. A configured secret (MANAGE_LINK_SECRET) takes precedence.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  /** 32 random bytes, hex. */
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
