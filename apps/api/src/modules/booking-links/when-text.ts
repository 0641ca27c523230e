import type { BookingView } from '@autospa/contract';
import { messageTime } from '../../messaging/when.js';

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * When a booking is, as the messages say it: 'Sat 29 Nov, 10:30 AM IST' in the business's time zone. A booking
 * of the seed's days without an exact time keeps its slot as booked, unlabelled.
 */
export function whenText(b: Pick<BookingView, 'date' | 'time' | 'scheduled' | 'startsAt'>, timeZone: string): string {
  if (b.scheduled) return messageTime(new Date(b.startsAt), timeZone);
  const parts = Object.fromEntries(dayFormat.formatToParts(new Date(`${b.date}T00:00:00Z`)).map((p) => [p.type, p.value]));
  const day = `${parts.weekday} ${parts.day} ${parts.month}`;
  return b.time ? `${day}, ${b.time}` : day;
}
