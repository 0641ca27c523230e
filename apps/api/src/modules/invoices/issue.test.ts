import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autospa/contract';
import { refunds } from '@autospa/db';
import { buildAdmin, buildPayment, buildService, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { issueInvoiceIfDue } from './issue.js';
import { gstinFor, invoicesOf, makeBusinessCustomer, pastBooking, registerGst, unregisterGst } from './test-fixtures.js';

let t: TestContext;
let admin: Record<string, string>;
let serviceId: string;
beforeAll(async () => {
  t = await setupTestApp();
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  // ₹999 a wash, SAC 998711.
  serviceId = (await buildService(t.db, { serviceName: 'Premium Wash', price: '999 rs', pricePaise: 99_900, sacCode: '998711' })).id;
  await registerGst(t.db);
});
afterAll(() => t.close());

const complete = (id: string) =>
  t.app.inject({ method: 'PUT', url: `${api.updateBookingStatus}?id=${id}`, payload: { status: 'Completed' }, headers: admin });
const pay = (bookingId: string, amount: number) =>
  t.app.inject({ method: 'POST', url: api.createPayment, payload: { bookingId, method: 'cash', amount }, headers: admin });

describe('issuing a tax invoice', () => {
  it('invoices a B2C booking within the state when it is completed and paid: CGST + SGST halves adding up', async () => {
    const customer = await buildUser(t.db, { username: 'Asha Verma' });
    const b = await pastBooking(t.db, { serviceId, userId: customer.id });
    expect((await pay(b.id, 999)).statusCode).toBe(201);
    expect(await invoicesOf(t.db, b.id)).toEqual([]);
    expect((await complete(b.id)).statusCode).toBe(200);
    const [inv] = await invoicesOf(t.db, b.id);
    expect(inv).toMatchObject({
      kind: 'invoice',
      placeOfSupply: 'Haryana',
      supplyType: 'intra',
      taxRatePercent: 18,
      taxablePaise: 84_661,
      cgstPaise: 7_619,
      sgstPaise: 7_620,
      igstPaise: 0,
      totalPaise: 99_900,
      buyer: { name: 'Asha Verma', gstin: null, legalName: null, state: 'Haryana' },
      seller: { legalName: 'Auto Spa Services Private Limited', gstin: gstinFor('06', 'AAACA1234B'), state: 'Haryana', stateCode: '06' },
    });
    expect(inv!.lines).toEqual([
      {
        description: 'Premium Wash',
        sac: '998711',
        quantity: 1,
        ratePercent: 18,
        taxablePaise: 84_661,
        cgstPaise: 7_619,
        sgstPaise: 7_620,
        igstPaise: 0,
        totalPaise: 99_900,
      },
    ]);
    expect(inv!.number).toMatch(/^AS\/\d{4}-\d{2}\/\d{6}$/);
  });

  it('invoices a business customer of the same state with its GSTIN, still CGST + SGST', async () => {
    const customer = await buildUser(t.db);
    await makeBusinessCustomer(t.db, customer.id, gstinFor('06', 'AABCF1234K'));
    const b = await pastBooking(t.db, { serviceId, userId: customer.id });
    await complete(b.id);
    expect((await pay(b.id, 999)).statusCode).toBe(201);
    const [inv] = await invoicesOf(t.db, b.id);
    expect(inv).toMatchObject({
      supplyType: 'intra',
      placeOfSupply: 'Haryana',
      cgstPaise: 7_619,
      sgstPaise: 7_620,
      igstPaise: 0,
      buyer: { gstin: gstinFor('06', 'AABCF1234K'), legalName: 'Fleet Movers LLP', state: 'Haryana' },
    });
  });

  it('invoices a business customer of another state with IGST only, supplied to its state', async () => {
    const customer = await buildUser(t.db);
    await makeBusinessCustomer(t.db, customer.id, gstinFor('27', 'AABCF1234K'));
    const b = await pastBooking(t.db, { serviceId, userId: customer.id });
    await pay(b.id, 999);
    await complete(b.id);
    const [inv] = await invoicesOf(t.db, b.id);
    expect(inv).toMatchObject({
      supplyType: 'inter',
      placeOfSupply: 'Maharashtra',
      taxablePaise: 84_661,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 15_239,
      totalPaise: 99_900,
      buyer: { state: 'Maharashtra' },
    });
  });

  it('invoices a guest by the booking name and phone, and an itemised booking line by line', async () => {
    const b = await pastBooking(t.db, {
      serviceId,
      guestName: 'Ravi Kumar',
      guestPhone: '9810000001',
      pricePaise: 119_800,
      items: [
        { kind: 'service', name: 'Premium Wash', pricePaise: 99_900, minutes: 45 },
        { kind: 'addOn', name: 'Tyre polish', pricePaise: 19_900, minutes: 10 },
      ],
    });
    await pay(b.id, 1198);
    await complete(b.id);
    const [inv] = await invoicesOf(t.db, b.id);
    expect(inv?.buyer).toMatchObject({ name: 'Ravi Kumar', phone: '9810000001', gstin: null });
    expect(inv?.lines.map((l) => [l.description, l.sac, l.totalPaise])).toEqual([
      ['Premium Wash', '998711', 99_900],
      ['Tyre polish', '998711', 19_900],
    ]);
    expect(inv!.taxablePaise + inv!.cgstPaise + inv!.sgstPaise).toBe(119_800);
  });

  it('issues nothing for an unpaid, a partly paid or a not completed booking, and nothing without GST registration', async () => {
    const unpaid = await pastBooking(t.db, { serviceId });
    await complete(unpaid.id);
    const partly = await pastBooking(t.db, { serviceId });
    await pay(partly.id, 500);
    await complete(partly.id);
    const open = await pastBooking(t.db, { serviceId });
    await pay(open.id, 999);
    for (const b of [unpaid, partly, open]) expect(await invoicesOf(t.db, b.id)).toEqual([]);

    await unregisterGst(t.db);
    const unregistered = await pastBooking(t.db, { serviceId });
    await pay(unregistered.id, 999);
    expect((await complete(unregistered.id)).statusCode).toBe(200);
    expect(await invoicesOf(t.db, unregistered.id)).toEqual([]);
    await registerGst(t.db);
    // Registered later: the rest of a partly paid booking makes it due.
    await pay(partly.id, 499);
    expect(await invoicesOf(t.db, partly.id)).toHaveLength(1);
  });

  it('invoices a booking completed through the Admin’s edit too', async () => {
    const b = await pastBooking(t.db, { serviceId });
    await pay(b.id, 999);
    const res = await t.app.inject({
      method: 'PUT',
      url: `${api.updateBooking}?id=${b.id}`,
      payload: { status: 'Completed' },
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await invoicesOf(t.db, b.id)).toMatchObject([{ kind: 'invoice', totalPaise: 99_900 }]);
  });

  it('issues once however often and however concurrently it is asked', async () => {
    const b = await pastBooking(t.db, { serviceId, status: 'Completed' });
    await buildPayment(t.db, { bookingId: b.id });
    const results = await Promise.all([issueInvoiceIfDue(t.db, b.id), issueInvoiceIfDue(t.db, b.id), issueInvoiceIfDue(t.db, b.id)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await issueInvoiceIfDue(t.db, b.id)).toBeNull();
    expect(await invoicesOf(t.db, b.id)).toHaveLength(1);
  });

  it('counts processed refunds against what was paid', async () => {
    const b = await pastBooking(t.db, { serviceId, status: 'Completed' });
    const p = await buildPayment(t.db, { bookingId: b.id });
    await t.db.insert(refunds).values({ paymentId: p.id, amountPaise: 10_000, status: 'processed', refundedAt: new Date() });
    expect(await issueInvoiceIfDue(t.db, b.id)).toBeNull();
  });

  it('turns the financial year on 1 April, midnight in India', async () => {
    const march = await pastBooking(t.db, { serviceId, status: 'Completed' });
    const april = await pastBooking(t.db, { serviceId, status: 'Completed' });
    await buildPayment(t.db, { bookingId: march.id });
    await buildPayment(t.db, { bookingId: april.id });
    // 31 March 2028, 23:59 IST and 1 April 2028, 00:00 IST.
    const last = await issueInvoiceIfDue(t.db, march.id, new Date('2028-03-31T18:29:00Z'));
    const first = await issueInvoiceIfDue(t.db, april.id, new Date('2028-03-31T18:30:00Z'));
    expect([last?.financialYear, last?.number]).toEqual(['2027-28', 'AS/2027-28/000001']);
    expect([first?.financialYear, first?.number]).toEqual(['2028-29', 'AS/2028-29/000001']);
  });
});
