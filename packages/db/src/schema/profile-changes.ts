import { customType, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

// One row per change of a customer's email, phone or username: the details before it, so the "This wasn't me"
// link mailed to the old address can put them back. Only the link token's SHA-256 is kept.
export const profileChanges = pgTable(
  'profile_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: bytea('token_hash').notNull(),
    oldUsername: text('old_username').notNull(),
    oldEmail: text('old_email').notNull(),
    oldPhone: text('old_phone'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('profile_changes_token_key').on(t.tokenHash), index('profile_changes_account_idx').on(t.accountId)],
);

export type ProfileChange = typeof profileChanges.$inferSelect;
