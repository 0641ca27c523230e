import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoices, type Invoice } from '@autospa/db';
import { buildAdmin, buildEmployee, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { buildB2bInvoice, buildB2cInvoice, buildCreditNote, BUYER_GSTIN, SELLER_GSTIN, taxedLine } from './test-documents.js';

// The PDF is checked as a reader would: poppler renders it (pdftoppm) and its text (pdftotext) carries the facts.
const dir = mkdtempSync(join(tmpdir(), 'autospa-pdf-'));
let t: TestContext;
let customer: Awaited<ReturnType<typeof buildUser>>;
const auth: Record<'admin' | 'employee' | 'user' | 'otherUser', Record<string, string>> = {
  admin: {},
  employee: {},
  user: {},
  otherUser: {},
};
let b2c: Invoice;
let b2b: Invoice;
let credit: Invoice;

beforeAll(async () => {
  t = await setupTestApp();
  customer = await buildUser(t.db, { username: 'asha' });
  auth.admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  auth.employee = bearer(await signIn(t.app, await buildEmployee(t.db)));
  auth.user = bearer(await signIn(t.app, customer));
  auth.otherUser = bearer(await signIn(t.app, await buildUser(t.db)));
  b2c = await buildB2cInvoice(t.db, { customer, issuedAt: new Date('2026-11-25T20:00:00Z') });
  b2b = await buildB2bInvoice(t.db, { issuedAt: new Date('2026-11-26T06:00:00Z') });
  credit = await buildCreditNote(t.db, b2c, { issuedAt: new Date('2026-11-27T06:00:00Z') });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const getPdf = (id: string, headers = auth.admin) => t.app.inject({ method: 'GET', url: `/tor/get-invoice-pdf?id=${id}`, headers });

function pdfText(pdf: Buffer, name: string): string {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('GET /tor/get-invoice-pdf', () => {
  it('gives the customer the PDF of its own invoice, which poppler renders to a page', async () => {
    const res = await getPdf(b2c.id, auth.user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="AS-2026-27-000001.pdf"');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(100_000);
    const file = join(dir, 'render.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-png', '-r', '50', '-singlefile', file, join(dir, 'render')]);
    const png = readFileSync(join(dir, 'render.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Pages:\s+1\n/);
  });

  it('shows number, GSTIN, the CGST and SGST split and the total of an intra-state B2C invoice', async () => {
    const text = pdfText((await getPdf(b2c.id)).rawPayload, 'b2c');
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('AS/2026-27/000001');
    expect(text).toContain(`GSTIN: ${SELLER_GSTIN}`);
    // Issued at 01:30 IST on 26 November (20:00 UTC the day before).
    expect(text).toContain('Date: 26 Nov 2026');
    expect(text).toMatch(/CGST @ 9%\s+₹132\.33/);
    expect(text).toMatch(/SGST @ 9%\s+₹132\.33/);
    expect(text).toMatch(/Total\s+₹1,735\.00/);
    expect(text).toContain('Rupees One Thousand Seven Hundred Thirty-Five Only');
    expect(text).toContain('Delhi (07)');
    expect(text).toContain('This is a computer-generated invoice.');
    expect(text).not.toContain('IGST');
  });

  it('shows the buyer GSTIN and IGST of an inter-state B2B invoice', async () => {
    const text = pdfText((await getPdf(b2b.id)).rawPayload, 'b2b');
    expect(text).toContain('AS/2026-27/000002');
    expect(text).toContain(`GSTIN: ${BUYER_GSTIN}`);
    expect(text).toContain('Sharma Logistics LLP');
    expect(text).toContain('Maharashtra (27)');
    expect(text).toMatch(/IGST @ 18%\s+₹900\.00/);
    expect(text).toMatch(/Total\s+₹5,900\.00/);
    expect(text).not.toContain('CGST');
  });

  it('titles a credit note and names its invoice', async () => {
    const res = await getPdf(credit.id, auth.user);
    expect(res.headers['content-disposition']).toBe('inline; filename="CN-2026-27-000001.pdf"');
    const text = pdfText(res.rawPayload, 'credit');
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain('CN/2026-27/000001');
    expect(text).toContain('Against invoice AS/2026-27/000001');
    expect(text).toMatch(/Total credit\s+₹1,735\.00/);
  });

  it('continues a long invoice on a second page, totals included', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => taxedLine(`Fleet wash, car ${i + 1}`, 50_000, 'intra'));
    const [long] = await t.db
      .update(invoices)
      .set({ lines, taxablePaise: 2_000_000, cgstPaise: 180_000, sgstPaise: 180_000, totalPaise: 2_360_000 })
      .where(eq(invoices.id, (await buildB2cInvoice(t.db)).id))
      .returning();
    const res = await getPdf(long!.id);
    const file = join(dir, 'long.pdf');
    writeFileSync(file, res.rawPayload);
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Pages:\s+2\n/);
    const secondPage = execFileSync('pdftotext', ['-layout', '-f', '2', file, '-'], { encoding: 'utf8' });
    expect(secondPage).toContain('Fleet wash, car 40');
    expect(secondPage).toMatch(/Total\s+₹23,600\.00/);
  });

  it("refuses another customer's invoice with 403 and an Employee with 403", async () => {
    const other = await getPdf(b2c.id, auth.otherUser);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: 'You can only see your own invoices.' });
    expect((await getPdf(b2c.id, auth.employee)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown invoice and 400 for a malformed id', async () => {
    const unknown = await getPdf('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Invoice not found.' });
    expect((await getPdf('not-an-id')).statusCode).toBe(400);
  });
});
