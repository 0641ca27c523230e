import { buildBooking, buildPayment } from '@autospa/db/testing';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { startsIn } from './bookings-helpers';
import { metric } from './signed-in-helpers';

// Issue 17: the dashboards a car wash reads, and the people tables' Status at 1280 px.
test.beforeEach(() => test.slow());

/** A figure of the Admin's day in rupees (₹1,23,456.50 → 123456.5), once it has loaded. */
async function rupees(page: Page, label: string): Promise<number> {
  const value = page.getByRole('group', { name: label, exact: true }).getByText(/^₹[\d,]+(\.\d+)?$/);
  await expect(value).toBeVisible();
  return Number((await value.innerText()).replace(/[₹,]/g, ''));
}

test.describe('Admin dashboard: the day', () => {
  test('shows the new figures, and revenue today and this month follow a payment made now', async ({ page, db, accounts, signInAs }) => {
    await signInAs(await accounts.admin());
    for (const label of ['Jobs today', 'Bay utilisation today', 'Pending to confirm', 'Unassigned, next 24 h', 'No-shows this week'])
      await expect(page.getByRole('group', { name: label, exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Bay utilisation today' })).toContainText(/\d+ %/);
    // SPEC.md's four cards stay.
    for (const label of ['Total Users', 'Pending Leaves', 'Completed Tasks', 'Total Projects'])
      await expect(page.getByRole('group', { name: label, exact: true })).toBeVisible();

    const [today, month] = [await rupees(page, 'Revenue today'), await rupees(page, 'Revenue this month')];
    // ₹1,23,456.50 taken now: the Indian grouping shows once the total passes a lakh.
    await buildPayment(db, { method: 'upi', amountPaise: 12_345_650 });
    await page.reload();
    // At least: other specs running beside this one may take money at the same time in the shared database.
    await expect.poll(() => rupees(page, 'Revenue today')).toBeGreaterThanOrEqual(today + 123_456.5);
    expect(await rupees(page, 'Revenue this month')).toBeGreaterThanOrEqual(month + 123_456.5);
    await expect(page.getByRole('group', { name: 'Revenue today' })).toContainText(/₹(\d{1,2},)*\d{2},\d{3}/);

    await page.getByRole('link', { name: 'Jobs today' }).click();
    await expect(page).toHaveURL('/bookings/calendar');
  });
});

test.describe('User dashboard', () => {
  test('shows the next wash with Reschedule and Cancel (My Bookings dialogs), my vehicles and Book again', async ({
    page,
    db,
    accounts,
    signInAs,
  }) => {
    const user = await accounts.user();
    await buildBooking(db, { userId: user.id, status: 'Completed', startsAt: startsIn(-24 * 30, 24) });
    const next = await buildBooking(db, { userId: user.id, status: 'Confirmed', startsAt: startsIn(24 * 45, 24 * 10) });
    await signInAs(user);
    const wash = page.getByRole('region', { name: 'Your next wash' });
    await expect(wash).toContainText(next.reference);
    await expect(wash.getByRole('button', { name: /^Reschedule/ })).toBeEnabled();
    await expect(page.getByRole('group', { name: 'My vehicles' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book again' })).toHaveAttribute('href', '/book');

    await wash.getByRole('button', { name: /^Cancel booking/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText('Booking cancelled successfully!')).toBeVisible();
    await expect(wash).toContainText('No wash booked yet.');

    await page.getByRole('group', { name: 'My vehicles' }).getByRole('link').click();
    await expect(page).toHaveURL('/my-vehicles');
  });
});

test('the Status badge reads "Active" in full at 1280 px in both people tables', async ({ page, accounts, signInAs }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const [user, employee] = [await accounts.user(), await accounts.employee()];
  await signInAs(await accounts.admin());
  for (const [path, name, search] of [
    ['/users-management', user.username, 'Search users'],
    ['/manage-employee', employee.username, 'Search employees'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('searchbox', { name: search }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    const badge = row.getByText('Active', { exact: true });
    await expect(badge).toBeVisible();
    const action = row.locator('td').last();
    const [b, a] = [await badge.boundingBox(), await action.boundingBox()];
    // Not under the pinned Action column, and not cut inside its own cell.
    expect(b!.x + b!.width).toBeLessThanOrEqual(a!.x);
    expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
});

test('Pending Leaves on the Admin dashboard opens the leave requests', async ({ page, accounts, signInAs }) => {
  await signInAs(await accounts.admin());
  await metric(page, 'Pending Leaves');
  await page.getByRole('link', { name: 'Pending Leaves' }).click();
  await expect(page).toHaveURL('/leave');
  await expect(page.getByRole('heading', { level: 1, name: 'Leave' })).toBeVisible();
});
