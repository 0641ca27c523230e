import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autospa/contract';
import { buildAdmin, buildBooking, buildEmployee, buildExpense, buildPayment, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';

// Every finance route, fed field by field with hostile values, as each role it admits: never a 5xx.
const OURS = new Set<string>([
  api.createPayment,
  api.getPayments,
  api.voidPayment,
  api.createExpense,
  api.getExpenses,
  api.updateExpense,
  api.deleteExpense,
  api.financeReport,
  api.financeIncome,
  api.exportFinanceCsv,
  api.myEarnings,
  api.myPayments,
  api.receipt,
]);
const HOSTILE: unknown[] = [
  null,
  42,
  -1,
  0.001,
  1e21,
  true,
  [],
  {},
  '',
  ' ',
  '\u0000',
  'x'.repeat(3000),
  '9999-12-31',
  '0001-01-01',
  '2024-02-30',
  '1e309',
  'NaN',
  '-0',
];
const EDGE_PERIODS = [
  ['9999-01-01', '9999-12-31'],
  ['0001-01-01', '0001-12-31'],
  ['1970-01-01', '1970-01-31'],
  ['2099-12-01', '2099-12-31'],
];
const QUERY_HOSTILE = [
  '',
  '%00',
  'abc',
  '-1',
  '0',
  '1e30',
  '9999-12-31',
  '0001-01-01',
  '2024-02-30',
  'z'.repeat(500),
  '%E0%A4',
  'custom',
  'day',
  'month',
];

let t: TestContext;
const auth: Record<string, Record<string, string>> = {};
let ids: { booking: string; payment: string; expense: string };
beforeAll(async () => {
  t = await setupTestApp();
  const employee = await buildEmployee(t.db);
  const customer = await buildUser(t.db);
  auth.Admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  auth.Employee = bearer(await signIn(t.app, employee));
  auth.User = bearer(await signIn(t.app, customer));
  const booking = await buildBooking(t.db, { userId: customer.id, employeeId: employee.id, status: 'Completed' });
  const payment = await buildPayment(t.db, { bookingId: booking.id, amountPaise: 100 });
  const expense = await buildExpense(t.db);
  ids = { booking: booking.id, payment: payment.id, expense: expense.id };
});
afterAll(() => t.close());

const qs = (q: Record<string, string>) =>
  Object.entries(q)
    .map(([k, v]) => `${k}=${v.includes('%') ? v : encodeURIComponent(v)}`)
    .join('&');

describe('hostile input on the finance routes', () => {
  it('never produces a server error', async () => {
    const routes = t.app.routeAccess.filter((r) => OURS.has(r.url));
    expect(routes.length).toBe(OURS.size);
    type Op = {
      parameters?: { name: string; in: string }[];
      requestBody?: { content: Record<string, { schema: { properties?: object } }> };
    };
    const spec = t.app.swagger() as { paths: Record<string, Record<string, Op>> };
    const baseline = { bookingId: ids.booking, method: 'cash', amount: 1, reason: 'r', date: '2026-01-01', category: 'rent', note: 'n' };
    const failures: string[] = [];
    const probe = async (method: string, url: string, payload: unknown, headers: Record<string, string>) => {
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      if (res.statusCode >= 500) failures.push(`${method} ${url} ${JSON.stringify(payload)?.slice(0, 80)}: ${res.statusCode} ${res.body}`);
    };
    for (const { method, url, access } of routes) {
      const roles = access === 'public' || access === 'signed-in' ? ['Admin'] : access;
      const id = url === api.voidPayment ? ids.payment : url.includes('expense') ? ids.expense : ids.booking;
      const query = {
        id,
        bookingId: ids.booking,
        period: 'custom',
        from: '2026-01-01',
        to: '2026-01-31',
        groupBy: 'day',
        kind: 'income',
        page: '1',
        limit: '10',
        q: 'a',
        category: 'rent',
      };
      const op = spec.paths[url]?.[method.toLowerCase()];
      const params = (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const fields = Object.keys(op?.requestBody?.content['application/json']?.schema.properties ?? {});
      const withBody = method === 'POST' || method === 'PUT';
      for (const role of roles) {
        const headers = auth[role]!;
        const valid = Object.fromEntries(params.map((p) => [p, query[p as keyof typeof query] ?? '']));
        for (const key of params)
          for (const bad of QUERY_HOSTILE)
            await probe(method, `${url}?${qs({ ...valid, [key]: bad })}`, withBody ? baseline : undefined, headers);
        // Both ends at the calendar's edges: a period short enough, on days that date arithmetic must not break on.
        if (params.includes('from'))
          for (const [from, to] of EDGE_PERIODS)
            await probe(method, `${url}?${qs({ ...valid, from: from!, to: to! })}`, undefined, headers);
        if (!withBody) continue;
        for (const key of fields)
          for (const bad of HOSTILE) await probe(method, `${url}?${qs(valid)}`, { ...baseline, [key]: bad }, headers);
        for (const body of [null, [], 'text', 7]) await probe(method, `${url}?${qs(valid)}`, body, headers);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
