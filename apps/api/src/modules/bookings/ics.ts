import type { BookingView, BusinessDetailsView } from '@autospa/contract';
import { renderCalendar, type CalendarEvent } from '../../lib/calendar.js';

/** What the calendar file says: the parts of the booking view it reads. */
export type IcsFacts = Pick<BookingView, 'reference' | 'service' | 'startsAt' | 'endsAt' | 'carNo' | 'price'>;

/** Where the booking happens and who keeps it: the business details of the settings. */
export type BusinessPlace = Pick<BusinessDetailsView, 'name' | 'addressLine' | 'mapUrl'>;

/** The booking as a calendar event: its instant, the business's address as LOCATION, the reference in the summary. */
export function bookingEvent(b: IcsFacts, place: BusinessPlace, manageUrl?: string): CalendarEvent {
  const service = b.service[0]?.serviceName ?? 'Car wash';
  const lines = [`Reference: ${b.reference}`, `Car: ${b.carNo.join(', ')}`, `Price: ${b.price}`, `Map: ${place.mapUrl}`];
  if (manageUrl) lines.push(`Manage: ${manageUrl}`);
  return {
    uid: `${b.reference}@autospa.example`,
    start: b.startsAt,
    end: b.endsAt,
    summary: `${place.name}: ${service} (${b.reference})`,
    location: place.addressLine,
    description: lines.join('\n'),
    ...(manageUrl && { url: manageUrl }),
  };
}

export const bookingIcs = (b: IcsFacts, place: BusinessPlace, manageUrl?: string) => renderCalendar(bookingEvent(b, place, manageUrl));

export const icsFileName = (reference: string) => `auto-spa-${reference}.ics`;
