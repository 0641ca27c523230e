import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type InvoiceView } from '@autospa/contract';
import { buildEmployee, buildPayment, buildService, buildUser } from '@autospa/db/testing';
import { bearer, signIn, setupTestApp, type TestContext } from '../../test/harness.js';
import { planWorld } from '../plans/test-fixtures.js';
import { issueInvoiceIfDue } from './issue.js';
import { pastBooking, registerGst } from './test-fixtures.js';

let t: TestContext;
let w: Awaited<ReturnType<typeof planWorld>>;
let mine: InvoiceView;
let others: string;
let bookingId: string;
beforeAll(async () => {
  t = await setupTestApp();
  w = await planWorld(t);
  await registerGst(t.db);
  const service = await buildService(t.db, { price: '999 rs', pricePaise: 99_900 });
  const booking = await pastBooking(t.db, { serviceId: service.id, userId: w.me.user.id, status: 'Completed' });
  bookingId = booking.id;
  await buildPayment(t.db, { bookingId });
  const invoice = (await issueInvoiceIfDue(t.db, bookingId))!;
  mine = (await t.app.inject({ url: `${api.getInvoice}?id=${invoice.id}`, headers: w.adminAuth })).json();
  const other = await pastBooking(t.db, { serviceId: service.id, userId: (await buildUser(t.db)).id, status: 'Completed' });
  await buildPayment(t.db, { bookingId: other.id });
  others = (await issueInvoiceIfDue(t.db, other.id))!.id;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

describe('GET /tor/get-invoice', () => {
  it('shows the Admin an invoice with its tax split, words and SAC summary', () => {
    expect(mine).toMatchObject({
      kind: 'invoice',
      bookingId,
      placeOfSupply: 'Haryana (06)',
      supplyType: 'intra',
      taxablePaise: 84_661,
      cgstPaise: 7_619,
      sgstPaise: 7_620,
      igstPaise: 0,
      totalPaise: 99_900,
      totalInWords: 'Rupees Nine Hundred Ninety-Nine Only',
      sacSummary: [{ sac: '998714', taxablePaise: 84_661, cgstPaise: 7_619, sgstPaise: 7_620, igstPaise: 0 }],
    });
    expect(mine.bookingReference).toMatch(/^AS-/);
  });

  it('lets a customer read its own invoice (200) but not another customer’s (403)', async () => {
    const own = await get(`${api.getInvoice}?id=${mine._id}`, w.me.auth);
    expect([own.statusCode, own.json().number]).toEqual([200, mine.number]);
    const theirs = await get(`${api.getInvoice}?id=${others}`, w.me.auth);
    expect([theirs.statusCode, theirs.json().message]).toEqual([403, 'You can only see your own invoices.']);
  });

  it('refuses Employees (403) and answers 404 for an unknown id', async () => {
    const employee = bearer(await signIn(t.app, await buildEmployee(t.db)));
    expect((await get(`${api.getInvoice}?id=${mine._id}`, employee)).statusCode).toBe(403);
    expect((await get(`${api.getInvoices}`, employee)).statusCode).toBe(403);
    expect((await get(`${api.getBookingInvoices}?bookingId=${bookingId}`, employee)).statusCode).toBe(403);
    const unknown = await get(`${api.getInvoice}?id=00000000-0000-4000-8000-000000000000`, w.adminAuth);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Invoice not found.']);
  });
});

describe('GET /tor/get-invoices', () => {
  it('lists this month’s documents for the Admin, newest first, with the total', async () => {
    const res = await get(api.getInvoices, w.adminAuth);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(2);
    expect(res.json().data.map((d: InvoiceView) => d._id)).toEqual([others, mine._id]);
    const page = await get(`${api.getInvoices}?limit=1&page=2&kind=invoice`, w.adminAuth);
    expect(page.json()).toMatchObject({ total: 2, data: [{ _id: mine._id }] });
    const none = await get(`${api.getInvoices}?from=2020-01-01&to=2020-01-31`, w.adminAuth);
    expect(none.json()).toEqual({ data: [], total: 0 });
    const notes = await get(`${api.getInvoices}?kind=credit_note`, w.adminAuth);
    expect(notes.json().total).toBe(0);
  });

  it('answers 400 when from is after to', async () => {
    const res = await get(`${api.getInvoices}?from=2026-11-30&to=2026-11-01`, w.adminAuth);
    expect([res.statusCode, res.json().message]).toEqual([400, 'From and to must be dates like 2026-11-01, from on or before to.']);
  });
});

describe('GET /tor/get-booking-invoices', () => {
  it('gives the booking’s owner and the Admin its documents, and another customer 403', async () => {
    const own = await get(`${api.getBookingInvoices}?bookingId=${bookingId}`, w.me.auth);
    expect(own.json().data.map((d: InvoiceView) => d.number)).toEqual([mine.number]);
    expect((await get(`${api.getBookingInvoices}?bookingId=${bookingId}`, w.adminAuth)).json().data).toHaveLength(1);
    const stranger = bearer(await signIn(t.app, await buildUser(t.db)));
    expect((await get(`${api.getBookingInvoices}?bookingId=${bookingId}`, stranger)).statusCode).toBe(403);
  });
});

describe('plan payments', () => {
  it('invoices each payment on a plan: "Plan: <name>", its customer, the plan’s service SAC', async () => {
    const plan = await w.createPlan({ name: 'Monthly Shine' });
    const sub = await w.subscribe(plan);
    const res = await t.app.inject({
      method: 'POST',
      url: '/tor/create-plan-payment',
      payload: { subscriptionId: sub._id, method: 'upi', amountPaise: 50_000 },
      headers: w.adminAuth,
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = (await get(`${api.getInvoices}?limit=100`, w.adminAuth)).json<{ data: InvoiceView[] }>().data;
    const invoice = list.find((d) => d.subscriptionId === sub._id);
    expect(invoice).toMatchObject({ kind: 'invoice', bookingId: null, totalPaise: 50_000, buyer: { name: w.me.user.username } });
    expect(invoice?.lines).toMatchObject([{ description: 'Plan: Monthly Shine', sac: w.catalog.service.sacCode }]);
    // The customer reads it; voiding the payment credits it.
    expect((await get(`${api.getInvoice}?id=${invoice!._id}`, w.me.auth)).statusCode).toBe(200);
    const voided = await t.app.inject({
      method: 'PUT',
      url: `${api.voidPayment}?id=${res.json().payment._id}`,
      payload: { reason: 'Paid by mistake' },
      headers: w.adminAuth,
    });
    expect(voided.statusCode).toBe(200);
    const notes = (await get(`${api.getInvoices}?kind=credit_note`, w.adminAuth)).json<{ data: InvoiceView[] }>().data;
    expect(notes).toMatchObject([{ subscriptionId: sub._id, originalInvoiceNumber: invoice!.number, totalPaise: 50_000 }]);
  });
});
