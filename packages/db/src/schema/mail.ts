import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mail waiting to go out (the outbox pattern): a request only adds a row, so it never waits on SMTP and a mail
// survives a crash or an SMTP outage; apps/api/src/mail/queue.ts delivers, retries and deletes.
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When the mail may next be tried; a claimed mail is pushed ahead by the lease, a failed one by the back-off. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_queue_due_idx').on(t.nextAttemptAt, t.id)],
);

export type QueuedMail = typeof mailQueue.$inferSelect;
