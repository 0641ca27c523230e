import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type FinanceReportResponse } from '@autospa/contract';
import { buildAdmin, buildEmployee, buildService, buildUser, insertBookings, setBusinessSettings } from '@autospa/db/testing';
import { addDays, todayIn } from '../../lib/zoned-time.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { ZONE } from './test-fixtures.js';

// Issue 6 acceptance: with 100,000 bookings and 10,000 expenses the report for a year stays fast. The timing
// is printed here and owned by the benchmark; this test checks the figures are right at that volume.
const BOOKINGS = 100_000;
const EXPENSES = 10_000;
// As the benchmark seeds them: 100 bookings a day on the 1,000 days that end today, every status alike.
const DAYS = 1_000;
const YEAR = 365;
let t: TestContext;
let admin: Record<string, string>;
let employeeAuth: Record<string, string>;
let customerAuth: Record<string, string>;
const seedMs: Record<string, number> = {};
const today = todayIn(ZONE);
const yearFrom = addDays(today, -(YEAR - 1));

beforeAll(async () => {
  t = await setupTestApp();
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  const employees = [await buildEmployee(t.db), await buildEmployee(t.db)];
  employeeAuth = bearer(await signIn(t.app, employees[0]!));
  const customers = [await buildUser(t.db), await buildUser(t.db)];
  customerAuth = bearer(await signIn(t.app, customers[0]!));
  const services = [
    await buildService(t.db, { price: '499 rs', pricePaise: 49_900 }),
    await buildService(t.db, { price: '799 rs', pricePaise: 79_900, time: '45 min', durationMinutes: 45 }),
    await buildService(t.db, { price: '2999 rs', pricePaise: 299_900, time: '4 hr', durationMinutes: 240 }),
  ];
  let started = Date.now();
  // Every fifth booking Completed; 3 services, 2 customers, 2 employees and some unassigned. 20 half-hour
  // starts a day, 5 bookings at each in a five-bay business: the database's rules hold for seeds too (issue 17:
  // an employee on one of the five at a time).
  await setBusinessSettings(t.seedDb, { bays: 5, bookingsPerCustomer: 50 });
  await insertBookings(
    t.seedDb,
    sql`
    insert into bookings (user_id, employee_id, service_id, booking_date, starts_at, ends_at, car_no, price, price_paise, duration_minutes, status)
    select case when (g / ${DAYS}) % 2 = 0 then ${customers[0]!.id}::uuid else ${customers[1]!.id}::uuid end,
           case (g / ${DAYS}) / 20 when 1 then ${employees[0]!.id}::uuid when 2 then ${employees[1]!.id}::uuid end,
           svc.id, d, s, s + interval '30 minutes', array['DL' || lpad(g::text, 8, '0')], svc.price, svc.price_paise, 30,
           (array['Pending','Confirmed','In progress','Completed','Cancelled'])[1 + g % 5]
    from generate_series(1, ${BOOKINGS}) g,
         lateral (select ${today}::date - (g % ${DAYS}) as d) day,
         lateral (select ((day.d + time '08:00' + ((g / ${DAYS}) % 20) * interval '30 minutes') at time zone ${ZONE}) as s) start,
         lateral (select id, price, price_paise from services
                  where id = (array[${services[0]!.id}::uuid, ${services[1]!.id}::uuid, ${services[2]!.id}::uuid])[1 + g % 3]) svc`,
  );
  seedMs.bookings = Date.now() - started;
  started = Date.now();
  // 80% of completed bookings paid: most in full, every fifth in half; a few voided extras.
  await t.seedDb.execute(sql`
    insert into payments (booking_id, method, amount_paise, paid_at, recorded_by)
    select id, (array['cash','upi','card','online'])[1 + n % 4], case when n % 5 = 0 then price_paise / 2 else price_paise end,
           starts_at + interval '1 hour', employee_id
    from (select b.*, row_number() over (order by b.id) as n from bookings b where b.status = 'Completed') x
    where n % 10 < 8`);
  await t.seedDb.execute(sql`
    insert into payments (booking_id, method, amount_paise, paid_at, voided_at, void_reason)
    select id, 'card', 100, starts_at, starts_at, 'Declined'
    from bookings where status = 'Completed' and price_paise = 49900 limit 2000`);
  seedMs.payments = Date.now() - started;
  started = Date.now();
  await t.seedDb.execute(sql`
    insert into expenses (expense_date, category, amount_paise, note)
    select ${today}::date - (g % ${DAYS}),
           (array['supplies','water','electricity','wages','rent','equipment','other'])[1 + g % 7],
           1000 + (g * 7919) % 500000, 'Expense ' || g
    from generate_series(1, ${EXPENSES}) g`);
  seedMs.expenses = Date.now() - started;
  // As autovacuum leaves a table some time after a bulk load: statistics and visibility map up to date.
  await t.seedDb.execute(sql`vacuum analyze`);
}, 300_000);
afterAll(() => t.close());

/** The best of a few runs (the first warms caches), as a benchmark would report a steady state. */
async function timed(url: string, headers = admin, runs = 5) {
  const times: number[] = [];
  let res = await t.app.inject({ url, headers });
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    res = await t.app.inject({ url, headers });
    times.push(performance.now() - started);
  }
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  times.sort((a, b) => a - b);
  return { res, median: Math.round(times[Math.floor(runs / 2)]!), best: Math.round(times[0]!) };
}

describe(`the finance report with ${BOOKINGS.toLocaleString('en')} bookings and ${EXPENSES.toLocaleString('en')} expenses`, () => {
  it('adds up a year correctly and prints how long each read takes', async () => {
    const year = `period=custom&from=${yearFrom}&to=${today}`;
    const byMonth = await timed(`${api.financeReport}?${year}&groupBy=month`);
    const byDay = await timed(`${api.financeReport}?${year}&groupBy=day`);
    const month = await timed(`${api.financeReport}?period=this-month`);
    const income = await timed(`${api.financeIncome}?${year}&page=100&limit=25`);
    const search = await timed(`${api.financeIncome}?${year}&q=DL00012345&limit=25`);
    const expenses = await timed(`${api.getExpenses}?from=${yearFrom}&to=${today}&category=rent&page=2&limit=25`);
    const csv = await timed(`${api.exportFinanceCsv}?${year}&kind=income`, admin, 1);
    const earnings = await timed(`${api.myEarnings}?period=this-month`, employeeAuth);
    const mine = await timed(`${api.myPayments}?page=1&limit=25`, customerAuth);

    const [expected] = (
      await t.db.execute<{ income: string; collected: string; spent: string; spent_n: string; done: string }>(sql`
        select (select sum(price_paise) from bookings where status = 'Completed' and booking_date between ${yearFrom} and ${today}) as income,
               (select sum(p.amount_paise) from payments p join bookings b on b.id = p.booking_id
                 where p.voided_at is null and b.status = 'Completed' and b.booking_date between ${yearFrom} and ${today}) as collected,
               (select sum(amount_paise) from expenses where expense_date between ${yearFrom} and ${today}) as spent,
               (select count(*) from expenses where expense_date between ${yearFrom} and ${today}) as spent_n,
               (select count(*) from bookings where status = 'Completed' and booking_date between ${yearFrom} and ${today}) as done`)
    ).rows;
    const report = byMonth.res.json<FinanceReportResponse>();
    expect(report.totals).toMatchObject({
      incomePaise: Number(expected!.income),
      collectedPaise: Number(expected!.collected),
      expensesPaise: Number(expected!.spent),
      completedBookings: Number(expected!.done),
      expenseCount: Number(expected!.spent_n),
    });
    expect(report.totals.completedBookings).toBe(((BOOKINGS / DAYS) * YEAR) / 5);
    expect(report.totals.expenseCount).toBe((EXPENSES / DAYS) * YEAR);
    expect(report.totals.incomePaise).toBe(report.totals.collectedPaise + report.totals.outstandingPaise);
    expect(report.series.length).toBeGreaterThanOrEqual(12);
    expect(byDay.res.json<FinanceReportResponse>().series).toHaveLength(YEAR);
    expect(income.res.json()).toMatchObject({ total: report.totals.completedBookings });
    expect(search.res.json().total).toBe(0); // car DL00012345 is booking 12345: 12345 % 5 = 0, Pending
    expect(csv.res.body.split('\r\n').length).toBe(report.totals.completedBookings + 2);

    const timings = {
      seed: seedMs,
      reportYearByMonth: byMonth.median,
      reportYearByDay: byDay.median,
      reportThisMonth: month.median,
      incomePage100: income.median,
      incomeSearch: search.median,
      expensesFiltered: expenses.median,
      csvYearIncome: csv.median,
      myEarningsThisMonth: earnings.median,
      myPaymentsPage: mine.median,
    };
    console.log(`finance timings (median ms, in-process) with ${BOOKINGS} bookings, ${EXPENSES} expenses:`, JSON.stringify(timings));
  }, 120_000);
});
