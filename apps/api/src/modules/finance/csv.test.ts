import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, paiseToRupees, type FinanceReportResponse } from '@autospa/contract';
import { buildAdmin, buildEmployee, buildExpense, buildPayment, buildService, buildUser, parseCsv } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { csvCell } from './csv.js';
import { bookingAt } from './test-fixtures.js';

// The header lines as an accountant's spreadsheet shows them, written out here rather than read from the code under test.
const INCOME_HEADER = 'Date,Time,Booking ID,Customer,Phone,Service,Employee,Car number,Price (INR),Paid (INR),Balance (INR),Payment status';
const EXPENSES_HEADER = 'Date,Category,Amount (INR),Note,Recorded by';

let t: TestContext;
const auth: Record<'admin' | 'employee' | 'user', Record<string, string>> = { admin: {}, employee: {}, user: {} };
const PERIOD = 'period=custom&from=2026-01-01&to=2026-01-31';
beforeAll(async () => {
  t = await setupTestApp();
  auth.admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  const employee = await buildEmployee(t.db);
  auth.employee = bearer(await signIn(t.app, employee));
  // A customer whose name a spreadsheet would run as a formula.
  const evil = await buildUser(t.db, { username: '=HYPERLINK("http://x.test","Click")' });
  auth.user = bearer(await signIn(t.app, evil));
  const wash = await buildService(t.db, { serviceName: 'Wash, "Deluxe"', price: '1999.50 rs', pricePaise: 199_950 });
  const one = await bookingAt(t.db, '2026-01-31', '23:30', {
    serviceId: wash.id,
    userId: evil.id,
    employeeId: employee.id,
    carNo: ['DL01AB1234'],
  });
  await bookingAt(t.db, '2026-01-10', '09:00', { serviceId: wash.id, guestName: '+91 walk-in', guestPhone: '9876543210' });
  await bookingAt(t.db, '2026-02-01', '00:30', { serviceId: wash.id });
  await buildPayment(t.db, { bookingId: one.id, amountPaise: 100_025 });
  await buildExpense(t.db, { expenseDate: '2026-01-05', category: 'other', amountPaise: 99, note: '-2+3 petty cash' });
  await buildExpense(t.db, {
    expenseDate: '2026-01-06',
    category: 'equipment',
    amountPaise: 1_250_000,
    note: '@SUM(A1:A9) pressure washer,\nline two',
  });
  await buildExpense(t.db, { expenseDate: '2026-02-06', category: 'water', amountPaise: 100 });
});
afterAll(() => t.close());

const csv = (qs: string, headers = auth.admin) => t.app.inject({ url: `${api.exportFinanceCsv}?${qs}`, headers });
const reportOf = async (qs: string) =>
  (await t.app.inject({ url: `${api.financeReport}?${qs}&limit=100`, headers: auth.admin })).json<FinanceReportResponse>();

describe('GET /tor/export-finance-csv', () => {
  it('exports the income rows the report shows, in the same order, amounts in rupees', async () => {
    const res = await csv(`${PERIOD}&kind=income`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="income-2026-01-01-to-2026-01-31.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header!.join(',')).toBe(INCOME_HEADER);
    const report = await reportOf(PERIOD);
    expect(rows).toHaveLength(report.income.total);
    expect(rows.map((r) => [r[0], r[2], r[8], r[9], r[10], r[11]])).toEqual(
      report.income.data.map((r) => [
        r.date,
        r._id,
        paiseToRupees(r.pricePaise),
        paiseToRupees(r.paidPaise),
        paiseToRupees(r.balancePaise),
        r.paymentStatus,
      ]),
    );
    expect(rows[0]).toEqual([
      '2026-01-31',
      '11:30 PM',
      report.income.data[0]!._id,
      `'=HYPERLINK("http://x.test","Click")`,
      report.income.data[0]!.customer.phone,
      'Wash, "Deluxe"',
      report.income.data[0]!.employee!.username,
      'DL01AB1234',
      '1999.50',
      '1000.25',
      '999.25',
      'Partly paid',
    ]);
    expect(rows[1]?.[3]).toBe("'+91 walk-in");
  });

  it('exports the expense rows with RFC 4180 quoting and formulas neutralised', async () => {
    const res = await csv(`${PERIOD}&kind=expenses`);
    expect(res.headers['content-disposition']).toContain('expenses-2026-01-01-to-2026-01-31.csv');
    expect(res.body).toContain('"\'@SUM(A1:A9) pressure washer,\nline two"');
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header!.join(',')).toBe(EXPENSES_HEADER);
    const report = await reportOf(PERIOD);
    expect(rows.map((r) => [r[0], r[2]])).toEqual(report.expenses.data.map((e) => [e.date, paiseToRupees(e.amountPaise)]));
    expect(rows).toEqual([
      ['2026-01-06', 'Equipment', '12500.00', "'@SUM(A1:A9) pressure washer,\nline two", ''],
      ['2026-01-05', 'Other', '0.99', "'-2+3 petty cash", ''],
    ]);
  });

  it('writes just the header for an empty period', async () => {
    const res = await csv('period=custom&from=2020-01-01&to=2020-01-31&kind=income');
    expect(res.body).toBe(`\uFEFF${INCOME_HEADER}\r\n`);
  });

  it('answers 400 without a kind or with a bad period, 403 for non-Admins, 401 anonymous', async () => {
    expect((await csv(PERIOD)).json().message).toBe('kind must be income or expenses.');
    expect((await csv('kind=pdf')).statusCode).toBe(400);
    expect((await csv('period=custom&kind=income')).statusCode).toBe(400);
    expect((await csv('kind=income', auth.employee)).statusCode).toBe(403);
    expect((await csv('kind=income', auth.user)).statusCode).toBe(403);
    expect((await csv('kind=income', {})).statusCode).toBe(401);
  });
});

describe('csvCell', () => {
  it('quotes per RFC 4180 and neutralises formula starts, but leaves amounts numeric', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    for (const evil of ['=1+1', '+1', '-1', '@A1', '\tx', '\rx']) expect(csvCell(evil).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvCell({ paise: -1050 })).toBe('-10.50');
    expect(csvCell({ paise: 5 })).toBe('0.05');
  });
});
