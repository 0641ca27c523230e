import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GstSummaryView } from '@autospa/contract';
import { buildAdmin, buildEmployee, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { buildB2bInvoice, buildB2cInvoice, buildCreditNote, BUYER_GSTIN } from './test-documents.js';

// November 2026 in Kolkata: B2C supplies in Delhi at 18 % and 5 %, one in Haryana (inter-state), a B2B invoice to
// Maharashtra and a credit note against it, a November credit note against an October B2C invoice, and invoices
// either side of the month's edges in IST.
let t: TestContext;
const auth: Record<'admin' | 'employee' | 'user', Record<string, string>> = { admin: {}, employee: {}, user: {} };
const ist = (local: string) => new Date(`${local}+05:30`);

beforeAll(async () => {
  t = await setupTestApp();
  auth.admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  auth.employee = bearer(await signIn(t.app, await buildEmployee(t.db)));
  auth.user = bearer(await signIn(t.app, await buildUser(t.db)));
  const october = await buildB2cInvoice(t.db, { issuedAt: ist('2026-10-20T11:00:00') }); // AS/…/000001
  await buildB2cInvoice(t.db, { issuedAt: ist('2026-11-01T00:10:00'), taxablePaise: 50_000, addOn: false }); // 000002
  await buildB2cInvoice(t.db, { issuedAt: ist('2026-11-05T10:00:00') }); // 000003: ₹1,270.34 + ₹200 add-on
  await buildB2cInvoice(t.db, { issuedAt: ist('2026-11-10T12:00:00'), taxablePaise: 50_000, addOn: false, placeOfSupply: 'Haryana' });
  const b2b = await buildB2bInvoice(t.db, { issuedAt: ist('2026-11-15T12:00:00') }); // 000005
  await buildB2cInvoice(t.db, { issuedAt: ist('2026-11-18T12:00:00'), taxablePaise: 10_000, addOn: false, ratePercent: 5 });
  await buildB2cInvoice(t.db, { issuedAt: ist('2026-11-30T23:50:00'), taxablePaise: 100_000, addOn: false }); // 000007
  await buildB2cInvoice(t.db, { issuedAt: ist('2026-12-01T00:10:00'), taxablePaise: 70_000, addOn: false }); // December
  await buildCreditNote(t.db, october, { issuedAt: ist('2026-11-12T12:00:00'), taxablePaise: 20_000 }); // CN/…/000001
  await buildCreditNote(t.db, b2b, { issuedAt: ist('2026-11-20T12:00:00'), taxablePaise: 100_000 }); // CN/…/000002
});
afterAll(() => t.close());

const summary = (month: string, headers = auth.admin) =>
  t.app.inject({ method: 'GET', url: `/tor/get-gst-summary?month=${month}`, headers });

describe('GET /tor/get-gst-summary', () => {
  it('totals B2C supplies by place of supply and rate, net of the credit notes issued in the month', async () => {
    const res = await summary('2026-11');
    expect(res.statusCode).toBe(200);
    const body = res.json<GstSummaryView>();
    expect(body.month).toBe('2026-11');
    expect(body.b2c).toEqual([
      // 000002 + 000003 + 000007 less the ₹200 credit on October's invoice.
      {
        placeOfSupply: 'Delhi (07)',
        ratePercent: 5,
        count: 1,
        taxablePaise: 10_000,
        cgstPaise: 250,
        sgstPaise: 250,
        igstPaise: 0,
        totalPaise: 10_500,
      },
      {
        placeOfSupply: 'Delhi (07)',
        ratePercent: 18,
        count: 3,
        taxablePaise: 277_034,
        cgstPaise: 24_933,
        sgstPaise: 24_933,
        igstPaise: 0,
        totalPaise: 326_900,
      },
      {
        placeOfSupply: 'Haryana (06)',
        ratePercent: 18,
        count: 1,
        taxablePaise: 50_000,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 9000,
        totalPaise: 59_000,
      },
    ]);
  });

  it('lists each B2B invoice and every credit note of the month', async () => {
    const body = (await summary('2026-11')).json<GstSummaryView>();
    expect(body.b2b).toEqual([
      expect.objectContaining({
        number: 'AS/2026-27/000005',
        buyerGstin: BUYER_GSTIN,
        buyerName: 'Sharma Logistics LLP',
        placeOfSupply: 'Maharashtra (27)',
        ratePercent: 18,
        taxablePaise: 500_000,
        igstPaise: 90_000,
        cgstPaise: 0,
        totalPaise: 590_000,
      }),
    ]);
    expect(body.creditNotes.map((c) => [c.number, c.originalNumber, c.buyerGstin, c.totalPaise])).toEqual([
      ['CN/2026-27/000001', 'AS/2026-27/000001', null, 23_600],
      ['CN/2026-27/000002', 'AS/2026-27/000005', BUYER_GSTIN, 118_000],
    ]);
  });

  it('sums the SAC codes and the month net of credit notes', async () => {
    const body = (await summary('2026-11')).json<GstSummaryView>();
    const totals = { taxablePaise: 737_034, cgstPaise: 25_183, sgstPaise: 25_183, igstPaise: 81_000, totalPaise: 868_400 };
    expect(body.totals).toEqual(totals);
    expect(body.sac).toEqual([{ sac: '998714', count: 7, ...totals }]);
  });

  it('reads the month in IST: 00:10 on 1 December is December, 23:50 on 30 November is November', async () => {
    const november = (await summary('2026-11')).json<GstSummaryView>();
    const december = (await summary('2026-12')).json<GstSummaryView>();
    expect(december.b2c).toEqual([
      {
        placeOfSupply: 'Delhi (07)',
        ratePercent: 18,
        count: 1,
        taxablePaise: 70_000,
        cgstPaise: 6300,
        sgstPaise: 6300,
        igstPaise: 0,
        totalPaise: 82_600,
      },
    ]);
    expect(december.b2b).toEqual([]);
    expect(november.b2c.reduce((n, r) => n + r.count, 0)).toBe(5);
    const october = (await summary('2026-10')).json<GstSummaryView>();
    expect(october.totals.totalPaise).toBe(173_500);
  });

  it('refuses Employees and customers, and a malformed month', async () => {
    expect((await summary('2026-11', auth.employee)).statusCode).toBe(403);
    expect((await summary('2026-11', auth.user)).statusCode).toBe(403);
    const bad = await summary('2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Month must be like 2026-11.' });
  });
});

const csv = (qs: string, headers = auth.admin) => t.app.inject({ method: 'GET', url: `/tor/export-gst-csv?${qs}`, headers });

describe('GET /tor/export-gst-csv', () => {
  it('writes B2B in the GSTR-1 template columns', async () => {
    const res = await csv('month=2026-11&section=b2b');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="gstr1-b2b-2026-11.csv"');
    expect(res.body.split('\r\n')).toEqual([
      'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount',
      `${BUYER_GSTIN},Sharma Logistics LLP,AS/2026-27/000005,15-Nov-2026,5900.00,27-Maharashtra,N,,Regular B2B,,18,5000.00,0.00`,
      '',
    ]);
  });

  it('writes B2CS net of credit notes', async () => {
    const res = await csv('month=2026-11&section=b2cs');
    expect(res.body.split('\r\n')).toEqual([
      'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
      'OE,07-Delhi,,5,100.00,0.00,',
      'OE,07-Delhi,,18,2770.34,0.00,',
      'OE,06-Haryana,,18,500.00,0.00,',
      '',
    ]);
  });

  it('writes the B2B credit notes as CDNR', async () => {
    const res = await csv('month=2026-11&section=cdnr');
    expect(res.body.split('\r\n')).toEqual([
      'GSTIN/UIN of Recipient,Receiver Name,Note Number,Note Date,Note Type,Place Of Supply,Reverse Charge,Note Supply Type,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount',
      `${BUYER_GSTIN},Sharma Logistics LLP,CN/2026-27/000002,20-Nov-2026,C,27-Maharashtra,N,Regular B2B,1180.00,,18,1000.00,0.00`,
      '',
    ]);
  });

  it('writes the HSN summary', async () => {
    const res = await csv('month=2026-11&section=hsn');
    expect(res.body.split('\r\n')).toEqual([
      'HSN,Description,UQC,Total Quantity,Total Value,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount',
      '998714,Maintenance and repair services of motor vehicles,NA,0,8684.00,7370.34,810.00,251.83,251.83,0.00',
      '',
    ]);
  });

  it('refuses Employees and customers, and an unknown section', async () => {
    expect((await csv('month=2026-11&section=b2b', auth.employee)).statusCode).toBe(403);
    expect((await csv('month=2026-11&section=b2b', auth.user)).statusCode).toBe(403);
    const bad = await csv('month=2026-11&section=exports');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Section must be b2b, b2cs, cdnr or hsn.' });
  });
});
