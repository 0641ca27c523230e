import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BookingView } from '@autospa/contract';
import { notifications, type Database } from '@autospa/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Mail } from '../mail/mailer.js';
import { queueMailSql, type MailQueue } from '../mail/queue.js';
import type { BookingLinkSigner, LinkAction } from '../messaging/booking-links.js';
import { dispatchText, type DispatchDeps } from '../messaging/dispatch.js';
import { claimNotification } from '../messaging/log.js';
import { render } from '../messaging/render.js';
import { bookingEvent, icsFileName } from '../modules/bookings/ics.js';
import { loadBooking } from '../modules/bookings/queries.js';
import { businessView } from '../modules/settings/business.js';
import { loadSettings } from '../modules/settings/service.js';
import { MIN_LEAD_MS } from './plan.js';
import { recipientOf, type Recipient } from './recipient.js';
import { queueNextReminderSql, type ReminderJobData } from './schedule.js';
import { messageTime } from '../messaging/when.js';

export interface ReminderDeps extends DispatchDeps {
  mailer: MailQueue;
  bookingLinks: BookingLinkSigner;
  log: FastifyBaseLogger;
}

const TEMPLATE = 'reminder';

/** A reminder goes only for the start it was planned for, to a booking still expected, 30 minutes or more ahead. */
function stillDue(b: BookingView | undefined, data: ReminderJobData, now: Date): b is BookingView {
  if (!b || !b.scheduled || (b.status !== 'Pending' && b.status !== 'Confirmed')) return false;
  return b.startsAt === data.startsAt && new Date(b.startsAt).getTime() - now.getTime() >= MIN_LEAD_MS;
}

/** The delivery log's key: never two reminders for one booking, offset, start and channel, even after a crash. */
export const reminderKey = (data: ReminderJobData, channel: string) =>
  `reminder:${data.bookingId}:${data.offsetHours}:${data.startsAt}:${channel}`;

/**
 * The job's handler: re-reads the booking, queues its next reminder (a booking no longer due for this one has none
 * to come: a reschedule planned its reminders again), then sends the parts of the reminder it was planned for.
 */
export async function sendReminder(deps: ReminderDeps, data: ReminderJobData, now = new Date()): Promise<void> {
  const settings = await loadSettings(deps.db);
  const booking = await loadBooking(deps.db, settings.timeZone, data.bookingId);
  if (!stillDue(booking, data, now)) return;
  const next = queueNextReminderSql(data);
  if (next) await deps.db.execute(next);
  const recipient = await recipientOf(deps.db, booking);
  const business = businessView(settings);
  const link = (action: LinkAction) =>
    `${deps.publicUrl}/b/${deps.bookingLinks.sign({ bookingId: booking._id, action, expiresAt: new Date(booking.startsAt) })}`;
  const variables = {
    name: booking.userId.username,
    service: booking.service[0]?.serviceName ?? 'Car wash',
    when: messageTime(new Date(booking.startsAt), settings.timeZone),
    reference: booking.reference ?? '',
    business: business.name,
    address: business.addressLine,
    mapUrl: business.mapUrl,
    confirmUrl: link('confirm'),
    rescheduleUrl: link('reschedule'),
    cancelUrl: link('cancel'),
  };
  if (data.parts.includes('email') && recipient.email) {
    const mail: Mail = {
      to: recipient.email,
      subject: render(TEMPLATE, recipient.language, 'subject', variables),
      text: render(TEMPLATE, recipient.language, 'text', variables),
      html: render(TEMPLATE, recipient.language, 'html', variables),
      calendar: { filename: icsFileName(booking.reference ?? booking._id), event: bookingEvent(booking, business) },
    };
    await queueReminderMail(deps, mail, recipient, data);
  }
  if (data.parts.includes('text-quiet')) await logQuietHours(deps.db, recipient, data);
  if (data.parts.includes('text')) await sendTexts(deps, recipient, data, variables);
}

// The log row and the mail job in one statement: a retry after a crash finds the row and queues nothing.
async function queueReminderMail(deps: ReminderDeps, mail: Mail, recipient: Recipient, data: ReminderJobData): Promise<void> {
  const id = randomUUID();
  const logged: Mail = {
    ...mail,
    log: { template: TEMPLATE, bookingId: data.bookingId, accountId: recipient.accountId, notificationId: id },
  };
  await deps.db.execute(sql`
    with logged as (
      insert into ${notifications} (id, booking_id, account_id, channel, template, language, recipient, status, dedupe_key)
      values (${id}, ${data.bookingId}, ${recipient.accountId}, 'email', ${TEMPLATE}, ${recipient.language}, ${mail.to}, 'queued',
        ${reminderKey(data, 'email')})
      on conflict (dedupe_key) do nothing
      returning id
    )
    ${queueMailSql(logged, sql`exists (select 1 from logged)`, 1)}`);
  deps.mailer.poke();
}

async function logQuietHours(db: Database, recipient: Recipient, data: ReminderJobData): Promise<void> {
  for (const channel of recipient.textChannels) {
    await claimNotification(db, {
      bookingId: data.bookingId,
      accountId: recipient.accountId,
      channel,
      template: TEMPLATE,
      language: recipient.language,
      recipient: recipient.phone!,
      status: 'skipped-quiet-hours',
      dedupeKey: reminderKey(data, channel),
    });
  }
}

// Each channel on its own: one failing (the job retries) never resends the other (its row is 'sent').
async function sendTexts(
  deps: ReminderDeps,
  recipient: Recipient,
  data: ReminderJobData,
  variables: Record<string, string>,
): Promise<void> {
  const text = render(TEMPLATE, recipient.language, 'sms', variables);
  const failures: unknown[] = [];
  for (const channel of recipient.textChannels) {
    try {
      await dispatchText(deps, {
        channel,
        to: recipient.phone!,
        text,
        template: TEMPLATE,
        language: recipient.language,
        variables,
        bookingId: data.bookingId,
        accountId: recipient.accountId,
        dedupeKey: reminderKey(data, channel),
      });
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
}
