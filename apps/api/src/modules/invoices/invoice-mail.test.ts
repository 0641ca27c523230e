import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, invoices, notifications } from '@autospa/db';
import { buildUser } from '@autospa/db/testing';
import { setupTestApp, type TestContext } from '../../test/harness.js';
import { queueInvoiceMail } from './invoice-mail.js';
import { buildB2cInvoice, buildCreditNote } from './test-documents.js';

let t: TestContext;
let customer: Awaited<ReturnType<typeof buildUser>>;
beforeAll(async () => {
  t = await setupTestApp();
  customer = await buildUser(t.db, { username: 'asha', email: 'asha@example.test' });
});
afterAll(() => t.close());

const queueAndSend = async (invoiceId: string) => {
  const queued = await queueInvoiceMail(t.db, invoiceId);
  t.app.mailQueue.poke();
  return queued;
};

describe('queueInvoiceMail', () => {
  it('mails the buyer the invoice with its PDF attached, and logs the delivery', async () => {
    const invoice = await buildB2cInvoice(t.db, { customer });
    expect(await queueAndSend(invoice.id)).toBe(true);
    const mail = (await t.outbox()).find((m) => m.subject === 'Your Auto Spa invoice AS/2026-27/000001');
    expect(mail?.to).toBe('asha@example.test');
    // Quoted-printable: ₹ is =E2=82=B9.
    const [booking] = await t.db.select({ reference: bookings.reference }).from(bookings).where(eq(bookings.id, invoice.bookingId!));
    expect(mail?.body).toContain(`Your tax invoice AS/2026-27/000001 for =E2=82=B91,735.00 (booking ${booking!.reference})`);
    expect(mail?.body).toMatch(/Content-Type: text\/html/);
    expect(mail?.body).toMatch(/Content-Type: application\/pdf; name=AS-2026-27-000001\.pdf/);
    expect(mail?.body).toMatch(/Content-Disposition: attachment;\s+filename=AS-2026-27-000001\.pdf/);
    // The attachment's base64 starts with "%PDF-".
    expect(mail?.body).toContain('JVBERi0');
    const log = await t.db.select().from(notifications).where(eq(notifications.template, 'invoice'));
    expect(log).toEqual([
      expect.objectContaining({
        channel: 'email',
        recipient: 'asha@example.test',
        status: 'sent',
        bookingId: invoice.bookingId,
        accountId: customer.id,
      }),
    ]);
  });

  it('names a credit note in the subject', async () => {
    const invoice = await buildB2cInvoice(t.db, { customer });
    const credit = await buildCreditNote(t.db, invoice);
    await queueAndSend(credit.id);
    const mail = (await t.outbox()).find((m) => m.subject === 'Your Auto Spa credit note CN/2026-27/000001');
    expect(mail?.body).toMatch(/name=CN-2026-27-000001\.pdf/);
  });

  it('sends nothing to a buyer without an email', async () => {
    const invoice = await buildB2cInvoice(t.db, { customer });
    await t.db
      .update(invoices)
      .set({ buyer: sql`${invoices.buyer} || '{"email": null}'::jsonb` })
      .where(eq(invoices.id, invoice.id));
    const before = (await t.outbox()).length;
    expect(await queueAndSend(invoice.id)).toBe(false);
    expect(await t.outbox()).toHaveLength(before);
  });
});
