import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autospa/contract';
import { expenses } from '@autospa/db';
import { buildAdmin, buildEmployee, buildExpense, buildUser } from '@autospa/db/testing';
import { addDays, todayIn } from '../../lib/zoned-time.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { ZONE } from './test-fixtures.js';

let t: TestContext;
let admin: Awaited<ReturnType<typeof buildAdmin>>;
const auth: Record<'admin' | 'employee' | 'user', Record<string, string>> = { admin: {}, employee: {}, user: {} };
beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db);
  auth.admin = bearer(await signIn(t.app, admin));
  auth.employee = bearer(await signIn(t.app, await buildEmployee(t.db)));
  auth.user = bearer(await signIn(t.app, await buildUser(t.db)));
});
afterAll(() => t.close());

const create = (payload: unknown, headers = auth.admin) =>
  t.app.inject({ method: 'POST', url: api.createExpense, payload: payload as object, headers });
const update = (id: string, payload: unknown, headers = auth.admin) =>
  t.app.inject({ method: 'PUT', url: `${api.updateExpense}?id=${id}`, payload: payload as object, headers });
const remove = (id: string, headers = auth.admin) => t.app.inject({ method: 'DELETE', url: `${api.deleteExpense}?id=${id}`, headers });
const list = (qs: string, headers = auth.admin) => t.app.inject({ url: `${api.getExpenses}${qs}`, headers });

describe('POST /tor/create-expense', () => {
  it('records an expense in rupees as paise, with who recorded it', async () => {
    const res = await create({ date: '2026-02-10', category: 'water', amount: '1250.75', note: '  Tanker, February  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Expense added successfully!',
      expense: { date: '2026-02-10', category: 'water', amountPaise: 125_075, note: 'Tanker, February', recordedBy: { _id: admin.id } },
    });
    const [row] = await t.db.select().from(expenses).where(eq(expenses.id, res.json().expense._id));
    expect(row).toMatchObject({ expenseDate: '2026-02-10', amountPaise: 125_075, recordedBy: admin.id });
  });

  it('accepts today in the business time zone and refuses a later day', async () => {
    const today = todayIn(ZONE);
    expect((await create({ date: today, category: 'rent', amount: 20_000 })).statusCode).toBe(201);
    const res = await create({ date: addDays(today, 1), category: 'rent', amount: 20_000 });
    expect([res.statusCode, res.json().message]).toEqual([400, 'The expense date cannot be in the future.']);
  });

  it('names the field for each bad input with 400', async () => {
    const base = { date: '2026-02-10', category: 'water', amount: 10 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, date: undefined }, 'Date is required.'],
      [{ ...base, date: '2026-02-30' }, 'Date must be a date (YYYY-MM-DD).'],
      [{ ...base, category: 'fuel' }, 'Category must be supplies, water, electricity, wages, rent, equipment or other.'],
      [{ ...base, amount: 'ten' }, 'Amount must be in rupees with at most 2 decimals, like 499 or 499.50.'],
      [{ ...base, amount: 0 }, 'Amount must be more than ₹0.'],
      [{ ...base, note: 7 }, 'Note must be text.'],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload);
      expect([res.statusCode, res.json().message], JSON.stringify(payload)).toEqual([400, message]);
    }
  });

  it('is for the Admin only', async () => {
    const body = { date: '2026-02-10', category: 'water', amount: 10 };
    expect((await create(body, auth.employee)).statusCode).toBe(403);
    expect((await create(body, auth.user)).statusCode).toBe(403);
    expect((await create(body, {})).statusCode).toBe(401);
  });
});

describe('GET /tor/get-expenses', () => {
  beforeAll(async () => {
    await t.db.delete(expenses);
    await buildExpense(t.db, { expenseDate: '2025-12-31', category: 'rent', amountPaise: 2_000_000, note: 'December rent' });
    await buildExpense(t.db, {
      expenseDate: '2026-01-01',
      category: 'supplies',
      amountPaise: 150_000,
      note: 'Foam 50% off',
      recordedBy: admin.id,
    });
    await buildExpense(t.db, { expenseDate: '2026-01-15', category: 'electricity', amountPaise: 480_000, note: 'January bill' });
    await buildExpense(t.db, { expenseDate: '2026-01-31', category: 'supplies', amountPaise: 90_000, note: 'Microfibre cloths' });
  });

  it('lists newest day first with the total, one page of 20 without paging', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(4);
    expect(res.json().data.map((e: { date: string }) => e.date)).toEqual(['2026-01-31', '2026-01-15', '2026-01-01', '2025-12-31']);
    expect(res.json().data[2]).toMatchObject({ note: 'Foam 50% off', recordedBy: { _id: admin.id, username: admin.username } });
  });

  it('filters by from, to, category and q, and pages', async () => {
    const january = (await list('?from=2026-01-01&to=2026-01-31')).json();
    expect(january.total).toBe(3);
    expect((await list('?category=supplies')).json().data.map((e: { note: string }) => e.note)).toEqual([
      'Microfibre cloths',
      'Foam 50% off',
    ]);
    expect((await list('?q=50%25')).json()).toMatchObject({ total: 1, data: [{ note: 'Foam 50% off' }] });
    expect((await list('?q=ELECTRIC')).json().total).toBe(1);
    const page = (await list('?page=2&limit=3')).json();
    expect(page).toMatchObject({ total: 4, data: [{ date: '2025-12-31' }] });
  });

  it('answers 400 for bad filters and is for the Admin only', async () => {
    expect((await list('?from=2026-13-01')).json().message).toBe('from must be a date (YYYY-MM-DD).');
    expect((await list('?category=fuel')).statusCode).toBe(400);
    expect((await list('?limit=101')).json().message).toBe('limit must be 1 to 100.');
    expect((await list('?page=0')).json().message).toBe('page must be 1 or more.');
    expect((await list('', auth.employee)).statusCode).toBe(403);
    expect((await list('', auth.user)).statusCode).toBe(403);
    expect((await list('', {})).statusCode).toBe(401);
  });
});

describe('PUT /tor/update-expense', () => {
  it('changes only the fields sent', async () => {
    const e = await buildExpense(t.db, { expenseDate: '2026-01-05', category: 'wages', amountPaise: 1_500_000, note: 'Week 1' });
    const res = await update(e.id, { amount: 16_000, note: 'Week 1 with overtime' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Expense updated successfully!',
      expense: { _id: e.id, date: '2026-01-05', category: 'wages', amountPaise: 1_600_000, note: 'Week 1 with overtime' },
    });
    expect((await update(e.id, { category: 'other', date: '2026-01-06' })).json().expense).toMatchObject({
      category: 'other',
      date: '2026-01-06',
    });
  });

  it('answers 400 for nothing to change or a bad field, 404 for an unknown expense, 403 for others', async () => {
    const e = await buildExpense(t.db);
    expect((await update(e.id, {})).json().message).toBe('Nothing to update.');
    expect((await update(e.id, { amount: -1 })).statusCode).toBe(400);
    expect((await update(e.id, { date: addDays(todayIn(ZONE), 2) })).json().message).toBe('The expense date cannot be in the future.');
    const missing = await update('00000000-0000-4000-8000-000000000000', { amount: 1 });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Expense not found.']);
    expect((await update(e.id, { amount: 1 }, auth.employee)).statusCode).toBe(403);
    expect((await update(e.id, { amount: 1 }, auth.user)).statusCode).toBe(403);
  });
});

describe('DELETE /tor/delete-expense', () => {
  it('deletes, then answers 404; refuses non-Admins', async () => {
    const e = await buildExpense(t.db);
    expect((await remove(e.id, auth.employee)).statusCode).toBe(403);
    expect((await remove(e.id, auth.user)).statusCode).toBe(403);
    const res = await remove(e.id);
    expect([res.statusCode, res.json().message]).toEqual([200, 'Expense deleted successfully!']);
    expect(await t.db.select().from(expenses).where(eq(expenses.id, e.id))).toHaveLength(0);
    expect((await remove(e.id)).statusCode).toBe(404);
    expect((await remove('nope')).statusCode).toBe(400);
  });
});
