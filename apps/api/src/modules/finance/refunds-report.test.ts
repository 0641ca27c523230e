import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type FinanceReportResponse } from '@autospa/contract';
import { refunds } from '@autospa/db';
import { buildPayment, buildService } from '@autospa/db/testing';
import { todayIn } from '../../lib/zoned-time.js';
import { setupTestApp, type TestContext } from '../../test/harness.js';
import { bookingAt, financeCallers, ZONE, type FinanceCallers } from './test-fixtures.js';

let t: TestContext;
let callers: FinanceCallers;
let serviceId: string;
beforeAll(async () => {
  t = await setupTestApp();
  callers = await financeCallers(t);
  serviceId = (await buildService(t.db, { pricePaise: 99_900 })).id;
});
afterAll(() => t.close());

const report = async (qs: string) => {
  const res = await t.app.inject({ url: `${api.financeReport}?${qs}`, headers: callers.auth.admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FinanceReportResponse>();
};

describe('refunds in the income report', () => {
  it('shows a cash refund as negative income on the day it was processed, off the net', async () => {
    const today = todayIn(ZONE);
    const b = await bookingAt(t.db, today, '09:00', { serviceId, userId: callers.customer.id });
    const p = await buildPayment(t.db, { bookingId: b.id, method: 'cash', amountPaise: 99_900 });
    const res = await t.app.inject({
      method: 'POST',
      url: api.refundPayment,
      payload: { paymentId: p.id, amount: 250, reason: 'Scratch on the bumper' },
      headers: callers.auth.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = await report(`period=custom&from=${today}&to=${today}`);
    expect(r.refunds).toEqual([{ date: today, method: 'cash', refundCount: 1, amountPaise: -25_000 }]);
    expect(r.totals).toMatchObject({ incomePaise: 99_900, refundsPaise: 25_000, netPaise: 74_900 });
    expect(r.series).toMatchObject([{ bucket: today, incomePaise: 99_900, refundsPaise: 25_000, netPaise: 74_900 }]);
    const csv = await t.app.inject({
      url: `${api.exportFinanceCsv}?kind=income&period=custom&from=${today}&to=${today}`,
      headers: callers.auth.admin,
    });
    expect(csv.body).toContain(`\r\n${today},,,,,Refund (Cash),,,,-250.00,,Refunded\r\n`);
  });

  it('puts a refund on its business-local day, by method, and leaves pending ones out', async () => {
    const b = await bookingAt(t.db, '2026-01-20', '10:00', { serviceId, userId: callers.customer.id });
    const online = await buildPayment(t.db, { bookingId: b.id, method: 'online', amountPaise: 60_000, providerPaymentId: 'pay_rep1' });
    const upi = await buildPayment(t.db, { bookingId: b.id, method: 'upi', amountPaise: 39_900 });
    // 00:30 on 1 February in Kolkata is still 31 January in UTC.
    await t.db.insert(refunds).values([
      {
        paymentId: online.id,
        amountPaise: 20_000,
        status: 'processed',
        refundedAt: new Date('2026-01-31T19:00:00Z'),
        providerRefundId: 'rfnd_rep1',
      },
      { paymentId: online.id, amountPaise: 10_000, status: 'pending', providerRefundId: 'rfnd_rep2' },
      { paymentId: upi.id, amountPaise: 5_000, status: 'processed', refundedAt: new Date('2026-01-31T10:00:00Z') },
    ]);
    const jan = await report('period=custom&from=2026-01-01&to=2026-01-31');
    expect(jan.refunds).toEqual([{ date: '2026-01-31', method: 'upi', refundCount: 1, amountPaise: -5_000 }]);
    expect(jan.totals).toMatchObject({ incomePaise: 99_900, refundsPaise: 5_000, netPaise: 94_900 });
    const feb = await report('period=custom&from=2026-02-01&to=2026-02-28&groupBy=month');
    expect(feb.refunds).toEqual([{ date: '2026-02-01', method: 'online', refundCount: 1, amountPaise: -20_000 }]);
    expect(feb.series).toMatchObject([{ bucket: '2026-02', refundsPaise: 20_000, netPaise: -20_000 }]);
  });
});
