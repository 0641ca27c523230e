import ical from 'ical-generator';
import { BUSINESS_ADDRESS_LINE, businessMapHref, type BookingView } from '@autospa/contract';

/** What the calendar file says: the parts of the booking view it reads. */
export type IcsFacts = Pick<BookingView, 'reference' | 'service' | 'startsAt' | 'endsAt' | 'carNo' | 'price'>;

/**
 * One VEVENT at the booking's instant, written in UTC (a calendar shows it in the reader's own zone), with the
 * business's address as LOCATION and the reference in the summary.
 */
export function bookingIcs(b: IcsFacts, manageUrl?: string): string {
  const calendar = ical({ prodId: { company: 'Auto Spa', product: 'Bookings', language: 'EN' }, name: 'Auto Spa' });
  const service = b.service[0]?.serviceName ?? 'Car wash';
  calendar.createEvent({
    id: `${b.reference}@autospa.example`,
    start: new Date(b.startsAt),
    end: new Date(b.endsAt),
    summary: `Auto Spa: ${service} (${b.reference})`,
    location: BUSINESS_ADDRESS_LINE,
    description: [
      `Reference: ${b.reference}`,
      `Car: ${b.carNo.join(', ')}`,
      `Price: ${b.price}`,
      `Map: ${businessMapHref}`,
      manageUrl ? `Manage: ${manageUrl}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    ...(manageUrl && { url: manageUrl }),
  });
  return calendar.toString();
}

export const icsFileName = (reference: string) => `auto-spa-${reference}.ics`;
