import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autospa/contract';
import { bookings, onlineOrders } from '@autospa/db';
import { buildAdmin, buildUser, setBusinessSettings } from '@autospa/db/testing';
import type { ProviderServer } from '../../messaging/channels/test-provider-server.js';
import { bearer, signIn, type TestContext } from '../../test/harness.js';
import { bookableCatalog, dayAhead } from '../bookings/test-fixtures.js';
import { releaseHold } from './hold.js';
import { gatewayRefundJob } from './jobs.js';
import { capturedEvent, paymentEntity, postWebhook, setupPaymentsApp } from './test-fixtures.js';

let t: TestContext;
let gateway: ProviderServer;
let catalog: Awaited<ReturnType<typeof bookableCatalog>>;
let admin: Record<string, string>;
beforeAll(async () => {
  ({ t, gateway } = await setupPaymentsApp());
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  catalog = await bookableCatalog(t.db);
  await setBusinessSettings(t.db, { bookingsPerCustomer: 50 });
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

const customer = async () => bearer(await signIn(t.app, await buildUser(t.db)));
const book = (headers: Record<string, string>, date: string, carNo: string) =>
  t.app.inject({ method: 'POST', url: '/tor/create-booking', payload: catalog.body({ date, carNo }), headers });
let n = 0;
async function startPaying(headers: Record<string, string>, bookingId: string) {
  gateway.answer({ status: 200, body: { id: `order_H${++n}`, entity: 'order' } });
  const res = await t.app.inject({ method: 'POST', url: api.createOnlinePayment, payload: { bookingId, kind: 'full' }, headers });
  expect(res.statusCode, res.body).toBe(200);
  const payBy = new Date(res.json().payBy as string);
  expect(payBy.getTime()).toBeGreaterThan(Date.now());
  return { orderId: `order_H${n}`, payBy };
}
const bookingRow = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe('the payment hold', () => {
  it('releases an unpaid online booking at its pay_by, and another customer then gets the slot', async () => {
    const date = dayAhead(6);
    // Three bays: two taken by customers paying at the wash, the third by a customer who starts paying online.
    expect((await book(await customer(), date, 'DL01AA0001')).statusCode).toBe(201);
    expect((await book(await customer(), date, 'DL01AA0002')).statusCode).toBe(201);
    const payer = await customer();
    const held = (await book(payer, date, 'DL01AA0003')).json().booking._id as string;
    const { orderId, payBy } = await startPaying(payer, held);
    expect(payBy.getTime() - (await bookingRow(held)).createdAt.getTime()).toBe(10 * 60_000);

    const other = await customer();
    const full = await book(other, date, 'DL01AA0004');
    expect([full.statusCode, full.json().message]).toEqual([409, 'This slot is full. Please pick another time.']);

    // The release job's work, driven at times instead of waiting: before pay_by nothing happens.
    expect(await releaseHold(t.db, held, new Date(payBy.getTime() - 1000))).toBe(false);
    expect(await releaseHold(t.db, held, new Date(payBy.getTime() + 1000))).toBe(true);
    expect(await bookingRow(held)).toMatchObject({ status: 'Cancelled', cancelledBy: null });
    expect((await t.db.select().from(onlineOrders).where(eq(onlineOrders.providerOrderId, orderId)))[0]?.status).toBe('expired');
    // A second run (a retry) changes nothing.
    expect(await releaseHold(t.db, held, new Date(payBy.getTime() + 5000))).toBe(false);

    expect((await book(other, date, 'DL01AA0004')).statusCode).toBe(201);
    // Paying for the released booking now is refused.
    const late = await t.app.inject({
      method: 'POST',
      url: api.createOnlinePayment,
      payload: { bookingId: held, kind: 'full' },
      headers: payer,
    });
    expect([late.statusCode, late.json().message]).toEqual([409, 'This booking cannot be paid online.']);
  });

  it('keeps a held booking the business confirmed meanwhile', async () => {
    const payer = await customer();
    const id = (await book(payer, dayAhead(10), 'DL05AA0001')).json().booking._id as string;
    const { payBy } = await startPaying(payer, id);
    await t.db.update(bookings).set({ status: 'Confirmed' }).where(eq(bookings.id, id));
    expect(await releaseHold(t.db, id, new Date(payBy.getTime() + 1000))).toBe(false);
    expect((await bookingRow(id)).status).toBe('Confirmed');
  });

  it('keeps a booking paid within the hold', async () => {
    const payer = await customer();
    const id = (await book(payer, dayAhead(7), 'DL02AA0001')).json().booking._id as string;
    const { orderId, payBy } = await startPaying(payer, id);
    await postWebhook(t, capturedEvent(paymentEntity({ id: 'pay_H_kept', orderId, amountPaise: catalog.service.pricePaise })));
    expect(await releaseHold(t.db, id, new Date(payBy.getTime() + 1000))).toBe(false);
    expect((await bookingRow(id)).status).toBe('Pending');
  });

  it('never holds a booking older than the hold (pay at the wash), whatever the later online attempt', async () => {
    const payer = await customer();
    const id = (await book(payer, dayAhead(8), 'DL03AA0001')).json().booking._id as string;
    await t.db
      .update(bookings)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(bookings.id, id));
    gateway.answer({ status: 200, body: { id: 'order_H_late', entity: 'order' } });
    const res = await t.app.inject({
      method: 'POST',
      url: api.createOnlinePayment,
      payload: { bookingId: id, kind: 'full' },
      headers: payer,
    });
    expect(res.json().payBy).toBeNull();
    expect(await releaseHold(t.db, id, new Date(Date.now() + 60 * 60_000))).toBe(false);
    expect((await bookingRow(id)).status).toBe('Pending');
  });

  it('refunds through the gateway a capture that arrives after the hold released the booking', async () => {
    const payer = await customer();
    const id = (await book(payer, dayAhead(9), 'DL04AA0001')).json().booking._id as string;
    const { orderId, payBy } = await startPaying(payer, id);
    expect(await releaseHold(t.db, id, new Date(payBy.getTime() + 1000))).toBe(true);
    gateway.answer({ status: 200, body: { id: 'rfnd_H_late', entity: 'refund', status: 'pending' } });
    await postWebhook(t, capturedEvent(paymentEntity({ id: 'pay_H_late', orderId, amountPaise: catalog.service.pricePaise })));
    await t.app.jobs.flush(gatewayRefundJob);
    expect(gateway.last().path).toBe('/v1/payments/pay_H_late/refund');
    const refunds = (await t.app.inject({ url: `${api.getRefunds}?bookingId=${id}`, headers: admin })).json();
    expect(refunds).toMatchObject({ total: 1, data: [{ amountPaise: catalog.service.pricePaise, status: 'pending', online: true }] });
  });
});
