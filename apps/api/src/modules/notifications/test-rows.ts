import { notifications, type Database } from '@autospa/db';

type NewNotification = typeof notifications.$inferInsert;

/** A delivery log row, written directly (the sending side writes them in the app): a sent reminder email unless told. */
export async function buildNotification(db: Database, overrides: Partial<NewNotification> = {}) {
  const [row] = await db
    .insert(notifications)
    .values({ channel: 'email', template: 'reminder', recipient: 'asha@example.test', status: 'sent', ...overrides })
    .returning();
  return row!;
}
