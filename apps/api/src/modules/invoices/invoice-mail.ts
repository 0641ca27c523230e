import { eq } from 'drizzle-orm';
import { formatInrExact, type InvoiceView } from '@autospa/contract';
import { bookings, invoices, subscriptions } from '@autospa/db';
import type { Executor } from '../../lib/db-executor.js';
import type { Mail } from '../../mail/mailer.js';
import { queueMailSql } from '../../mail/queue.js';
import { fillTemplate } from '../../messaging/render.js';
import { loadSettings } from '../settings/service.js';
import { pdfFileName, renderInvoicePdf } from './pdf.js';
import { invoiceViews } from './read.js';

// The invoice or credit note mailed to its buyer with the PDF attached. The PDF is rendered when the mail is
// queued: the document never changes once issued, and the mail job stays the plain one (retries, dead letter,
// delivery log) with no invoice code in it.

const TEXT = `Hello {{name}},

Your {{what}} {{number}} for {{amount}}{{booking}} is attached as a PDF.

Thank you for choosing {{business}}.
{{business}} · {{phone}} · {{email}}`;

const HTML = `<p>Hello {{name}},</p>
<p>Your {{what}} <strong>{{number}}</strong> for <strong>{{amount}}</strong>{{booking}} is attached as a PDF.</p>
<p>Thank you for choosing {{business}}.<br>{{business}} · {{phone}} · {{email}}</p>`;

/** The mail of an issued document, with its PDF; undefined when the buyer has no email. */
export function invoiceMail(v: InvoiceView, pdf: Buffer, accountId: string | null): Mail | undefined {
  if (!v.buyer.email) return undefined;
  const credit = v.kind === 'credit_note';
  const variables = {
    name: v.buyer.name,
    what: credit ? 'credit note' : 'tax invoice',
    number: v.number,
    amount: formatInrExact(v.totalPaise),
    booking: v.bookingReference ? ` (booking ${v.bookingReference})` : '',
    business: v.seller.tradeName,
    phone: v.seller.phone,
    email: v.seller.email,
  };
  return {
    to: v.buyer.email,
    subject: `Your ${v.seller.tradeName} ${credit ? 'credit note' : 'invoice'} ${v.number}`,
    text: fillTemplate(TEXT, variables),
    html: fillTemplate(HTML, variables, { html: true }),
    attachments: [{ filename: pdfFileName(v.number), content: pdf.toString('base64'), encoding: 'base64', contentType: 'application/pdf' }],
    log: { template: credit ? 'credit-note' : 'invoice', bookingId: v.bookingId, accountId },
  };
}

/**
 * Queues the mail of an issued invoice or credit note on the mail queue (inside the caller's transaction when
 * `db` is one). Returns whether a mail was queued (none for a buyer without an email). The caller pokes the mail
 * queue (app.mailQueue.poke()) once that has committed, as for any mail queued with queueMailSql.
 */
export async function queueInvoiceMail(db: Executor, invoiceId: string): Promise<boolean> {
  const [row] = await db
    .select({ doc: invoices, bookingOwner: bookings.userId, planOwner: subscriptions.userId })
    .from(invoices)
    .leftJoin(bookings, eq(bookings.id, invoices.bookingId))
    .leftJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .where(eq(invoices.id, invoiceId));
  if (!row?.doc.buyer.email) return false;
  const [view] = await invoiceViews(db, [row.doc]);
  const pdf = await renderInvoicePdf(view!, (await loadSettings(db)).timeZone);
  const mail = invoiceMail(view!, pdf, row.bookingOwner ?? row.planOwner);
  if (!mail) return false;
  await db.execute(queueMailSql(mail));
  return true;
}
