import { eq, sql } from 'drizzle-orm';
import type { MessageChannel, MessageLanguage, NotificationStatus } from '@autospa/contract';
import { accounts, bookings, notifications } from '@autospa/db';
import type { Executor } from '../lib/db-executor.js';

// The delivery log (issue 19): one row per message on a channel, written when it is queued (or decided against)
// and updated as the provider answers.

export interface NotificationEntry {
  bookingId?: string | null;
  accountId?: string | null;
  channel: MessageChannel;
  template: string;
  language?: MessageLanguage;
  recipient: string;
  status?: NotificationStatus;
  error?: string | null;
  /** A message that must go once only: a second row with the same key is never written. */
  dedupeKey?: string;
}

export type Claim = { id: string; fresh: boolean; status: NotificationStatus };

/**
 * Writes the row, or finds the one already written under its dedupe key (a retry, or a worker that died
 * half-way): `fresh` says which. The caller sends again only when the earlier try never reached the provider.
 */
export async function claimNotification(db: Executor, entry: NotificationEntry): Promise<Claim> {
  const [inserted] = await db
    .insert(notifications)
    .values({
      ...entry,
      // A mail about a booking deleted meanwhile (delete-booking tells the customer) is logged without it.
      bookingId: entry.bookingId ? sql`(select ${bookings.id} from ${bookings} where ${bookings.id} = ${entry.bookingId})` : null,
      accountId: entry.accountId ? sql`(select ${accounts.id} from ${accounts} where ${accounts.id} = ${entry.accountId})` : null,
      status: entry.status ?? 'queued',
    })
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id, status: notifications.status });
  if (inserted) return { id: inserted.id, fresh: true, status: inserted.status as NotificationStatus };
  const [existing] = await db
    .select({ id: notifications.id, status: notifications.status })
    .from(notifications)
    .where(eq(notifications.dedupeKey, entry.dedupeKey ?? ''));
  if (!existing) throw new Error('notification row vanished between insert and select');
  return { id: existing.id, fresh: false, status: existing.status as NotificationStatus };
}

/** Statuses after which a message is never sent again. */
export const settled = (status: NotificationStatus) => status !== 'queued' && status !== 'failed';

export async function markSent(db: Executor, id: string, result: { provider: string; providerId: string | null }): Promise<void> {
  await db
    .update(notifications)
    .set({
      status: 'sent',
      provider: result.provider,
      providerId: result.providerId,
      error: null,
      sentAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(notifications.id, id));
}

/** A row left 'queued' by an earlier try takes the outcome decided now ('opted-out'). */
export async function markStatus(db: Executor, id: string, status: NotificationStatus): Promise<void> {
  await db
    .update(notifications)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(notifications.id, id));
}

export async function markFailed(db: Executor, id: string, error: unknown, provider?: string): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  await db
    .update(notifications)
    .set({ status: 'failed', error: message, ...(provider && { provider }), updatedAt: sql`now()` })
    .where(eq(notifications.id, id));
}
