import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type FinanceReportResponse } from '@autospa/contract';
import { buildAdmin, buildEmployee, buildExpense, buildPayment, buildService, buildUser } from '@autospa/db/testing';
import { addDays, todayIn } from '../../lib/zoned-time.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { bookingAt, ZONE } from './test-fixtures.js';

let t: TestContext;
const auth: Record<'admin' | 'employee' | 'user', Record<string, string>> = { admin: {}, employee: {}, user: {} };
const ids: Record<string, string> = {};
let basic: string;
let detailing: string;
beforeAll(async () => {
  t = await setupTestApp();
  const admin = await buildAdmin(t.db);
  auth.admin = bearer(await signIn(t.app, admin));
  const employee = await buildEmployee(t.db, { username: 'ravi' });
  auth.employee = bearer(await signIn(t.app, employee));
  const customer = await buildUser(t.db, { username: 'asha' });
  auth.user = bearer(await signIn(t.app, customer));
  basic = (await buildService(t.db, { serviceName: 'Basic Wash', price: '499 rs', pricePaise: 49_900 })).id;
  detailing = (await buildService(t.db, { serviceName: 'Car Detailing', price: '2999 rs', pricePaise: 299_900 })).id;
  const o = { userId: customer.id, employeeId: employee.id };
  // 23:30 in Kolkata on 31 January is 18:00 UTC: January. 00:30 on 1 February is still 31 January in UTC: February.
  const a = await bookingAt(t.db, '2026-01-31', '23:30', { ...o, serviceId: basic });
  const b = await bookingAt(t.db, '2026-02-01', '00:30', { ...o, serviceId: detailing });
  const c = await bookingAt(t.db, '2026-01-15', '10:00', { ...o, serviceId: detailing });
  await bookingAt(t.db, '2026-01-20', '10:00', { ...o, serviceId: basic, status: 'Cancelled' });
  const e = await bookingAt(t.db, '2026-01-25', '10:00', { ...o, serviceId: basic, status: 'Confirmed' });
  await bookingAt(t.db, '2025-12-31', '23:59', { ...o, serviceId: basic });
  Object.assign(ids, { a: a.id, b: b.id, c: c.id });
  await buildPayment(t.db, { bookingId: a.id, method: 'cash', amountPaise: 49_900 });
  await buildPayment(t.db, { bookingId: b.id, method: 'upi', amountPaise: 100_000 });
  await buildPayment(t.db, {
    bookingId: b.id,
    method: 'card',
    amountPaise: 50_000,
    voidedAt: new Date(),
    voidedBy: admin.id,
    voidReason: 'Card declined',
  });
  await buildPayment(t.db, { bookingId: e.id, method: 'online', amountPaise: 10_000 });
  await buildExpense(t.db, { expenseDate: '2026-01-01', category: 'rent', amountPaise: 2_000_000, note: 'January rent' });
  await buildExpense(t.db, { expenseDate: '2026-01-31', category: 'supplies', amountPaise: 150_000, note: 'Foam' });
  await buildExpense(t.db, { expenseDate: '2026-02-01', category: 'water', amountPaise: 80_000, note: 'Tanker' });
  await buildExpense(t.db, { expenseDate: '2025-12-31', category: 'electricity', amountPaise: 300_000, note: 'December bill' });
});
afterAll(() => t.close());

const report = async (qs: string, headers = auth.admin) => {
  const res = await t.app.inject({ url: `${api.financeReport}?${qs}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FinanceReportResponse>();
};

describe('GET /tor/get-finance-report', () => {
  it('totals January on the Kolkata calendar: completed bookings by their local date, live payments only', async () => {
    const r = await report('period=custom&from=2026-01-01&to=2026-01-31');
    expect(r.period).toEqual({ period: 'custom', from: '2026-01-01', to: '2026-01-31', groupBy: 'day', timeZone: ZONE });
    expect(r.totals).toEqual({
      incomePaise: 349_800,
      expensesPaise: 2_150_000,
      netPaise: 349_800 - 2_150_000,
      collectedPaise: 49_900,
      outstandingPaise: 299_900,
      completedBookings: 2,
      expenseCount: 2,
      // Issue 20: no plan was paid for.
      planIncomePaise: 0,
      refundsPaise: 0,
    });
    expect(r.series).toHaveLength(31);
    expect(r.series.find((p) => p.bucket === '2026-01-31')).toEqual({
      bucket: '2026-01-31',
      from: '2026-01-31',
      to: '2026-01-31',
      incomePaise: 49_900,
      expensesPaise: 150_000,
      netPaise: -100_100,
      collectedPaise: 49_900,
      completedBookings: 1,
      refundsPaise: 0,
    });
    expect(r.series.find((p) => p.bucket === '2026-01-02')).toMatchObject({ incomePaise: 0, expensesPaise: 0, netPaise: 0 });
    expect(r.series.reduce((a, p) => a + p.incomePaise, 0)).toBe(r.totals.incomePaise);
    expect(r.series.reduce((a, p) => a + p.expensesPaise, 0)).toBe(r.totals.expensesPaise);
    expect(r.byService).toEqual([
      { serviceId: detailing, serviceName: 'Car Detailing', completedBookings: 1, incomePaise: 299_900 },
      { serviceId: basic, serviceName: 'Basic Wash', completedBookings: 1, incomePaise: 49_900 },
    ]);
    expect(r.byCategory.map((c) => c.category)).toEqual(['supplies', 'water', 'electricity', 'wages', 'rent', 'equipment', 'other']);
    expect(r.byCategory.find((c) => c.category === 'rent')).toEqual({ category: 'rent', expenseCount: 1, amountPaise: 2_000_000 });
    expect(r.byCategory.find((c) => c.category === 'water')?.amountPaise).toBe(0);
    expect(r.byMethod).toEqual([
      { method: 'cash', paymentCount: 1, amountPaise: 49_900 },
      { method: 'upi', paymentCount: 0, amountPaise: 0 },
      { method: 'card', paymentCount: 0, amountPaise: 0 },
      { method: 'online', paymentCount: 0, amountPaise: 0 },
    ]);
    expect(r.income).toMatchObject({
      total: 2,
      data: [
        { _id: ids.a, date: '2026-01-31', time: '11:30 PM', pricePaise: 49_900, paidPaise: 49_900, balancePaise: 0, paymentStatus: 'Paid' },
        {
          _id: ids.c,
          date: '2026-01-15',
          service: { serviceName: 'Car Detailing' },
          paymentStatus: 'Unpaid',
          employee: { username: 'ravi' },
        },
      ],
    });
    expect(r.income.data[0]?.customer).toMatchObject({ username: 'asha' });
    expect(r.expenses).toMatchObject({
      total: 2,
      data: [
        { date: '2026-01-31', category: 'supplies' },
        { date: '2026-01-01', category: 'rent' },
      ],
    });
  });

  it('puts 00:30 on 1 February in February, and charts by month with each month present', async () => {
    const r = await report('period=custom&from=2025-12-01&to=2026-03-31&groupBy=month');
    expect(r.series.map((p) => [p.bucket, p.incomePaise, p.expensesPaise, p.collectedPaise])).toEqual([
      ['2025-12', 49_900, 300_000, 0],
      ['2026-01', 349_800, 2_150_000, 49_900],
      ['2026-02', 299_900, 80_000, 100_000],
      ['2026-03', 0, 0, 0],
    ]);
    const feb = await report('period=custom&from=2026-02-01&to=2026-02-28');
    expect(feb.totals).toMatchObject({ incomePaise: 299_900, collectedPaise: 100_000, outstandingPaise: 199_900, expensesPaise: 80_000 });
    expect(feb.income.data[0]).toMatchObject({ _id: ids.b, time: '12:30 AM', paidPaise: 100_000, paymentStatus: 'Partly paid' });
    expect(feb.byMethod.find((m) => m.method === 'upi')).toEqual({ method: 'upi', paymentCount: 1, amountPaise: 100_000 });
    expect(feb.byMethod.find((m) => m.method === 'card')?.paymentCount).toBe(0);
  });

  it('charts a long custom period by month unless asked for days', async () => {
    expect((await report('period=custom&from=2025-01-01&to=2025-12-31')).series).toHaveLength(12);
    expect((await report('period=custom&from=2025-01-01&to=2025-12-31&groupBy=day')).series).toHaveLength(365);
  });

  it('pages the two row lists alike', async () => {
    const r = await report('period=custom&from=2026-01-01&to=2026-01-31&page=2&limit=1');
    expect(r.income).toMatchObject({ total: 2, data: [{ _id: ids.c }] });
    expect(r.expenses).toMatchObject({ total: 2, data: [{ category: 'rent' }] });
    expect(r.totals.incomePaise).toBe(349_800);
  });

  it('reads this month, last month and this week on the business calendar', async () => {
    const today = todayIn(ZONE);
    const monthStart = `${today.slice(0, 7)}-01`;
    const lastMonthEnd = addDays(monthStart, -1);
    const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    const service = (await buildService(t.db, { price: '1 rs', pricePaise: 100 })).id;
    await bookingAt(t.db, monthStart, '00:30', { serviceId: service });
    await bookingAt(t.db, lastMonthEnd, '23:30', { serviceId: service, pricePaise: 200 });
    await bookingAt(t.db, monday, '00:15', { serviceId: service, pricePaise: 400 });
    await bookingAt(t.db, addDays(monday, -1), '23:45', { serviceId: service, pricePaise: 800 });

    // Each placed just inside or just outside a boundary; a period's income is what falls inside it.
    const placed: [string, number][] = [
      [monthStart, 100],
      [lastMonthEnd, 200],
      [monday, 400],
      [addDays(monday, -1), 800],
    ];
    const inside = (p: { from: string; to: string }) => placed.filter(([d]) => d >= p.from && d <= p.to).reduce((a, [, v]) => a + v, 0);

    const month = await report('');
    expect(month.period).toMatchObject({ period: 'this-month', from: monthStart });
    expect(month.series).toHaveLength(Number(month.period.to.slice(8)));
    expect(month.totals.incomePaise).toBe(inside(month.period));
    expect(month.series[0]?.incomePaise).toBeGreaterThanOrEqual(100);

    const last = await report('period=last-month');
    expect(last.period).toMatchObject({ from: `${lastMonthEnd.slice(0, 7)}-01`, to: lastMonthEnd });
    expect(last.totals.incomePaise).toBe(inside(last.period));
    expect(last.series.at(-1)?.incomePaise).toBeGreaterThanOrEqual(200);

    const week = await report('period=this-week');
    expect(week.period).toMatchObject({ from: monday, to: addDays(monday, 6) });
    expect(week.series.map((p) => p.bucket)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(monday, i)));
    expect(week.totals.incomePaise).toBe(inside(week.period));
    expect(week.series[0]?.incomePaise).toBeGreaterThanOrEqual(400);
  });

  it('follows the time zone setting', async () => {
    const set = (timeZone: string) =>
      t.app.inject({ method: 'PUT', url: '/tor/update-settings', payload: { timeZone }, headers: auth.admin });
    expect((await set('America/New_York')).statusCode).toBe(200);
    try {
      const r = await report('period=this-month');
      expect(r.period).toMatchObject({ timeZone: 'America/New_York', from: `${todayIn('America/New_York').slice(0, 7)}-01` });
    } finally {
      await set(ZONE);
    }
  });

  it('names the problem for each bad query with 400', async () => {
    const cases: [string, string][] = [
      ['period=year', 'period must be this-week, this-month, last-month or custom.'],
      ['period=custom', 'A custom period needs from and to (YYYY-MM-DD).'],
      ['period=custom&from=2026-01-01', 'A custom period needs from and to (YYYY-MM-DD).'],
      ['from=2026-01-01&to=2026-01-31', 'from and to go with period=custom.'],
      ['period=this-week&to=2026-01-31', 'from and to go with period=custom.'],
      ['period=custom&from=2026-02-01&to=2026-01-31', 'to must be on or after from.'],
      ['period=custom&from=2020-01-01&to=2026-01-31', 'A period can cover at most 1827 days (5 years).'],
      ['period=custom&from=0001-01-01&to=9999-12-31', 'from and to must be between 2000-01-01 and 2099-12-31.'],
      ['period=custom&from=9999-01-01&to=9999-12-31&groupBy=month', 'from and to must be between 2000-01-01 and 2099-12-31.'],
      ['period=custom&from=1999-12-31&to=2000-01-31', 'from and to must be between 2000-01-01 and 2099-12-31.'],
      ['period=custom&from=2024-01-01&to=2025-01-31&groupBy=day', 'groupBy=day covers at most 366 days; use groupBy=month.'],
      ['period=custom&from=2026-01-32&to=2026-02-01', 'from must be a date (YYYY-MM-DD).'],
      ['groupBy=week', 'groupBy must be day or month.'],
      ['limit=0', 'limit must be 1 to 100.'],
      ['page=x', 'page must be a number.'],
    ];
    for (const [qs, message] of cases) {
      const res = await t.app.inject({ url: `${api.financeReport}?${qs}`, headers: auth.admin });
      expect([res.statusCode, res.json().message], qs).toEqual([400, message]);
    }
  });

  it('is for the Admin only', async () => {
    expect((await t.app.inject({ url: api.financeReport, headers: auth.employee })).statusCode).toBe(403);
    expect((await t.app.inject({ url: api.financeReport, headers: auth.user })).statusCode).toBe(403);
    expect((await t.app.inject({ url: api.financeReport })).statusCode).toBe(401);
  });
});

describe('GET /tor/get-finance-income', () => {
  it('pages and searches the income rows of the period', async () => {
    const url = `${api.financeIncome}?period=custom&from=2025-12-01&to=2026-02-28`;
    const all = (await t.app.inject({ url, headers: auth.admin })).json();
    expect(all.total).toBe(4);
    expect(all.data.map((r: { date: string }) => r.date)).toEqual(['2026-02-01', '2026-01-31', '2026-01-15', '2025-12-31']);
    const page = (await t.app.inject({ url: `${url}&page=2&limit=3`, headers: auth.admin })).json();
    expect(page).toMatchObject({ total: 4, data: [{ date: '2025-12-31' }] });
    const found = (await t.app.inject({ url: `${url}&q=detail&limit=10`, headers: auth.admin })).json();
    expect(found.total).toBe(2);
    expect((await t.app.inject({ url: `${url}&q=ASHA&limit=1`, headers: auth.admin })).json().total).toBe(4);
  });

  it("searches like the bookings list, and finds the assigned employee's jobs too", async () => {
    const url = `${api.financeIncome}?period=custom&from=2025-12-01&to=2026-02-28`;
    const total = async (q: string) => (await t.app.inject({ url: `${url}&q=${encodeURIComponent(q)}`, headers: auth.admin })).json().total;
    expect(await total('RAVI')).toBe(4);
    expect(await total('Basic Wash')).toBe(2);
    expect(await total('ra_i')).toBe(0); // LIKE wildcards are plain characters
    expect(await total('r%i')).toBe(0);
  });

  it('validates like the report and is for the Admin only', async () => {
    expect((await t.app.inject({ url: `${api.financeIncome}?period=custom`, headers: auth.admin })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${api.financeIncome}?q=${'q'.repeat(101)}`, headers: auth.admin })).statusCode).toBe(400);
    expect((await t.app.inject({ url: api.financeIncome, headers: auth.employee })).statusCode).toBe(403);
    expect((await t.app.inject({ url: api.financeIncome, headers: auth.user })).statusCode).toBe(403);
  });
});
