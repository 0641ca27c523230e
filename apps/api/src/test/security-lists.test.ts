import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, contactMessages, expenses, jobApplications, newsletterSubscribers } from '@autospa/db';
import { buildAdmin, buildBooking, buildEmployee, buildUser } from '@autospa/db/testing';
import { todayIn, zonedInstant } from '../lib/zoned-time.js';
import { ZONE, bookableCatalog } from '../modules/bookings/test-fixtures.js';
import { bearer, setupTestApp, signIn, type TestContext } from './harness.js';

// Issue 14, item 6: a list asked without `limit` used to answer every row (get-allbookings: 20 MB, 2.2 s). Every
// list that grows with customers now answers one page of 20 with the total, and refuses a page over 100.
const ROWS = 25;
let t: TestContext;
const auth: Record<'admin' | 'employee' | 'user', Record<string, string>> = { admin: {}, employee: {}, user: {} };
let today: string;

beforeAll(async () => {
  t = await setupTestApp();
  const [admin, employee, user] = [await buildAdmin(t.db), await buildEmployee(t.db), await buildUser(t.db)];
  auth.admin = bearer(await signIn(t.app, admin));
  auth.employee = bearer(await signIn(t.app, employee));
  auth.user = bearer(await signIn(t.app, user));
  const { service } = await bookableCatalog(t.db);
  today = todayIn(ZONE);
  // Completed jobs of today: they fill All Bookings, Today, My Bookings, My Payments and the period's income.
  for (let i = 0; i < ROWS; i++) {
    await buildBooking(t.db, {
      userId: user.id,
      employeeId: employee.id,
      serviceId: service.id,
      status: 'Completed',
      bookingDate: today,
      // Half an hour apart: one employee is on one half-hour wash at a time (issue 17), within the 3 bays.
      startsAt: zonedInstant(today, 8 * 60 + i * 30, ZONE),
    });
  }
  const n = Array.from({ length: ROWS }, (_, i) => i);
  const person = (kind: string, i: number) => ({
    username: `${kind}_${i}`,
    email: `${kind}_${i}@example.test`,
    phone: String(9_000_000_000 + i + (kind === 'staff' ? 100 : 0)),
    passwordHash: 'not-a-hash',
  });
  await t.db.insert(accounts).values(n.map((i) => ({ ...person('customer', i), typeOfUser: 'User' })));
  await t.db.insert(accounts).values(n.map((i) => ({ ...person('staff', i), typeOfUser: 'Employee' })));
  await t.db
    .insert(contactMessages)
    .values(
      n.map((i) => ({ fullName: `Visitor ${i}`, email: `v${i}@example.test`, phone: '9811100000', serviceType: 'basic', message: 'Hi' })),
    );
  await t.db.insert(newsletterSubscribers).values(n.map((i) => ({ email: `fan${i}@example.test` })));
  await t.db.insert(jobApplications).values(
    n.map((i) => ({
      name: `Applicant ${i}`,
      email: `a${i}@example.test`,
      phone: '9876501234',
      location: 'Karnataka',
      resumeName: 'cv.pdf',
      resumeType: 'application/pdf',
      resumeSize: 9,
      resume: Buffer.from('%PDF-1.7\n'),
    })),
  );
  await t.db.insert(expenses).values(n.map(() => ({ expenseDate: today, category: 'supplies', amountPaise: 10_000 })));
});
afterAll(() => t.close());

const period = () => `period=custom&from=${today}&to=${today}`;
// Every list that grows with customers, who may read it, and what it holds beyond one page.
const lists = () =>
  [
    { url: '/tor/get-allbookings?', who: auth.admin, total: ROWS },
    { url: '/tor/get-today-bookings?', who: auth.admin, total: ROWS },
    { url: '/tor/my-bookings?', who: auth.user, total: ROWS },
    // The seeded customers, plus the one who signs in.
    { url: '/tor/allusersandemployee?typeOfUser=User&', who: auth.admin, total: ROWS + 1 },
    { url: '/tor/allusersandemployee?typeOfUser=Employee&', who: auth.admin, total: ROWS + 1 },
    { url: '/tor/get-contact-messages?', who: auth.admin, total: ROWS },
    { url: '/tor/get-newsletter-subscribers?', who: auth.admin, total: ROWS },
    { url: '/tor/get-job-applications?', who: auth.admin, total: ROWS },
    { url: '/tor/get-expenses?', who: auth.admin, total: ROWS },
    { url: `/tor/get-finance-income?${period()}&`, who: auth.admin, total: ROWS },
    { url: '/tor/get-my-payments?', who: auth.user, total: ROWS },
  ] as const;

describe('list routes (issue 14: unbounded reads)', () => {
  it('answer 20 rows and the total when no limit is given', async () => {
    for (const list of lists()) {
      const res = await t.app.inject({ url: list.url, headers: list.who });
      expect([list.url, res.statusCode]).toEqual([list.url, 200]);
      const body = res.json<{ data: unknown[]; total: number }>();
      expect([list.url, body.data.length, body.total]).toEqual([list.url, 20, list.total]);
    }
  });

  it('answer at most 100 rows and refuse limit=101 with 400', async () => {
    for (const list of lists()) {
      const largest = await t.app.inject({ url: `${list.url}limit=100`, headers: list.who });
      expect([list.url, largest.statusCode, largest.json<{ data: unknown[] }>().data.length]).toEqual([list.url, 200, list.total]);
      const tooMany = await t.app.inject({ url: `${list.url}limit=101`, headers: list.who });
      expect([list.url, tooMany.statusCode, tooMany.json().message]).toEqual([list.url, 400, 'limit must be 1 to 100.']);
    }
  });

  it("pages the finance report's income and expense rows by 20 too", async () => {
    const res = await t.app.inject({ url: `/tor/get-finance-report?${period()}`, headers: auth.admin });
    expect(res.statusCode).toBe(200);
    const report = res.json<{ income: { data: unknown[]; total: number }; expenses: { data: unknown[]; total: number } }>();
    expect([report.income.data.length, report.income.total]).toEqual([20, ROWS]);
    expect([report.expenses.data.length, report.expenses.total]).toEqual([20, ROWS]);
    expect((await t.app.inject({ url: `/tor/get-finance-report?${period()}&limit=101`, headers: auth.admin })).statusCode).toBe(400);
  });
});
