import type { MessageChannel, MessageLanguage, NotificationStatus, NotificationView } from '@autospa/contract';
import type { NotificationRow } from './service.js';

// Field by field: the dedupe key and the update time stay on the server.
export const toNotificationView = (r: NotificationRow): NotificationView => ({
  _id: r.id,
  bookingId: r.bookingId,
  reference: r.reference,
  channel: r.channel as MessageChannel,
  template: r.template,
  language: r.language as MessageLanguage,
  recipient: r.recipient,
  provider: r.provider,
  providerId: r.providerId,
  status: r.status as NotificationStatus,
  error: r.error,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
});
