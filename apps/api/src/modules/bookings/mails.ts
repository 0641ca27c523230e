import type { FastifyBaseLogger } from 'fastify';
import type { BookingView } from '@autospa/contract';
import type { Mail, Mailer } from '../../mail/mailer.js';

export type BookingMail = 'received' | 'confirmed' | 'rescheduled' | 'cancelled' | 'completed' | 'updated';

const content: Record<BookingMail, { subject: string; lead: string }> = {
  received: { subject: 'Booking received', lead: 'We have received your booking. We will confirm it shortly.' },
  confirmed: { subject: 'Booking confirmed', lead: 'Your booking is confirmed. See you soon!' },
  rescheduled: { subject: 'Booking rescheduled', lead: 'Your booking has moved to the time below.' },
  cancelled: { subject: 'Booking cancelled', lead: 'Your booking has been cancelled.' },
  completed: { subject: 'Booking completed', lead: 'Your car is ready. Thank you for choosing Auto Spa!' },
  updated: { subject: 'Booking updated', lead: 'Your booking has been updated. The details are below.' },
};

const dayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const niceDate = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** What a booking mail says: the parts of the booking view it reads. */
export type BookingFacts = Pick<BookingView, 'userId' | 'service' | 'date' | 'time' | 'carNo' | 'price' | 'status'>;

/** The mail telling the customer about a change; none for a guest without an account (no email). */
export function bookingMail(kind: BookingMail, b: BookingFacts): Mail | undefined {
  const to = b.userId.emailId;
  if (!to) return undefined;
  const { subject, lead } = content[kind];
  const service = b.service[0]?.serviceName ?? 'your service';
  const text = [
    `Hello ${b.userId.username},`,
    '',
    lead,
    '',
    `Service: ${service}`,
    `Date: ${niceDate(b.date)}`,
    `Time: ${b.time}`,
    `Car: ${b.carNo.join(', ')}`,
    `Price: ${b.price}`,
    `Status: ${b.status}`,
    '',
    kind === 'cancelled' || kind === 'completed' ? '' : 'You can cancel or reschedule up to 24 hours before the start from My Bookings.',
    'Auto Spa',
  ].join('\n');
  return { to, subject: `${subject}: ${service} on ${niceDate(b.date)} at ${b.time}`, text };
}

/**
 * Queues the mail about a change. The booking is already saved, so a failure to queue is logged, never
 * turned into an error for the caller.
 */
export async function mailCustomer(mailer: Mailer, log: FastifyBaseLogger, kind: BookingMail, b: BookingView): Promise<void> {
  const mail = bookingMail(kind, b);
  if (!mail) return;
  try {
    await mailer.send(mail);
  } catch (err) {
    log.error({ err, bookingId: b._id }, 'booking mail could not be queued');
  }
}
