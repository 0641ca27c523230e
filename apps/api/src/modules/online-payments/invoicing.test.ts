import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autospa/contract';
import { invoices } from '@autospa/db';
import { buildBooking, buildService, setBusinessSettings } from '@autospa/db/testing';
import type { ProviderServer } from '../../messaging/channels/test-provider-server.js';
import type { TestContext } from '../../test/harness.js';
import { financeCallers, type FinanceCallers } from '../finance/test-fixtures.js';
import { taxDocumentJob } from '../invoices/after-commit.js';
import { registerGst } from '../invoices/test-fixtures.js';
import { capturedEvent, paymentEntity, postWebhook, refundProcessedEvent, setupPaymentsApp } from './test-fixtures.js';

// Issue 21: money paid online is invoiced like money taken at the wash, and a refund of it is credited.

let t: TestContext;
let gateway: ProviderServer;
let callers: FinanceCallers;
let serviceId: string;
beforeAll(async () => {
  ({ t, gateway } = await setupPaymentsApp());
  callers = await financeCallers(t, { email: 'online.payer@example.test' });
  await setBusinessSettings(t.db, { bookingsPerCustomer: 50 });
  await registerGst(t.db);
  serviceId = (await buildService(t.db, { serviceName: 'Ceramic Shine', pricePaise: 99_900 })).id;
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

const documentsOf = (bookingId: string) => t.db.select().from(invoices).where(eq(invoices.bookingId, bookingId)).orderBy(invoices.issuedAt);

describe('tax documents for online money', () => {
  it('invoices a completed booking when its online payment is captured, and credits the refund once processed', async () => {
    const b = await buildBooking(t.db, {
      serviceId,
      userId: callers.customer.id,
      status: 'Pending',
      // Today (its day, so it can be completed), made a minute ago (so it is held while unpaid).
      startsAt: new Date(),
      createdAt: new Date(Date.now() - 60_000),
    });
    gateway.answer({ status: 200, body: { id: 'order_I1', entity: 'order' } });
    const order = await t.app.inject({
      method: 'POST',
      url: api.createOnlinePayment,
      payload: { bookingId: b.id, kind: 'full' },
      headers: callers.auth.user,
    });
    expect(order.statusCode, order.body).toBe(200);
    // The wash is done before the gateway's webhook arrives: nothing is paid yet, so no invoice.
    for (const status of ['Confirmed', 'In progress', 'Completed']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `${api.updateBookingStatus}?id=${b.id}`,
        payload: { status },
        headers: callers.auth.admin,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await documentsOf(b.id)).toEqual([]);

    const payment = paymentEntity({ id: 'pay_I1', orderId: 'order_I1', amountPaise: 99_900 });
    expect((await postWebhook(t, capturedEvent(payment))).statusCode).toBe(200);
    await t.app.jobs.flush(taxDocumentJob);
    const [invoice] = await documentsOf(b.id);
    expect(invoice).toMatchObject({ kind: 'invoice', totalPaise: 99_900, taxablePaise: 84_661 });
    expect((await t.outbox()).some((m) => m.subject === `Your Auto Spa invoice ${invoice!.number}`)).toBe(true);

    // The Admin refunds ₹500 of it through the gateway; the credit note follows refund.processed.
    gateway.answer({ status: 200, body: { id: 'rfnd_I1', entity: 'refund', amount: 50_000, status: 'pending' } });
    const [paid] = (await t.app.inject({ url: `${api.getPayments}?bookingId=${b.id}`, headers: callers.auth.admin })).json().data;
    const refund = await t.app.inject({
      method: 'POST',
      url: api.refundPayment,
      payload: { paymentId: paid._id, amount: 500, reason: 'Scratch on the door' },
      headers: callers.auth.admin,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await t.app.jobs.flush(taxDocumentJob);
    expect(await documentsOf(b.id)).toHaveLength(1);
    expect((await postWebhook(t, refundProcessedEvent({ id: 'rfnd_I1', paymentId: 'pay_I1', amountPaise: 50_000 }))).statusCode).toBe(200);
    await t.app.jobs.flush(taxDocumentJob);
    const [, credit] = await documentsOf(b.id);
    expect(credit).toMatchObject({
      kind: 'credit_note',
      originalInvoiceId: invoice!.id,
      totalPaise: 50_000,
      reason: 'Scratch on the door',
    });
    expect(credit!.number).toMatch(/^CN\/\d{4}-\d{2}\/000001$/);
  });
});
