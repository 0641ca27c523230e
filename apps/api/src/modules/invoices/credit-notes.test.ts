import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autospa/contract';
import { invoices, refunds } from '@autospa/db';
import { buildAdmin, buildPayment, buildService } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { issueCreditNoteForRefund } from './credit-notes.js';
import { issueInvoiceIfDue } from './issue.js';
import { pastBooking, registerGst } from './test-fixtures.js';

let t: TestContext;
let admin: Record<string, string>;
let serviceId: string;
beforeAll(async () => {
  t = await setupTestApp();
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  serviceId = (await buildService(t.db, { price: '1180 rs', pricePaise: 118_000 })).id;
  await registerGst(t.db);
});
afterAll(() => t.close());

const voidIt = (id: string, reason: string) =>
  t.app.inject({ method: 'PUT', url: `${api.voidPayment}?id=${id}`, payload: { reason }, headers: admin });

/** A completed booking paid in two payments, and its invoice. */
async function invoicedBooking() {
  const b = await pastBooking(t.db, { serviceId, status: 'Completed' });
  const first = await buildPayment(t.db, { bookingId: b.id, amountPaise: 18_000 });
  const second = await buildPayment(t.db, { bookingId: b.id, amountPaise: 100_000 });
  const invoice = (await issueInvoiceIfDue(t.db, b.id))!;
  return { b, first, second, invoice };
}

describe('credit notes', () => {
  it('credits a voided payment from its own series, naming the invoice and the reason', async () => {
    const { b, first, invoice } = await invoicedBooking();
    expect((await voidIt(first.id, 'Entered twice')).statusCode).toBe(200);
    const [note] = await t.db.select().from(invoices).where(eq(invoices.paymentId, first.id));
    expect(note).toMatchObject({
      kind: 'credit_note',
      number: `CN/${invoice.financialYear}/000001`,
      originalInvoiceId: invoice.id,
      bookingId: b.id,
      reason: 'Entered twice',
      supplyType: 'intra',
      taxRatePercent: 18,
      taxablePaise: 15_254,
      cgstPaise: 1_373,
      sgstPaise: 1_373,
      totalPaise: 18_000,
    });
    const res = await t.app.inject({ url: `${api.getBookingInvoices}?bookingId=${b.id}`, headers: admin });
    expect(
      res.json().data.map((d: { number: string; originalInvoiceNumber: string | null }) => [d.number, d.originalInvoiceNumber]),
    ).toEqual([
      [invoice.number, null],
      [`CN/${invoice.financialYear}/000001`, invoice.number],
    ]);
  });

  it('follows an inter-state invoice with IGST, and issues nothing for a payment voided before any invoice', async () => {
    const unbilled = await pastBooking(t.db, { serviceId, status: 'In progress' });
    const p = await buildPayment(t.db, { bookingId: unbilled.id });
    await voidIt(p.id, 'Wrong booking');
    expect(await t.db.select().from(invoices).where(eq(invoices.bookingId, unbilled.id))).toEqual([]);

    const { second, invoice } = await invoicedBooking();
    await t.db
      .update(invoices)
      .set({ supplyType: 'inter', cgstPaise: 0, sgstPaise: 0, igstPaise: invoice.cgstPaise + invoice.sgstPaise })
      .where(eq(invoices.id, invoice.id));
    await voidIt(second.id, 'Card payment reversed');
    const [note] = await t.db.select().from(invoices).where(eq(invoices.paymentId, second.id));
    expect(note).toMatchObject({ supplyType: 'inter', cgstPaise: 0, sgstPaise: 0, igstPaise: 15_254, totalPaise: 100_000 });
  });

  it('credits a processed refund once, and never more than the invoice total', async () => {
    const { first, second, invoice } = await invoicedBooking();
    const [refund] = await t.db
      .insert(refunds)
      .values({ paymentId: second.id, amountPaise: 100_000, status: 'processed', refundedAt: new Date(), reason: 'Customer unhappy' })
      .returning();
    const note = await issueCreditNoteForRefund(t.db, refund!.id);
    expect(note).toMatchObject({ kind: 'credit_note', refundId: refund!.id, reason: 'Customer unhappy', totalPaise: 100_000 });
    expect(await issueCreditNoteForRefund(t.db, refund!.id)).toBeNull();
    // The other payment voided: ₹180 credited, then the invoice is used up.
    await voidIt(first.id, 'Refunded in cash');
    const [bigger] = await t.db
      .insert(refunds)
      .values({ paymentId: second.id, amountPaise: 50_000, status: 'processed', refundedAt: new Date() })
      .returning();
    expect(await issueCreditNoteForRefund(t.db, bigger!.id)).toBeNull();
    const notes = await t.db.select().from(invoices).where(eq(invoices.originalInvoiceId, invoice.id));
    expect(notes.reduce((s, n) => s + n.totalPaise, 0)).toBe(118_000);
  });

  it('issues nothing for a refund still pending', async () => {
    const { second } = await invoicedBooking();
    const [pending] = await t.db.insert(refunds).values({ paymentId: second.id, amountPaise: 1_000 }).returning();
    expect(await issueCreditNoteForRefund(t.db, pending!.id)).toBeNull();
  });
});
