import type { MessageChannel, NotificationStatus } from '@autospa/contract';
import type { BadgeTone } from '@/components/ui/status-badge';

// What the delivery log screen says.
export const notificationTexts = {
  title: 'Messages',
  description: 'Every email, SMS and WhatsApp message the business sent, newest first, and whether it arrived.',
  caption: 'Messages sent',
  loading: 'Loading messages...',
  failed: 'Failed to load the messages.',
  invalid: 'Invalid data format from server',
  empty: 'No messages yet',
  emptyHint: 'Booking mails, reminders and codes appear here as they are sent.',
  emptyFiltered: 'No messages match these filters.',
} as const;

export const channelLabels: Record<MessageChannel, string> = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' };

export const statusLabels: Record<NotificationStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  'opted-out': 'Opted out',
  'skipped-quiet-hours': 'Skipped: quiet hours',
};

export const statusTones: Record<NotificationStatus, BadgeTone> = {
  queued: 'neutral',
  sent: 'info',
  delivered: 'success',
  failed: 'warning',
  'opted-out': 'neutral',
  'skipped-quiet-hours': 'neutral',
};

/** 'reminder' → 'Reminder', 'booking-confirmed' → 'Booking confirmed'. */
export const templateLabel = (template: string) => {
  const words = template.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/** When a message was written, in the business's time: 'Sat, 29 Nov, 10:30 AM IST'. */
export function formatMessageTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${timeFormat.format(date).replace(/am|pm/, (m) => m.toUpperCase())} IST`;
}
