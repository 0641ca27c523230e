import { BUSINESS_ADDRESS_LINE, businessMapHref, type BookingView } from '@autospa/contract';
import { renderCalendar, type CalendarEvent } from '../../lib/calendar.js';

/** What the calendar file says: the parts of the booking view it reads. */
export type IcsFacts = Pick<BookingView, 'reference' | 'service' | 'startsAt' | 'endsAt' | 'carNo' | 'price'>;

/** The booking as a calendar event: its instant, the business's address as LOCATION, the reference in the summary. */
export function bookingEvent(b: IcsFacts, manageUrl?: string): CalendarEvent {
  const service = b.service[0]?.serviceName ?? 'Car wash';
  const lines = [`Reference: ${b.reference}`, `Car: ${b.carNo.join(', ')}`, `Price: ${b.price}`, `Map: ${businessMapHref}`];
  if (manageUrl) lines.push(`Manage: ${manageUrl}`);
  return {
    uid: `${b.reference}@autospa.example`,
    start: b.startsAt,
    end: b.endsAt,
    summary: `Auto Spa: ${service} (${b.reference})`,
    location: BUSINESS_ADDRESS_LINE,
    description: lines.join('\n'),
    ...(manageUrl && { url: manageUrl }),
  };
}

export const bookingIcs = (b: IcsFacts, manageUrl?: string) => renderCalendar(bookingEvent(b, manageUrl));

export const icsFileName = (reference: string) => `auto-spa-${reference}.ics`;
