import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { getNotificationsQuery } from '@autospa/contract';
import { bookings, notifications, type Database } from '@autospa/db';
import { pageWindow } from '../../lib/paging.js';

export type NotificationsQuery = z.output<typeof getNotificationsQuery>;
export type NotificationRow = typeof notifications.$inferSelect & { reference: string | null };

/** One page of the delivery log, newest first, each row with its booking's reference. */
export async function listNotifications(db: Database, query: NotificationsQuery): Promise<{ rows: NotificationRow[]; total: number }> {
  const filters: SQL[] = [];
  if (query.bookingId) filters.push(eq(notifications.bookingId, query.bookingId));
  if (query.status) filters.push(eq(notifications.status, query.status));
  if (query.channel) filters.push(eq(notifications.channel, query.channel));
  const where = and(...filters);
  const window = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: notifications, reference: bookings.reference })
      .from(notifications)
      .leftJoin(bookings, eq(bookings.id, notifications.bookingId))
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows: rows.map(({ row, reference }) => ({ ...row, reference })), total: total?.n ?? 0 };
}
