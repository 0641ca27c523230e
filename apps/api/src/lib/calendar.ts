import ical from 'ical-generator';

/** One calendar event as plain data: cheap to build in a request, stored with a queued mail, rendered when sent. */
export interface CalendarEvent {
  uid: string;
  /** ISO instants; written in UTC (a calendar shows them in the reader's own zone). */
  start: string;
  end: string;
  summary: string;
  location: string;
  description: string;
  url?: string;
}

/** The event as an iCalendar file (text/calendar): one VEVENT. About 0.1 ms, so mail renders it at send time. */
export function renderCalendar(event: CalendarEvent): string {
  const calendar = ical({ prodId: { company: 'Auto Spa', product: 'Bookings', language: 'EN' }, name: 'Auto Spa' });
  calendar.createEvent({
    id: event.uid,
    start: new Date(event.start),
    end: new Date(event.end),
    summary: event.summary,
    location: event.location,
    description: event.description,
    ...(event.url && { url: event.url }),
  });
  return calendar.toString();
}
