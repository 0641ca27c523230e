import { z } from 'zod';
import { messagingMessages } from '../messaging-messages.js';
import { pageFields } from './paging.js';
import { parseHhMm } from './parsing.js';

// Issue 19: reminders by email, SMS and WhatsApp, one-tap answers and the delivery log.

export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
/** The channels a customer chooses (email is always on). */
export const OPTIONAL_MESSAGE_CHANNELS = ['sms', 'whatsapp'] as const;
export type OptionalMessageChannel = (typeof OPTIONAL_MESSAGE_CHANNELS)[number];

export const MESSAGE_LANGUAGES = ['en', 'hi'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

export const NOTIFICATION_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'opted-out', 'skipped-quiet-hours'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const DEFAULT_REMINDER_OFFSETS_HOURS = [24, 2];
export const DEFAULT_QUIET_HOURS = { from: '21:00', to: '08:00' };

/** Settings: hours before the start at which reminders go (up to 4, different, 1 to 168), largest first. */
export const reminderOffsetsField = z
  .array(z.number({ error: messagingMessages.badReminderOffsets }).int(messagingMessages.badReminderOffsets), {
    error: messagingMessages.badReminderOffsets,
  })
  .max(4, messagingMessages.badReminderOffsets)
  .refine((hours) => hours.every((h) => h >= 1 && h <= 168) && new Set(hours).size === hours.length, messagingMessages.badReminderOffsets)
  .transform((hours) => [...hours].sort((a, b) => b - a));

/** Settings: no SMS or WhatsApp from `from` to `to` (business time; may cross midnight). */
export const quietHoursField = z
  .object(
    { from: z.string({ error: messagingMessages.badQuietHours }), to: z.string({ error: messagingMessages.badQuietHours }) },
    { error: messagingMessages.badQuietHours },
  )
  .refine((q) => {
    const from = parseHhMm(q.from);
    const to = parseHhMm(q.to);
    return from !== undefined && to !== undefined && from !== to;
  }, messagingMessages.badQuietHours);
export type QuietHours = { from: string; to: string };

/** Profile: the customer's channels besides email, and its language. */
export const messageChannelsField = z
  .array(z.enum(OPTIONAL_MESSAGE_CHANNELS, { error: messagingMessages.badMessageChannels }), {
    error: messagingMessages.badMessageChannels,
  })
  .max(2, messagingMessages.badMessageChannels)
  .transform((channels) => [...new Set(channels)]);
export const languageField = z.enum(MESSAGE_LANGUAGES, { error: messagingMessages.badLanguage });

/** One row of the delivery log (GET /tor/get-notifications, Admin). */
export const notificationView = z.object({
  _id: z.string(),
  bookingId: z.string().nullable(),
  /** The booking's reference ('AS-7K3M9Q'), null for a message about no booking. */
  reference: z.string().nullable(),
  channel: z.enum(MESSAGE_CHANNELS),
  template: z.string(),
  language: z.enum(MESSAGE_LANGUAGES),
  /** Where it went: an email address or a phone number. */
  recipient: z.string(),
  provider: z.string().nullable(),
  providerId: z.string().nullable(),
  status: z.enum(NOTIFICATION_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type NotificationView = z.infer<typeof notificationView>;

export const getNotificationsQuery = z.object({
  ...pageFields,
  bookingId: z.uuid('bookingId must be a booking id.').optional(),
  status: z.enum(NOTIFICATION_STATUSES, { error: `status must be one of ${NOTIFICATION_STATUSES.join(', ')}.` }).optional(),
  channel: z.enum(MESSAGE_CHANNELS, { error: `channel must be one of ${MESSAGE_CHANNELS.join(', ')}.` }).optional(),
});
export type GetNotificationsQuery = z.input<typeof getNotificationsQuery>;
export const notificationsPage = z.object({ data: z.array(notificationView), total: z.number() });

/** The one-tap link page /b/<token>: GET /tor/get-booking-link?token= (no sign-in; changes nothing). */
export const bookingLinkQuery = z.object({
  token: z.string({ error: messagingMessages.badLink }).min(1, messagingMessages.badLink).max(512, messagingMessages.badLink),
});
export const bookingLinkView = z.object({
  reference: z.string(),
  service: z.string(),
  /** 'Sat 29 Nov, 10:30 AM IST' */
  when: z.string(),
  status: z.string(),
  customerConfirmedAt: z.string().nullable(),
  /** The actions this link may still take now (cancel obeys the cut-off rule). */
  canConfirm: z.boolean(),
  canCancel: z.boolean(),
  /** The booking page on this booking, no sign-in needed (the guest manage link). */
  rescheduleUrl: z.string(),
});
export type BookingLinkView = z.infer<typeof bookingLinkView>;

export const BOOKING_LINK_ACTIONS = ['confirm', 'cancel'] as const;
export const bookingActionBody = z.object({
  token: bookingLinkQuery.shape.token,
  action: z.enum(BOOKING_LINK_ACTIONS, { error: messagingMessages.badAction }),
});
export type BookingActionBody = z.infer<typeof bookingActionBody>;
export const bookingActionResponse = z.object({ message: z.string(), booking: bookingLinkView });

/** The opt-out link of an SMS or WhatsApp message: /stop/<token>, POST /tor/message-opt-out. */
export const messageOptOutBody = z.object({
  token: z
    .string({ error: messagingMessages.badOptOutLink })
    .min(1, messagingMessages.badOptOutLink)
    .max(512, messagingMessages.badOptOutLink),
});
export const messageOptOutResponse = z.object({ message: z.string(), channel: z.enum(OPTIONAL_MESSAGE_CHANNELS), recipient: z.string() });
