import type { FastifyBaseLogger } from 'fastify';
import type { BookingView } from '@autospa/contract';
import type { Mailer } from '../../mail/mailer.js';

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

/**
 * Tells the customer about a change. A guest without an account has no email and gets none. The booking
 * is already saved, so a mail failure is logged, never turned into an error for the caller.
 */
export async function mailCustomer(mailer: Mailer, log: FastifyBaseLogger, kind: BookingMail, b: BookingView): Promise<void> {
  const to = b.userId.emailId;
  if (!to) return;
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
  try {
    await mailer.send({ to, subject: `${subject}: ${service} on ${niceDate(b.date)} at ${b.time}`, text });
  } catch (err) {
    log.error({ err, bookingId: b._id }, 'booking mail could not be sent');
  }
}
