import type { BookingView } from '@autospa/contract';

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '10:30 AM' → '10:30 AM', '09:00 AM' → '9:00 AM': as people write a time. */
const spokenTime = (time: string) => time.replace(/^0(\d)/, '$1');

/** When a booking is, as the messages say it: 'Sat 29 Nov, 10:30 AM IST' (its business day and time). */
export function whenText(b: Pick<BookingView, 'date' | 'time' | 'scheduled'>): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(new Date(`${b.date}T00:00:00Z`)).map((p) => [p.type, p.value]));
  const day = `${parts.weekday} ${parts.day} ${parts.month}`;
  if (!b.time) return day;
  return `${day}, ${spokenTime(b.time)}${b.scheduled ? ' IST' : ''}`;
}
