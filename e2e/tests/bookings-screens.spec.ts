import { buildBooking, buildService, buildSubCategory } from '@autospa/db/testing';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { businessDay, findRow, startsIn } from './bookings-helpers';
import { countRequests } from './signed-in-helpers';

const HOUR = 3_600_000;
// Each test signs in and walks several screens; on a busy machine that takes longer than the default.
test.beforeEach(() => test.slow());

const card = (page: Page, text: string) => page.getByRole('list', { name: 'Bookings' }).getByRole('listitem').filter({ hasText: text });

test.describe('Create Booking', () => {
  test('loads the three lists together, checks every field, then shows the red server message or the green success', async ({
    page,
    db,
    accounts,
    signInAs,
  }) => {
    const sub = await buildSubCategory(db);
    const service = await buildService(db);
    await signInAs(await accounts.user());
    const calls = ['/tor/get-categories-name', '/tor/get-subCategories-name', '/tor/get-services-name'].map((p) => countRequests(page, p));
    await page.goto('/create-booking');
    await expect.poll(() => calls.map((c) => c.count)).toEqual([1, 1, 1]);
    await expect(page.getByLabel('Time', { exact: true })).toHaveAttribute('placeholder', '10:30 AM');
    await expect(page.getByLabel('Car Number')).toHaveAttribute('placeholder', 'DL01AB1234');

    await page.getByRole('button', { name: 'Create Booking' }).click();
    for (const text of ['Category', 'SubCategory', 'Service', 'Date', 'Time', 'Car number'])
      await expect(page.getByText(`${text} is required.`, { exact: true })).toBeVisible();

    await page.getByLabel('Category', { exact: true }).selectOption(sub.category.name);
    await expect(page.getByLabel('SubCategory').locator('option')).toHaveText(['Select SubCategory', sub.subName]);
    await page.getByLabel('SubCategory').selectOption(sub.subName);
    await page.getByLabel('Service').selectOption(service.serviceName);
    await page.getByLabel('Date').fill(businessDay(4));
    await page.getByLabel('Time', { exact: true }).fill('25:99');
    await page.getByLabel('Car Number').fill('DL01AB1234');
    await page.getByRole('button', { name: 'Create Booking' }).click();
    const refused = page.getByRole('status').filter({ hasText: 'Time must be a time of day like 10:30 AM or 14:00.' });
    await expect(refused).toBeVisible();
    await expect(refused).toHaveCSS('color', 'rgb(220, 38, 38)');

    const free = page
      .getByRole('group', { name: /^Free times on/ })
      .getByRole('button')
      .first();
    await free.click();
    await expect(free).toHaveAttribute('aria-pressed', 'true');
    const send = page.getByRole('button', { name: 'Create Booking' });
    await send.click();
    const created = page.getByRole('status').filter({ hasText: 'Booking created successfully!' });
    await expect(created).toBeVisible();
    await expect(created).toHaveCSS('color', 'rgb(21, 128, 61)');
    await expect(page.getByLabel('SubCategory')).toHaveValue(sub.subName);
    await expect(page.getByLabel('Service')).toHaveValue(service.serviceName);
  });

  test('an inactive service is not offered', async ({ page, db, accounts, signInAs }) => {
    const inactive = await buildService(db, { status: 'Inactive' });
    await signInAs(await accounts.user());
    await page.goto('/create-booking');
    await expect(page.getByLabel('Service').locator('option').first()).toHaveText('Select Service');
    await expect(page.getByLabel('Service').locator('option', { hasText: inactive.serviceName })).toHaveCount(0);
  });
});

test.describe('My Bookings', () => {
  test('within 24 hours of the start, cancel and reschedule are refused in the screen with the reason', async ({
    page,
    db,
    accounts,
    signInAs,
  }) => {
    const user = await accounts.user();
    const service = await buildService(db);
    // Made an hour ago: past the grace in which any booking may still change (issue 16).
    const madeAt = new Date(Date.now() - 3_600_000);
    await buildBooking(db, { userId: user.id, serviceId: service.id, startsAt: startsIn(2, 18), createdAt: madeAt });
    await signInAs(user);
    await page.goto('/my-booking');
    const soon = card(page, service.serviceName);
    await expect(soon).toContainText('Pending');
    await expect(soon.getByRole('button', { name: /^Cancel booking/ })).toBeDisabled();
    await expect(soon.getByRole('button', { name: /^Reschedule/ })).toBeDisabled();
    await expect(soon.getByRole('button', { name: /^Cancel booking/ })).toHaveAccessibleDescription(/24 hours before the start/);
  });

  test('cancels after a confirmation and reschedules to a free time', async ({ page, db, accounts, signInAs }) => {
    const user = await accounts.user();
    const [first, second] = [await buildService(db), await buildService(db)];
    await buildBooking(db, { userId: user.id, serviceId: first.id, startsAt: startsIn(48, 24 * 30) });
    await buildBooking(db, { userId: user.id, serviceId: second.id, status: 'Confirmed', startsAt: startsIn(48, 24 * 30) });
    await signInAs(user);
    await page.goto('/my-booking');

    const toCancel = card(page, first.serviceName);
    await toCancel.getByRole('button', { name: /^Cancel booking/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await confirm.getByRole('button', { name: 'Keep booking' }).click();
    await expect(confirm).toBeHidden();
    await toCancel.getByRole('button', { name: /^Cancel booking/ }).click();
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText('Booking cancelled successfully!')).toBeVisible();
    await expect(toCancel).toContainText('Cancelled');
    await expect(toCancel).toContainText('Cancelled by you');
    await expect(toCancel.getByRole('button')).toHaveCount(0);

    const toMove = card(page, second.serviceName);
    await toMove.getByRole('button', { name: /^Reschedule/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule booking' });
    const day = businessDay(6);
    await dialog.getByLabel('New date').fill(day);
    const free = dialog
      .getByRole('group', { name: /^Free times on/ })
      .getByRole('button')
      .first();
    const time = await free.innerText();
    await free.click();
    await expect(dialog.getByLabel('New time')).toHaveValue(time);
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Booking rescheduled successfully!')).toBeVisible();
    await expect(toMove).toContainText(time);
  });

  test('shows an empty state for a customer without bookings', async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.user());
    await page.goto('/my-booking');
    await expect(page.getByText('No bookings yet')).toBeVisible();
  });
});

test.describe('All Bookings (Admin)', () => {
  test('edits a booking in a popup (car, status, employee) and deletes one after confirmation', async ({
    page,
    db,
    accounts,
    signInAs,
  }) => {
    const [user, employee] = [await accounts.user(), await accounts.employee()];
    await buildBooking(db, { userId: user.id, startsAt: startsIn(48, 24 * 30), carNo: ['DL01AB1234'] });
    await signInAs(await accounts.admin());
    const row = await findRow(page, '/bookings/all', 'Search bookings', user.username);
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: /^Edit / }).click();
    const popup = page.getByRole('dialog', { name: 'Edit booking' });
    await expect(popup.getByLabel('Car Number')).toHaveValue('DL01AB1234');
    await expect(popup.getByLabel('Status').locator('option')).toHaveText(['Pending', 'Confirmed', 'Cancelled']);
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await expect(popup).toBeHidden();

    await row.getByRole('button', { name: /^Edit / }).click();
    await popup.getByLabel('Car Number').fill('mh 12 ab 0001');
    await popup.getByLabel('Status').selectOption('Confirmed');
    await popup.getByLabel('Employee').selectOption({ label: employee.username });
    await popup.getByRole('button', { name: 'Update' }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByText('Booking updated successfully!')).toBeVisible();
    await expect(row).toContainText('MH12AB0001');
    await expect(row).toContainText('Confirmed');
    await expect(row).toContainText(employee.username);

    await row.getByRole('button', { name: /^Delete / }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this booking?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Booking deleted successfully!')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('filters by status and date through the endpoint', async ({ page, db, accounts, signInAs }) => {
    const user = await accounts.user();
    await buildBooking(db, { userId: user.id, status: 'Completed', startsAt: new Date(Date.now() - 48 * HOUR) });
    await signInAs(await accounts.admin());
    await page.goto('/bookings/all');
    await page.getByRole('searchbox', { name: 'Search bookings' }).fill(user.username);
    const row = page.getByRole('row').filter({ hasText: user.username });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('button', { name: /^Edit / })).toHaveCount(0); // a finished booking is not edited
    const filtered = page.waitForRequest((r) => new URL(r.url()).searchParams.get('status') === 'Pending');
    await page.getByLabel('Status').selectOption('Pending');
    await filtered;
    await expect(row).toHaveCount(0);
    await page.getByLabel('Status').selectOption('Completed');
    await expect(row).toHaveCount(1);
    const ranged = page.waitForRequest((r) => new URL(r.url()).searchParams.get('from') === businessDay(1));
    await page.getByLabel('From').fill(businessDay(1));
    await ranged;
    await expect(row).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(row).toHaveCount(1);
  });

  test("list errors say 'Failed to fetch bookings' and \"Failed to fetch today's bookings\"", async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.admin());
    await page.route('**/tor/get-allbookings?*', (route) => route.fulfill({ status: 404, json: { message: 'gone' } }));
    await page.route('**/tor/get-today-bookings?*', (route) => route.fulfill({ status: 404, json: { message: 'gone' } }));
    await page.goto('/bookings/all');
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch bookings');
    await page.goto('/bookings/today');
    await expect(page.getByRole('alert')).toHaveText("Failed to fetch today's bookings");
  });
});

test.describe('booking screens by role', () => {
  test("an Employee's Today Bookings is its own today view; a User's All Bookings is My Bookings; an Admin's My Bookings is All Bookings", async ({
    page,
    accounts,
    signInAs,
  }) => {
    await signInAs(await accounts.employee());
    await page.goto('/bookings/today');
    await expect(page).toHaveURL('/bookings/today');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Today's Bookings");
    await expect(page.getByRole('button', { name: 'Assigned to me' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/bookings/all');
    await expect(page.getByRole('button', { name: 'Unassigned', exact: true })).toBeVisible();
    await page.evaluate(() => localStorage.clear());
    await signInAs(await accounts.user());
    await page.goto('/bookings/all');
    await expect(page).toHaveURL('/my-booking');
    await page.evaluate(() => localStorage.clear());
    await signInAs(await accounts.admin());
    await page.goto('/my-booking');
    await expect(page).toHaveURL('/bookings/all');
  });

  const screensOf = {
    admin: ['/bookings/all', '/bookings/today', '/services'],
    employee: ['/update-booking', '/bookings/today', '/services'],
    user: ['/services', '/create-booking?service=', '/my-booking'],
  } as const;
  for (const role of ['admin', 'employee', 'user'] as const) {
    test(`${role}: no serious or critical axe violation on its booking screens, at 1280 and 390 px`, async ({
      page,
      db,
      accounts,
      signInAs,
      axe,
    }) => {
      test.setTimeout(180_000); // axe over many screens, on a machine shared with other test runs
      const account = await accounts[role]();
      const service = await buildService(db);
      const owner = role === 'user' ? account : await accounts.user();
      await buildBooking(db, { userId: owner.id, serviceId: service.id, startsAt: startsIn(48, 24 * 30) });
      await buildBooking(db, {
        userId: owner.id,
        serviceId: service.id,
        employeeId: role === 'employee' ? account.id : null,
        status: 'Confirmed',
        startsAt: startsIn(2, 18),
      });
      await signInAs(account);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        for (const screen of screensOf[role]) {
          const withService = screen.endsWith('=');
          await page.goto(withService ? `${screen}${encodeURIComponent(service.serviceName)}` : screen);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
          await expect(page.locator('main')).toHaveCount(1);
          if (withService) {
            await page.getByLabel('Date').fill(businessDay(2));
            await expect(page.getByRole('group', { name: /^Free times on/ })).toBeVisible();
          }
          await axe(page);
        }
      }
      if (role === 'user') {
        await page.goto('/my-booking');
        await card(page, service.serviceName)
          .filter({ hasText: 'Pending' })
          .getByRole('button', { name: /^Reschedule/ })
          .click();
        await expect(page.getByRole('dialog', { name: 'Reschedule booking' })).toBeVisible();
        await axe(page);
      }
    });
  }

  test('the Admin edit popup has no serious or critical axe violation', async ({ page, db, accounts, signInAs, axe }) => {
    const user = await accounts.user();
    await buildBooking(db, { userId: user.id, startsAt: startsIn(48, 24 * 30) });
    await signInAs(await accounts.admin());
    const row = await findRow(page, '/bookings/all', 'Search bookings', user.username);
    await row.getByRole('button', { name: /^Edit / }).click();
    await expect(page.getByRole('dialog', { name: 'Edit booking' })).toBeVisible();
    await axe(page);
  });
});
