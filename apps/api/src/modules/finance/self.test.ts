import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type MyEarningsResponse, type MyPaymentsResponse } from '@autospa/contract';
import { buildBooking, buildPayment, buildService, buildSubCategory, buildUser } from '@autospa/db/testing';
import { addDays, todayIn, zonedInstant } from '../../lib/zoned-time.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { bookingAt, financeCallers, ZONE, type FinanceCallers } from './test-fixtures.js';

let t: TestContext;
let employee: FinanceCallers['employee'];
let customer: FinanceCallers['customer'];
let auth: FinanceCallers['auth'];
let serviceId: string;
beforeAll(async () => {
  t = await setupTestApp();
  ({ employee, customer, auth } = await financeCallers(t, { username: 'kiran' }));
  serviceId = (await buildService(t.db, { serviceName: 'Premium Wash', price: '799 rs', pricePaise: 79_900 })).id;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

describe('GET /tor/get-my-earnings', () => {
  it('shows an Employee its completed jobs in the period and the payments it collected, by Kolkata days', async () => {
    const mine = { serviceId, employeeId: employee.id, userId: customer.id };
    const jan31 = await bookingAt(t.db, '2026-01-31', '23:30', mine);
    const jan10 = await bookingAt(t.db, '2026-01-10', '11:00', mine);
    await bookingAt(t.db, '2026-02-01', '00:30', mine);
    await bookingAt(t.db, '2026-01-12', '11:00', { ...mine, status: 'In progress' });
    await bookingAt(t.db, '2026-01-13', '11:00', { serviceId, userId: customer.id }); // not its job
    // 23:30 on 31 January in Kolkata counts; 00:30 on 1 February does not, though both are 31 January in UTC.
    await buildPayment(t.db, {
      bookingId: jan31.id,
      amountPaise: 79_900,
      method: 'upi',
      recordedBy: employee.id,
      paidAt: zonedInstant('2026-01-31', 23 * 60 + 30, ZONE),
    });
    await buildPayment(t.db, {
      bookingId: jan10.id,
      amountPaise: 20_000,
      recordedBy: employee.id,
      paidAt: zonedInstant('2026-02-01', 30, ZONE),
    });
    await buildPayment(t.db, {
      bookingId: jan10.id,
      amountPaise: 5_000,
      recordedBy: employee.id,
      paidAt: zonedInstant('2026-01-10', 12 * 60, ZONE),
      voidedAt: new Date(),
      voidReason: 'Wrong booking',
    });

    const res = await get(`${api.myEarnings}?period=custom&from=2026-01-01&to=2026-01-31`, auth.employee);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<MyEarningsResponse>();
    expect(body.period).toMatchObject({ from: '2026-01-01', to: '2026-01-31', timeZone: ZONE });
    expect(body.totals).toEqual({ completedJobs: 2, jobsValuePaise: 159_800, collectedPaise: 79_900, outstandingPaise: 59_900 });
    expect(body.jobs.map((j) => [j._id, j.paymentStatus])).toEqual([
      [jan31.id, 'Paid'],
      [jan10.id, 'Partly paid'],
    ]);
    expect(body.payments.map((p) => [p.amountPaise, p.voided])).toEqual([
      [79_900, false],
      [5_000, true],
    ]);
    expect(body.payments[0]?.booking).toEqual({ _id: jan31.id, date: '2026-01-31', serviceName: 'Premium Wash', customerName: 'kiran' });

    const other = (await get(`${api.myEarnings}?period=custom&from=2026-01-01&to=2026-01-31`, auth.otherEmployee)).json();
    expect(other.totals).toEqual({ completedJobs: 0, jobsValuePaise: 0, collectedPaise: 0, outstandingPaise: 0 });
  });

  it('defaults to this month and validates the period', async () => {
    const res = await get(api.myEarnings, auth.employee);
    expect(res.json().period).toMatchObject({ period: 'this-month', from: `${todayIn(ZONE).slice(0, 7)}-01` });
    expect((await get(`${api.myEarnings}?period=custom`, auth.employee)).json().message).toBe(
      'A custom period needs from and to (YYYY-MM-DD).',
    );
    expect((await get(`${api.myEarnings}?period=decade`, auth.employee)).statusCode).toBe(400);
  });

  it('is for Employees only', async () => {
    expect((await get(api.myEarnings, auth.admin)).statusCode).toBe(403);
    expect((await get(api.myEarnings, auth.user)).statusCode).toBe(403);
    expect((await get(api.myEarnings, {})).statusCode).toBe(401);
  });
});

describe('GET /tor/get-my-payments and GET /tor/get-receipt', () => {
  const ids: Record<string, string> = {};
  let payer: Awaited<ReturnType<typeof buildUser>>;
  beforeAll(async () => {
    // A customer of its own, so the earnings bookings above stay out of its list.
    payer = await buildUser(t.db, { username: 'meera', carNo: ['KA01MX2020'] });
    auth.user = bearer(await signIn(t.app, payer));
    const sub = await buildSubCategory(t.db, { subName: 'Compact' });
    const o = { serviceId, userId: payer.id, categoryId: sub.category.id, subCategoryId: sub.id };
    const paid = await buildBooking(t.db, {
      ...o,
      status: 'Completed',
      bookingDate: '2026-01-20',
      startsAt: zonedInstant('2026-01-20', 600, ZONE),
      carNo: ['KA01MX2020'],
    });
    const part = await buildBooking(t.db, {
      ...o,
      status: 'Completed',
      bookingDate: '2026-01-21',
      startsAt: zonedInstant('2026-01-21', 600, ZONE),
    });
    const coming = await buildBooking(t.db, {
      ...o,
      status: 'Confirmed',
      bookingDate: addDays(todayIn(ZONE), 5),
      startsAt: zonedInstant(addDays(todayIn(ZONE), 5), 600, ZONE),
    });
    const cancelled = await buildBooking(t.db, {
      ...o,
      status: 'Cancelled',
      bookingDate: '2026-01-05',
      startsAt: zonedInstant('2026-01-05', 600, ZONE),
    });
    const refundDue = await buildBooking(t.db, {
      ...o,
      status: 'Cancelled',
      bookingDate: '2026-01-06',
      startsAt: zonedInstant('2026-01-06', 600, ZONE),
    });
    await buildPayment(t.db, { bookingId: paid.id, method: 'cash', amountPaise: 40_000, paidAt: new Date('2026-01-20T05:00:00Z') });
    await buildPayment(t.db, { bookingId: paid.id, method: 'upi', amountPaise: 39_900, paidAt: new Date('2026-01-20T06:00:00Z') });
    await buildPayment(t.db, { bookingId: part.id, method: 'card', amountPaise: 30_000 });
    await buildPayment(t.db, { bookingId: part.id, method: 'card', amountPaise: 49_900, voidedAt: new Date(), voidReason: 'Declined' });
    await buildPayment(t.db, { bookingId: refundDue.id, method: 'online', amountPaise: 10_000 });
    Object.assign(ids, { paid: paid.id, part: part.id, coming: coming.id, cancelled: cancelled.id, refundDue: refundDue.id });
  });

  it('lists the customer’s own bookings with amount, paid, balance and status, newest first', async () => {
    const res = await get(api.myPayments, auth.user);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<MyPaymentsResponse>();
    expect(body.data.map((r) => r._id)).toEqual([ids.coming, ids.part, ids.paid, ids.refundDue]);
    expect(body.total).toBe(4);
    expect(body.data.find((r) => r._id === ids.paid)).toMatchObject({
      date: '2026-01-20',
      time: '10:00 AM',
      service: { serviceName: 'Premium Wash' },
      pricePaise: 79_900,
      paidPaise: 79_900,
      balancePaise: 0,
      paymentStatus: 'Paid',
      receiptAvailable: true,
      payments: [
        { method: 'cash', amountPaise: 40_000 },
        { method: 'upi', amountPaise: 39_900 },
      ],
    });
    expect(body.data.find((r) => r._id === ids.part)).toMatchObject({
      paidPaise: 30_000,
      balancePaise: 49_900,
      paymentStatus: 'Partly paid',
      receiptAvailable: false,
    });
    expect(body.data.find((r) => r._id === ids.part)?.payments).toHaveLength(1);
    expect(body.data.find((r) => r._id === ids.coming)).toMatchObject({ paymentStatus: 'Unpaid', status: 'Confirmed' });
    expect(body.data.find((r) => r._id === ids.refundDue)).toMatchObject({ status: 'Cancelled', receiptAvailable: false });
  });

  it('pages, and shows another customer nothing of this one’s', async () => {
    expect((await get(`${api.myPayments}?page=2&limit=3`, auth.user)).json()).toMatchObject({
      total: 4,
      data: [{ _id: ids.refundDue }],
    });
    expect((await get(api.myPayments, auth.otherUser)).json()).toEqual({ data: [], total: 0 });
    expect((await get(`${api.myPayments}?limit=0`, auth.user)).statusCode).toBe(400);
  });

  it('is for customers only', async () => {
    expect((await get(api.myPayments, auth.admin)).statusCode).toBe(403);
    expect((await get(api.myPayments, auth.employee)).statusCode).toBe(403);
    expect((await get(api.myPayments, {})).statusCode).toBe(401);
  });

  it('gives the receipt of a booking paid in full', async () => {
    const res = await get(`${api.receipt}?id=${ids.paid}`, auth.user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      receiptNo: `AS-${ids.paid!.slice(0, 8).toUpperCase()}`,
      issuedAt: expect.any(String),
      booking: {
        _id: ids.paid,
        date: '2026-01-20',
        time: '10:00 AM',
        status: 'Completed',
        service: { serviceName: 'Premium Wash' },
        subCategory: 'Compact',
        carNo: ['KA01MX2020'],
      },
      customer: { username: 'meera', phone: payer.phone, emailId: payer.email },
      pricePaise: 79_900,
      paidPaise: 79_900,
      payments: [{ method: 'cash' }, { method: 'upi' }],
      paidInFullAt: '2026-01-20T06:00:00.000Z',
    });
    expect((await get(`${api.receipt}?id=${ids.paid}`, auth.admin)).statusCode).toBe(200);
  });

  it('answers 409 until paid in full or when cancelled, 403 for another customer’s, 404 when unknown', async () => {
    const part = await get(`${api.receipt}?id=${ids.part}`, auth.user);
    expect([part.statusCode, part.json().message]).toEqual([409, 'A receipt is available once the booking is paid in full.']);
    const cancelled = await get(`${api.receipt}?id=${ids.cancelled}`, auth.user);
    expect([cancelled.statusCode, cancelled.json().message]).toEqual([409, 'This booking was cancelled, so it has no receipt.']);
    const other = await get(`${api.receipt}?id=${ids.paid}`, auth.otherUser);
    expect([other.statusCode, other.json().message]).toEqual([403, 'This booking belongs to another customer.']);
    expect((await get(`${api.receipt}?id=${ids.paid}`, auth.employee)).statusCode).toBe(403);
    const missing = await get(`${api.receipt}?id=00000000-0000-4000-8000-000000000000`, auth.user);
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Booking not found.']);
    expect((await get(`${api.receipt}?id=nope`, auth.user)).json().message).toBe('id must be a valid id.');
    expect((await get(api.receipt, auth.user)).json().message).toBe('id is required.');
    expect((await get(`${api.receipt}?id=${ids.paid}`, {})).statusCode).toBe(401);
  });
});
