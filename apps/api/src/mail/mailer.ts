import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { renderCalendar, type CalendarEvent } from '../lib/calendar.js';

export interface MailAttachment {
  filename: string;
  /** The file's text (a mail is stored as JSON on the job queue until sent). */
  content: string;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  /** A calendar event to attach as an .ics file, rendered by the transport when the mail is sent. */
  calendar?: { filename: string; event: CalendarEvent };
}

/** What nodemailer is given: the mail with its calendar event written out as an attachment. */
function withCalendarFile({ calendar, ...mail }: Mail): Omit<Mail, 'calendar'> {
  if (!calendar) return mail;
  const file = { filename: calendar.filename, content: renderCalendar(calendar.event), contentType: 'text/calendar; charset=utf-8' };
  return { ...mail, attachments: [...(mail.attachments ?? []), file] };
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
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
    async send(mail) {
      const info = await transport.sendMail({ from, ...withCalendarFile(mail) });
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`);
      await save(file, info.message as Buffer);
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
    },
  };
}
