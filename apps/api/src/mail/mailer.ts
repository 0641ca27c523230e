import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { renderCalendar, type CalendarEvent } from '../lib/calendar.js';

export interface MailAttachment {
  filename: string;
  /** The file's text (a mail is stored as JSON on the job queue until sent); a binary file's bytes in base64. */
  content: string;
  contentType: string;
  /** 'base64' for a binary file (an invoice PDF). */
  encoding?: 'base64';
}

/** Where a mail's delivery is logged (issue 19): the template's name, and the row when one is written already. */
export interface MailLog {
  template: string;
  bookingId?: string | null;
  accountId?: string | null;
  language?: 'en' | 'hi';
  /** The delivery-log row written with the mail (a reminder's, under its dedupe key); else the job writes one. */
  notificationId?: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML body beside the text one. */
  html?: string;
  attachments?: MailAttachment[];
  /** A calendar event to attach as an .ics file, rendered by the transport when the mail is sent. */
  calendar?: { filename: string; event: CalendarEvent };
  /** Logs the delivery in the notifications table when the mail job runs. */
  log?: MailLog;
}

/** What nodemailer is given: the mail with its calendar event written out as an attachment. */
function withCalendarFile({ calendar, log: _log, ...mail }: Mail): Omit<Mail, 'calendar' | 'log'> {
  if (!calendar) return mail;
  const file = { filename: calendar.filename, content: renderCalendar(calendar.event), contentType: 'text/calendar; charset=utf-8' };
  return { ...mail, attachments: [...(mail.attachments ?? []), file] };
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** How it delivers, for the delivery log: 'smtp' or 'outbox'. */
  readonly provider?: string;
}

interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

// SMTP when configured; otherwise each message is written as an .eml file to the outbox (development).
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      provider: 'smtp',
      async send(mail) {
        await transport.sendMail({ from, ...withCalendarFile(mail) });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent over SMTP');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // The folder is made when a write finds it missing, not before every mail (that mkdir showed up under load, issue 7).
  const save = async (file: string, message: Buffer) => {
    try {
      await writeFile(file, message, { mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await mkdir(outboxDir, { recursive: true });
      await writeFile(file, message, { mode: 0o600 });
    }
  };
  return {
    provider: 'outbox',
    async send(mail) {
      const info = await transport.sendMail({ from, ...withCalendarFile(mail) });
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`);
      await save(file, info.message as Buffer);
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
    },
  };
}
