import { payments, vehicles, type Database } from '@autospa/db';
import { buildBooking, buildService } from '@autospa/db/testing';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { expect, test } from '../fixtures';
import { businessDay } from './bookings-helpers';
import { uid } from './signed-in-helpers';

// Issue 17: the Employee's Today Bookings on a phone (job cards), money at the job (the Collect dialog), and the
// table that stays on wide screens. Each test makes jobs of its own on a service of its own, today.

const phone = { width: 390, height: 844 };
const wide = { width: 1280, height: 900 };
const hourMs = 3_600_000;
const shot = (name: string) => test.info().outputPath(name);

const lateBaseHours = 0.5 + Math.random();
let lateJobs = 0;

/** A start today (business day) about `hours` from now, a random few minutes apart so parallel jobs do not meet in a bay. */
function todayAt(hours: number): Date {
  const at = new Date(Date.now() + hours * hourMs + Math.floor(Math.random() * 12) * 5 * 60_000);
  // Late in the evening there is no "later today": the job then starts a little before now instead, each one half
  // an hour further back than the last (15 minutes and the 10-minute buffer: two jobs never meet), from a base each
  // worker draws once, so the jobs of specs running side by side do not all want one bay.
  return businessDay() === dayOf(at) ? at : new Date(Date.now() - (lateBaseHours + 0.5 * lateJobs++) * hourMs);
}
const minuteMs = 60_000;
const dayMs = 24 * hourMs;
/** Minutes a few (0 to `upTo`) at random, so jobs of specs running side by side do not all want one bay. */
const someMinutes = (upTo: number) => Math.floor(Math.random() * (upTo + 1)) * minuteMs;

/**
 * Jobs that must all fall on today's business day (IST, no daylight saving) from `after` ms before now to `before` ms
 * after it: when the day turns inside that span, this waits for the turn (at most after + before) so the test runs
 * in full at any hour instead of being skipped.
 */
async function clearOfMidnight(after: number, before: number): Promise<void> {
  const sinceMidnight = (Date.now() + 5.5 * hourMs) % dayMs;
  const wait = sinceMidnight < after ? after - sinceMidnight : dayMs - sinceMidnight < before ? dayMs - sinceMidnight + after : 0;
  if (wait === 0) return;
  test.setTimeout(test.info().timeout + wait);
  await new Promise((resolve) => setTimeout(resolve, wait));
}

const dayOf = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

type JobSeed = { employeeId?: string; userId?: string; status?: 'Confirmed' | 'In progress' | 'Completed'; startsAt: Date };

/** A wash of ₹1,499 (15 minutes) and a job on it today. */
async function todayJob(db: Database, seed: JobSeed) {
  const service = await buildService(db, { serviceName: `Job Wash ${uid()}`, price: '1499 rs', pricePaise: 149_900, durationMinutes: 15 });
  const booking = await buildBooking(db, {
    serviceId: service.id,
    status: seed.status ?? 'Confirmed',
    bookingDate: dayOf(seed.startsAt),
    ...(seed.employeeId && { employeeId: seed.employeeId }),
    ...(seed.userId && { userId: seed.userId }),
    startsAt: seed.startsAt,
  });
  return { booking, serviceName: service.serviceName, plate: booking.carNo[0]! };
}

/** The Admin sets the business UPI ID through the API, as the Settings screen does. */
async function setUpiId(page: Page, admin: { username: string; password: string }) {
  const login = await page.request.post('/tor/login', { data: { username: admin.username, password: admin.password } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { token: string }).token;
  const saved = await page.request.put('/tor/update-settings', {
    headers: { Authorization: `Bearer ${token}` },
    data: { upiId: 'autospa@okaxis' },
  });
  expect(saved.status()).toBe(200);
}

const card = (page: Page, plate: string) => page.getByRole('article', { name: plate });
const section = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });
const collectDialog = (page: Page) => page.getByRole('dialog', { name: 'Collect ₹1,499' });

async function paymentsOf(db: Database, bookingId: string) {
  const rows = await db.select().from(payments).where(eq(payments.bookingId, bookingId));
  return rows.map((p) => ({ method: p.method, amountPaise: p.amountPaise }));
}

test.describe('Today Bookings on an Employee phone', () => {
  test.use({ viewport: phone });
  test.describe.configure({ timeout: 60_000 }); // several screens and two axe runs, on a machine shared with other runs

  test('shows job cards, own first; takes, starts, completes and collects by UPI until the card shows Paid', async ({
    page,
    db,
    accounts,
    signInAs,
    axe,
  }) => {
    const employee = await accounts.employee();
    const customer = await accounts.user();
    await setUpiId(page, await accounts.admin());
    const own = await todayJob(db, { employeeId: employee.id, startsAt: todayAt(2) });
    const open = await todayJob(db, { userId: customer.id, startsAt: todayAt(4) });
    // The customer's garage holds the open job's car: the card says how it looks and where it is parked.
    await db
      .insert(vehicles)
      .values({ userId: customer.id, plate: open.plate, make: 'Maruti', model: 'Swift', colour: 'White', parkingNote: 'Basement B2' });

    await signInAs(employee);
    await page.goto('/bookings/today');
    const mine = section(page, 'My jobs');
    const others = section(page, 'Jobs you can take');
    await expect(mine.getByRole('article', { name: own.plate })).toBeVisible();
    await expect(others.getByRole('article', { name: open.plate })).toBeVisible();
    // Own jobs come first on the page.
    const [mineTop, othersTop] = await Promise.all([mine.boundingBox(), others.boundingBox()]);
    expect(mineTop!.y).toBeLessThan(othersTop!.y);
    await expect(page.getByRole('table')).toHaveCount(0);
    // Every card carries its plate and its service; nothing runs off the side of the phone.
    for (const job of [own, open]) {
      await expect(card(page, job.plate)).toContainText(job.serviceName);
      await expect(card(page, job.plate).getByRole('heading', { name: job.plate })).toBeVisible();
    }
    await expect(card(page, open.plate)).toContainText('White Maruti Swift');
    await expect(card(page, open.plate)).toContainText('Parking: Basement B2');
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(card(page, open.plate).getByRole('link', { name: `Call ${customer.username}` })).toHaveAttribute(
      'href',
      `tel:${customer.phone}`,
    );
    await axe(page);
    await page.screenshot({ path: shot('cards-390.png'), fullPage: true });

    // Starting an unassigned job takes it: it moves to My jobs.
    await card(page, open.plate)
      .getByRole('button', { name: /^Take and start/ })
      .click();
    await expect(mine.getByRole('article', { name: open.plate })).toContainText('In progress');
    await card(page, open.plate)
      .getByRole('button', { name: /^Complete/ })
      .click();

    const dialog = collectDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: /^UPI/ }).check();
    await expect(dialog.getByRole('img', { name: 'UPI QR code to pay ₹1,499' }).locator('svg')).toBeVisible();
    await expect(dialog.getByRole('definition').first()).toHaveText('₹1,499');
    await expect(dialog.getByRole('definition').nth(1)).toHaveText(open.booking.reference);
    // Sonner's green "updated" toast of Start measures 4.3:1 (the app's toasts, not this dialog): let it go first.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
    await axe(page);
    await page.screenshot({ path: shot('collect-upi-390.png') });

    await dialog.getByRole('button', { name: 'Received ₹1,499' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, open.plate)).toContainText('Paid');
    await expect(card(page, open.plate).getByRole('button', { name: /^Collect/ })).toHaveCount(0);
    expect(await paymentsOf(db, open.booking.id)).toEqual([{ method: 'upi', amountPaise: 149_900 }]);
  });

  test('collects in cash after "Not now", from the Collect button of the completed card', async ({ page, db, accounts, signInAs }) => {
    const employee = await accounts.employee();
    const job = await todayJob(db, { employeeId: employee.id, status: 'In progress', startsAt: todayAt(1) });
    await signInAs(employee);
    await page.goto('/bookings/today');
    await card(page, job.plate)
      .getByRole('button', { name: /^Complete/ })
      .click();
    await collectDialog(page).getByRole('button', { name: 'Not now' }).click();
    await expect(collectDialog(page)).toBeHidden();
    await expect(card(page, job.plate)).toContainText('Completed');
    await expect(card(page, job.plate)).toContainText('Unpaid');
    expect(await paymentsOf(db, job.booking.id)).toEqual([]);

    await card(page, job.plate)
      .getByRole('button', { name: /^Collect ₹1,499/ })
      .click();
    const dialog = collectDialog(page);
    await dialog.getByRole('radio', { name: /^Cash/ }).check();
    await expect(dialog).toContainText('Take ₹1,499 in cash.');
    await page.screenshot({ path: shot('collect-cash-390.png') });
    await dialog.getByRole('button', { name: 'Received ₹1,499' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, job.plate)).toContainText('Paid');
    expect(await paymentsOf(db, job.booking.id)).toEqual([{ method: 'cash', amountPaise: 149_900 }]);
  });

  test('offers No-show only once the start time has passed', async ({ page, db, accounts, signInAs }) => {
    const employee = await accounts.employee();
    // A 15-minute job that started 2–5 minutes ago, and one of the same employee after it ends, 14–19 minutes on.
    await clearOfMidnight(6 * minuteMs, 20 * minuteMs);
    const late = await todayJob(db, { employeeId: employee.id, startsAt: new Date(Date.now() - 2 * minuteMs - someMinutes(3)) });
    const later = await todayJob(db, { employeeId: employee.id, startsAt: new Date(Date.now() + 14 * minuteMs + someMinutes(5)) });
    await signInAs(employee);
    await page.goto('/bookings/today');
    await expect(card(page, later.plate).getByRole('button', { name: /^Start/ })).toBeVisible();
    await expect(card(page, later.plate).getByRole('button', { name: /^No-show/ })).toHaveCount(0);

    await card(page, late.plate)
      .getByRole('button', { name: /^No-show/ })
      .click();
    await page.getByRole('alertdialog', { name: 'Mark as No-show?' }).getByRole('button', { name: 'Mark No-show' }).click();
    await expect(card(page, late.plate)).toContainText('No-show');
    await expect(card(page, late.plate).getByRole('button')).toHaveCount(0);
  });

  test('says why there is no QR code when the business has no UPI ID', async ({ page, db, accounts, signInAs }) => {
    const employee = await accounts.employee();
    const job = await todayJob(db, { employeeId: employee.id, status: 'In progress', startsAt: todayAt(1) });
    // Other tests set the UPI ID in the shared database: this answer stands for a business without one (the API
    // tests check the real 409).
    await page.route(/\/tor\/get-upi-link/, (route) =>
      route.fulfill({ status: 409, json: { message: 'Set the business UPI ID in Settings to take UPI payments.' } }),
    );
    await signInAs(employee);
    await page.goto('/bookings/today');
    await card(page, job.plate)
      .getByRole('button', { name: /^Complete/ })
      .click();
    const dialog = collectDialog(page);
    await dialog.getByRole('radio', { name: /^UPI/ }).check();
    await expect(dialog.getByRole('alert')).toHaveText('Set the business UPI ID in Settings to take UPI payments.');
    await expect(dialog.getByRole('button', { name: /^Received/ })).toHaveCount(0);
    // Escape closes the dialog without recording anything.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await paymentsOf(db, job.booking.id)).toEqual([]);
  });
});

test('keeps the table for an Employee at 1280 px', async ({ page, db, accounts, signInAs }) => {
  await page.setViewportSize(wide);
  const employee = await accounts.employee();
  const job = await todayJob(db, { employeeId: employee.id, startsAt: todayAt(2) });
  await signInAs(employee);
  await page.goto('/bookings/today');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: job.plate })).toHaveCount(1);
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.screenshot({ path: shot('table-1280.png') });
});

test.describe('Employee Dashboard', () => {
  test.use({ viewport: phone });

  test('shows my jobs today, my next job and my earnings this month beside the metric cards', async ({
    page,
    db,
    accounts,
    signInAs,
    axe,
  }) => {
    const employee = await accounts.employee();
    // A 15-minute job done 16–19 minutes ago and the next one 3–8 minutes on, both today.
    await clearOfMidnight(20 * minuteMs, 9 * minuteMs);
    await todayJob(db, {
      employeeId: employee.id,
      status: 'Completed',
      startsAt: new Date(Date.now() - 16 * minuteMs - someMinutes(3)),
    });
    const next = await todayJob(db, { employeeId: employee.id, startsAt: new Date(Date.now() + 3 * minuteMs + someMinutes(5)) });
    await signInAs(employee);
    await page.goto('/employee-dashboard');
    const group = (name: string) => page.getByRole('group', { name, exact: true });
    await expect(group('My jobs today')).toContainText('1 done');
    await expect(group('My jobs today')).toContainText('1 to do');
    await expect(group('My next job')).toContainText(next.plate);
    await expect(group('My next job')).toContainText(next.serviceName);
    await expect(group('My earnings this month')).toContainText('₹1,499');
    // SPEC.md's metric cards stay.
    for (const label of ['Total Users', 'Pending Leaves', 'Completed Tasks', 'Total Projects']) await expect(group(label)).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    await axe(page);
    await page.screenshot({ path: shot('employee-dashboard-390.png'), fullPage: true });
  });
});
