import { readFile } from 'node:fs/promises';
import { createExpenseBody, formatInr, rupeesToPaise } from '@autospa/contract';
import { expenses, type Database } from '@autospa/db';
import { buildBooking, buildExpense, buildPayment, buildService, parseCsv } from '@autospa/db/testing';
import type { Locator, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { expect, test } from '../fixtures';
import { businessDay } from './bookings-helpers';
import { uid } from './signed-in-helpers';

// Income and Expenses (issue 6). Each Admin test works in a custom period of its own, years back, so tests
// running side by side never change each other's totals.

type BookingSeed = {
  date: string;
  time?: string;
  pricePaise?: number;
  userId?: string;
  employeeId?: string;
  status?: 'Completed' | 'Confirmed';
};

/** A booking at a Kolkata wall-clock time on a service of its own (a unique name to find it by). */
async function seedBooking(db: Database, { date, time = '10:00', pricePaise = 129_900, status = 'Completed', ...who }: BookingSeed) {
  const service = await buildService(db, { serviceName: `Fin Wash ${uid()}`, price: `${pricePaise / 100} rs`, pricePaise });
  const booking = await buildBooking(db, {
    ...who,
    serviceId: service.id,
    status,
    bookingDate: date,
    startsAt: new Date(`${date}T${time}:00+05:30`),
  });
  return { booking, serviceName: service.serviceName };
}

async function openFinance(page: Page, from: string, to: string) {
  await page.goto('/income-expenses');
  await page.getByLabel('Period', { exact: true }).selectOption('custom');
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Apply dates' }).click();
  await expect(page.getByText(new RegExp(`^Custom: .*${from.slice(0, 4)}`))).toBeVisible();
}

const card = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });
/** A totals card's figure (its second line). */
const figure = (page: Page, label: string) => card(page, label).locator('p').nth(1);
/** The bars the chart drew for one series (Recharts draws none for a zero). */
const bars = (page: Page, series: 'income' | 'expenses') =>
  page
    .getByTestId('finance-chart')
    .locator('.recharts-bar')
    .nth(series === 'income' ? 0 : 1)
    .locator('.recharts-bar-rectangle');

async function download(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const text = await readFile(await file.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return { name: file.suggestedFilename(), rows: parseCsv(text.slice(1)) };
}

/** The text of each body row's cells, as the table shows them. */
async function tableCells(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  const out: string[][] = [];
  for (let i = 0; i < (await rows.count()); i++) out.push((await rows.nth(i).locator('td').allInnerTexts()).map((t) => t.trim()));
  return out;
}

const inr = (rupees: string) => formatInr(rupeesToPaise(rupees)!);

test.describe('Income and Expenses: Admin', () => {
  test('records a payment and an expense, and the totals and chart follow', async ({ page, db, accounts, signInAs }) => {
    const customer = await accounts.user();
    const { serviceName } = await seedBooking(db, { date: '2011-05-10', userId: customer.id });
    const note = `Water tanker ${uid()}`;
    await signInAs(await accounts.admin());
    await openFinance(page, '2011-05-09', '2011-05-15');

    await expect(figure(page, 'Income')).toHaveText('₹1,299');
    await expect(card(page, 'Income')).toContainText('₹0 collected');
    await expect(figure(page, 'Expenses')).toHaveText('₹0');
    await expect(figure(page, 'Net')).toHaveText('₹1,299');
    await expect(bars(page, 'income')).toHaveCount(1);
    await expect(bars(page, 'expenses')).toHaveCount(0);

    // Record payment on the completed booking: part of it, by UPI.
    const row = page.getByRole('table', { name: 'Income', exact: true }).getByRole('row').filter({ hasText: serviceName });
    await expect(row).toContainText('Unpaid');
    await row.getByRole('button', { name: /^Record payment for / }).click();
    const payDialog = page.getByRole('dialog', { name: 'Record payment' });
    await expect(payDialog.getByLabel('Amount (₹)')).toHaveValue('1299');
    await payDialog.getByLabel('Method').selectOption('upi');
    await payDialog.getByLabel('Amount (₹)').fill('1000');
    await payDialog.getByRole('button', { name: 'Record payment', exact: true }).click();
    await expect(page.getByText('Payment recorded successfully!')).toBeVisible();
    await expect(payDialog).toBeHidden();
    await expect(row).toContainText('Partly paid');
    await expect(row).toContainText('₹299');
    await expect(card(page, 'Income')).toContainText('₹1,000 collected');
    await expect(card(page, 'Income')).toContainText('₹299 due');

    // Add expense inside the period.
    await page.getByRole('button', { name: 'Add expense' }).click();
    const expenseDialog = page.getByRole('dialog', { name: 'Add expense' });
    await expenseDialog.getByLabel('Date').fill('2011-05-12');
    await expenseDialog.getByLabel('Category').selectOption('water');
    await expenseDialog.getByLabel('Amount (₹)').fill('750');
    await expenseDialog.getByLabel('Note').fill(note);
    await expenseDialog.getByRole('button', { name: 'Add expense', exact: true }).click();
    await expect(page.getByText('Expense added successfully!')).toBeVisible();
    await expect(expenseDialog).toBeHidden();

    await expect(figure(page, 'Expenses')).toHaveText('₹750');
    await expect(figure(page, 'Net')).toHaveText('₹549');
    await expect(bars(page, 'expenses')).toHaveCount(1);
    await expect(page.getByRole('table', { name: 'Expenses', exact: true }).getByRole('row').filter({ hasText: note })).toContainText(
      'Water',
    );
    await expect(page.getByRole('region', { name: 'Expenses by category' })).toContainText('1 expense');

    // The chart's own table says which day moved.
    await page.getByText('Show the chart as a table').click();
    const day = page.getByRole('table', { name: 'Income and expenses by day' }).getByRole('row', { name: /^12 May/ });
    await expect(day).toContainText('₹750');
  });

  test('downloads CSV files that hold the rows on screen', async ({ page, db, accounts, signInAs }) => {
    const [customer, employee] = [await accounts.user(), await accounts.employee()];
    const first = await seedBooking(db, {
      date: '2012-06-05',
      time: '09:30',
      userId: customer.id,
      employeeId: employee.id,
      pricePaise: 99_900,
    });
    const second = await seedBooking(db, { date: '2012-06-06', time: '14:00', pricePaise: 249_950 });
    await buildPayment(db, { bookingId: first.booking.id, method: 'card', amountPaise: 99_900 });
    await buildPayment(db, { bookingId: second.booking.id, method: 'cash', amountPaise: 50_000 });
    await buildExpense(db, { expenseDate: '2012-06-05', category: 'supplies', amountPaise: 120_050, note: 'Wax, "premium" grade' });
    await buildExpense(db, { expenseDate: '2012-06-08', category: 'rent', amountPaise: 2_500_000, note: 'June rent' });
    await signInAs(await accounts.admin());
    await openFinance(page, '2012-06-04', '2012-06-10');

    const incomeTable = page.getByRole('table', { name: 'Income', exact: true });
    await expect(incomeTable.locator('tbody tr')).toHaveCount(2);
    const income = await download(page, 'Download income CSV');
    expect(income.name).toBe('income-2012-06-04-to-2012-06-10.csv');
    const [header, ...incomeRows] = income.rows;
    expect(header!.join(',')).toBe(
      'Date,Time,Booking ID,Customer,Phone,Service,Employee,Car number,Price (INR),Paid (INR),Balance (INR),Payment status',
    );
    const shownIncome = await tableCells(incomeTable);
    expect(incomeRows.map((r) => r[2])).toEqual([second.booking.id, first.booking.id]);
    // Columns on screen: #, date and time, customer and phone, service and car, employee, price, paid, balance, payment, action.
    expect(
      shownIncome.map((c) => [
        c[1]!.split('\n').at(-1),
        c[2]!.split('\n')[0],
        ...c[3]!.split('\n'),
        c[4] === '—' ? '' : c[4],
        c[5],
        c[6],
        c[7],
        c[8],
      ]),
    ).toEqual(incomeRows.map((r) => [r[1], r[3], r[5], r[7], r[6], inr(r[8]!), inr(r[9]!), inr(r[10]!), r[11]]));

    const expenseTable = page.getByRole('table', { name: 'Expenses', exact: true });
    await expect(expenseTable.locator('tbody tr')).toHaveCount(2);
    const spent = await download(page, 'Download expenses CSV');
    expect(spent.name).toBe('expenses-2012-06-04-to-2012-06-10.csv');
    expect(spent.rows[0]).toEqual(['Date', 'Category', 'Amount (INR)', 'Note', 'Recorded by']);
    expect(spent.rows.slice(1).map((r) => [r[1], inr(r[2]!), r[3]])).toEqual([
      ['Rent', '₹25,000', 'June rent'],
      ['Supplies', '₹1,200.50', 'Wax, "premium" grade'],
    ]);
    // Columns on screen: #, date, category, amount, note, recorded by, action.
    expect((await tableCells(expenseTable)).map((c) => [c[2], c[3], c[4]])).toEqual(
      spent.rows.slice(1).map((r) => [r[1], inr(r[2]!), r[3]]),
    );
  });

  test('edits an expense, and deletes it only once confirmed', async ({ page, db, accounts, signInAs }) => {
    const note = `Foam concentrate ${uid()}`;
    const saved = await buildExpense(db, { expenseDate: '2013-02-14', category: 'supplies', amountPaise: 150_000, note });
    await signInAs(await accounts.admin());
    await openFinance(page, '2013-02-01', '2013-02-28');
    const row = page.getByRole('table', { name: 'Expenses', exact: true }).getByRole('row').filter({ hasText: note });
    await expect(row).toContainText('₹1,500');
    await expect(figure(page, 'Expenses')).toHaveText('₹1,500');

    await row.getByRole('button', { name: /^Edit Supplies ₹1,500 on/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit expense' });
    await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('1500');
    await dialog.getByLabel('Category').selectOption('equipment');
    await dialog.getByLabel('Amount (₹)').fill('2000.50');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Expense updated successfully!')).toBeVisible();
    await expect(row).toContainText('Equipment');
    await expect(row).toContainText('₹2,000.50');
    await expect(figure(page, 'Expenses')).toHaveText('₹2,000.50');

    // Cancel keeps it; Delete removes it.
    await row.getByRole('button', { name: /^Delete Equipment/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this expense?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /^Delete Equipment/ }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Expense deleted successfully!')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(figure(page, 'Expenses')).toHaveText('₹0');
    expect(await db.select().from(expenses).where(eq(expenses.id, saved.id))).toEqual([]);
  });

  test('bad input in the expense dialog shows the reason and saves nothing', async ({ page, db, accounts, signInAs }) => {
    const note = `Never saved ${uid()}`;
    await signInAs(await accounts.admin());
    await page.goto('/income-expenses');
    await page.getByRole('button', { name: 'Add expense' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add expense' });
    await dialog.getByLabel('Note').fill(note);

    // The contract's own check, before anything is sent.
    await dialog.getByLabel('Amount (₹)').fill('12.345');
    await dialog.getByRole('button', { name: 'Add expense', exact: true }).click();
    const amountHelp = createExpenseBody.safeParse({ date: '2020-01-01', category: 'water', amount: '12.345' }).error!.issues[0]!.message;
    await expect(dialog.getByText(amountHelp)).toBeVisible();
    await expect(dialog.getByLabel('Amount (₹)')).toHaveAttribute('aria-invalid', 'true');

    // The server's refusal: a day that has not come yet.
    await dialog.getByLabel('Amount (₹)').fill('100');
    await dialog.getByLabel('Date').fill(businessDay(3));
    await dialog.getByRole('button', { name: 'Add expense', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The expense date cannot be in the future.');
    await expect(dialog).toBeVisible();
    expect(await db.select().from(expenses).where(eq(expenses.note, note))).toEqual([]);
  });

  test('the Admin view passes axe', async ({ page, db, accounts, signInAs, axe }) => {
    await seedBooking(db, { date: '2014-09-03' });
    await buildExpense(db, { expenseDate: '2014-09-04', category: 'electricity', amountPaise: 420_000 });
    await signInAs(await accounts.admin());
    await openFinance(page, '2014-09-01', '2014-09-30');
    await expect(bars(page, 'income')).toHaveCount(1);
    await expect(page.getByRole('table', { name: 'Expenses', exact: true }).locator('tbody tr')).toHaveCount(1);
    await axe(page);
    await page.getByRole('button', { name: 'Add expense' }).click();
    await expect(page.getByRole('dialog', { name: 'Add expense' })).toBeVisible();
    await axe(page);
  });
});

test.describe('Income and Expenses: Employee and User', () => {
  test('an Employee sees its own completed jobs and what it collected', async ({ page, db, accounts, signInAs, axe }) => {
    const [employee, other] = [await accounts.employee(), await accounts.employee()];
    const today = businessDay(0);
    const mine = await seedBooking(db, { date: today, time: '00:30', employeeId: employee.id, pricePaise: 79_900 });
    const theirs = await seedBooking(db, { date: today, time: '00:30', employeeId: other.id });
    await buildPayment(db, { bookingId: mine.booking.id, method: 'cash', amountPaise: 40_000, recordedBy: employee.id });
    await signInAs(employee);
    await page.goto('/income-expenses');
    await expect(page.getByRole('heading', { level: 1, name: 'Income and Expenses' })).toBeVisible();
    await expect(figure(page, 'Completed jobs')).toHaveText('1');
    await expect(figure(page, 'Collected by you')).toHaveText('₹400');
    await expect(figure(page, 'Still due')).toHaveText('₹399');
    const jobs = page.getByRole('table', { name: 'Completed jobs' });
    await expect(jobs.getByRole('row').filter({ hasText: mine.serviceName })).toContainText('Partly paid');
    await expect(jobs.getByRole('row').filter({ hasText: theirs.serviceName })).toHaveCount(0);
    await expect(
      page.getByRole('table', { name: 'Payments collected' }).getByRole('row').filter({ hasText: mine.serviceName }),
    ).toContainText('₹400');
    await axe(page);
  });

  test('a User sees only its own bookings and payments, and prints a receipt', async ({ page, db, accounts, signInAs, axe }) => {
    const [customer, stranger] = [await accounts.user(), await accounts.user()];
    const paid = await seedBooking(db, { date: '2015-03-05', userId: customer.id, pricePaise: 59_900 });
    const open = await seedBooking(db, { date: businessDay(5), userId: customer.id, status: 'Confirmed' });
    const others = await seedBooking(db, { date: '2015-03-05', userId: stranger.id });
    await buildPayment(db, { bookingId: paid.booking.id, method: 'upi', amountPaise: 59_900 });
    await buildPayment(db, { bookingId: others.booking.id, method: 'cash', amountPaise: 129_900 });

    await signInAs(customer);
    await page.goto('/income-expenses');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Your bookings and payments' });
    await expect(list.getByRole('listitem').filter({ hasText: open.serviceName })).toContainText('Unpaid');
    const paidCard = list.getByRole('listitem').filter({ hasText: paid.serviceName });
    await expect(paidCard).toContainText('Paid');
    await expect(paidCard).toContainText('UPI');
    await expect(page.getByText(others.serviceName)).toHaveCount(0);
    await expect(list.getByRole('link', { name: /^Receipt/ })).toHaveCount(1);
    await axe(page);

    await paidCard.getByRole('link', { name: /^Receipt/ }).click();
    await expect(page).toHaveURL(`/income-expenses/receipt/${paid.booking.id}`);
    const receipt = page.getByRole('article');
    await expect(receipt.getByRole('heading', { name: `Receipt AS-${paid.booking.id.slice(0, 8).toUpperCase()}` })).toBeVisible();
    await expect(receipt).toContainText('Plot 42, Sector 18, Gurugram, Haryana 122015');
    await expect(receipt).toContainText(paid.serviceName);
    await expect(receipt).toContainText('₹599');
    await axe(page);

    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(receipt).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // Someone else's receipt is not shown.
    await page.goto(`/income-expenses/receipt/${others.booking.id}`);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByText(others.serviceName)).toHaveCount(0);
  });
});
