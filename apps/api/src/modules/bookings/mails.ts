import type { BookingView } from '@autospa/contract';
import type { Database } from '@autospa/db';
import type { Mail, MailLog } from '../../mail/mailer.js';
import type { MailComposer } from '../../mail/queue.js';
import { businessView, loadBusiness } from '../settings/business.js';
import { loadSettings } from '../settings/service.js';
import type { BookingContext } from './context.js';
import { bookingEvent, icsFileName, type BusinessPlace } from './ics.js';
import { loadBooking } from './queries.js';

export type BookingMail = 'received' | 'confirmed' | 'rescheduled' | 'cancelled' | 'completed' | 'updated';

const content: Record<BookingMail, { subject: string; lead: (business: string) => string }> = {
  received: { subject: 'Booking received', lead: () => 'We have received your booking. We will confirm it shortly.' },
  confirmed: { subject: 'Booking confirmed', lead: () => 'Your booking is confirmed. See you soon!' },
  rescheduled: { subject: 'Booking rescheduled', lead: () => 'Your booking has moved to the time below.' },
  cancelled: { subject: 'Booking cancelled', lead: () => 'Your booking has been cancelled.' },
  completed: { subject: 'Booking completed', lead: (business) => `Your car is ready. Thank you for choosing ${business}!` },
  updated: { subject: 'Booking updated', lead: () => 'Your booking has been updated. The details are below.' },
};

// The mails that announce a time to keep carry it as a calendar file.
const withCalendar: ReadonlySet<BookingMail> = new Set(['received', 'confirmed', 'rescheduled', 'updated']);

const dayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const niceDate = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** What a booking mail says: the parts of the booking view it reads. */
export type BookingFacts = Pick<
  BookingView,
  'reference' | 'userId' | 'service' | 'date' | 'time' | 'carNo' | 'price' | 'status' | 'startsAt' | 'endsAt' | 'scheduled'
>;

/** The guest's manage link (first mail only: the token is stored hashed), the grace after booking (setting). */
export interface MailExtras {
  manageUrl?: string;
  graceMinutes?: number;
}

/** The mail telling the customer about a change; none without an email. A guest's first mail has its manage link. */
export function bookingMail(
  kind: BookingMail,
  b: BookingFacts,
  place: BusinessPlace,
  { manageUrl, graceMinutes }: MailExtras = {},
): Mail | undefined {
  const to = b.userId.emailId;
  if (!to) return undefined;
  const { subject, lead } = content[kind];
  const service = b.service[0]?.serviceName ?? 'your service';
  const guest = b.userId.typeOfUser === 'Guest';
  const changes = guest ? 'with the link below' : 'from My Bookings';
  const text = [
    `Hello ${b.userId.username},`,
    '',
    lead(place.name),
    '',
    `Reference: ${b.reference}`,
    `Service: ${service} — ${b.price}`,
    `Total: ${b.price}`,
    `Date: ${niceDate(b.date)}`,
    `Time: ${b.time}${b.scheduled ? ' IST' : ''}`,
    `Car: ${b.carNo.join(', ')}`,
    `Status: ${b.status}`,
    `Address: ${place.addressLine}`,
    `Map: ${place.mapUrl}`,
    ...(manageUrl ? ['', `See, reschedule or cancel your booking: ${manageUrl}`] : []),
    '',
    kind === 'cancelled' || kind === 'completed'
      ? ''
      : `You can cancel or reschedule ${changes} up to 24 hours before the start${graceMinutes ? `, or within ${graceMinutes} minutes of booking` : ''}.`,
    place.name,
  ].join('\n');
  const attach = withCalendar.has(kind) && b.scheduled;
  return {
    to,
    subject: `${subject}: ${service} on ${niceDate(b.date)} at ${b.time} (${b.reference})`,
    text,
    // The event as data: the file itself is written when the mail is sent, not in the request.
    ...(attach && { calendar: { filename: icsFileName(b.reference), event: bookingEvent(b, place, manageUrl) } }),
  };
}

/** The delivery-log tag of a booking mail ('booking-confirmed'). */
export const bookingMailLog = (kind: BookingMail, bookingId: string, accountId: string | null): MailLog => ({
  template: `booking-${kind}`,
  bookingId,
  accountId,
});

/**
 * Queues the mail about a change, with the business details of the settings. The booking is already saved,
 * so a failure to queue is logged, never turned into an error for the caller.
 */
export async function mailCustomer(ctx: BookingContext, kind: BookingMail, b: BookingView, extras: MailExtras = {}): Promise<void> {
  const { mailer, log } = ctx;
  if (!b.userId.emailId) return;
  try {
    const mail = bookingMail(kind, b, await loadBusiness(ctx.db), extras);
    if (mail) await mailer.send({ ...mail, log: bookingMailLog(kind, b._id, b.userId._id ?? null) });
  } catch (err) {
    log.error({ err, bookingId: b._id }, 'booking mail could not be queued');
  }
}

/** The name of the composer of a new booking's mail ("Booking received"): create-booking queues only the booking's id. */
export const RECEIVED_MAIL = 'booking-received';

/**
 * Writes a new booking's "Booking received" mail when it is sent, from the booking as it is then (a booking gone
 * meanwhile: no mail), with the business details and the grace after booking of the settings.
 */
export function receivedMailComposer(db: Database): MailComposer {
  return async ({ id }) => {
    const settings = await loadSettings(db);
    const booking = await loadBooking(db, settings.timeZone, id);
    if (!booking) return undefined;
    const mail = bookingMail('received', booking, businessView(settings), { graceMinutes: settings.changeGraceMinutes });
    return mail && { ...mail, log: bookingMailLog('received', booking._id, booking.userId._id ?? null) };
  };
}
