import { buildBooking, buildCategory, buildService, buildSubCategory } from '@autospa/db/testing';
import { expect, test } from '../fixtures';
import { findRow } from './bookings-helpers';
import { uid } from './signed-in-helpers';

// Each test signs in and walks several screens; on a busy machine that takes longer than the default.
test.beforeEach(() => test.slow());

test.describe('Service List', () => {
  test('edits a service in a popup: Cancel closes, Update saves and reloads the list', async ({ page, db, accounts, signInAs }) => {
    const service = await buildService(db, { serviceName: `Edit Wash ${uid()}` });
    await signInAs(await accounts.admin());
    const row = await findRow(page, '/all-services', 'Search services', service.serviceName);
    await row.getByRole('button', { name: `Edit ${service.serviceName}` }).click();
    const popup = page.getByRole('dialog', { name: `Edit ${service.serviceName}` });
    await expect(popup.getByLabel('Price')).toHaveValue('499 rs');
    await expect(popup.getByLabel('Time', { exact: true })).toHaveValue('30 min');
    await popup.getByLabel('Price').fill('1 rs');
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await expect(popup).toBeHidden();
    await expect(row).toContainText('499 rs');

    await row.getByRole('button', { name: `Edit ${service.serviceName}` }).click();
    await expect(popup.getByLabel('Price')).toHaveValue('499 rs');
    await popup.getByLabel('Price').fill('₹799');
    await popup.getByLabel('Time', { exact: true }).fill('1 hr');
    await popup.getByRole('button', { name: 'Update' }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByText('Service updated successfully!')).toBeVisible();
    await expect(row).toContainText('₹799');
    await expect(row).toContainText('1 hr');
  });

  test('checks price and time before sending, and keeps a duplicate name in the popup with the server message', async ({
    page,
    db,
    accounts,
    signInAs,
  }) => {
    const [service, other] = [await buildService(db), await buildService(db)];
    await signInAs(await accounts.admin());
    const row = await findRow(page, '/all-services', 'Search services', service.serviceName);
    await row.getByRole('button', { name: `Edit ${service.serviceName}` }).click();
    const popup = page.getByRole('dialog', { name: `Edit ${service.serviceName}` });
    await popup.getByLabel('Price').fill('free');
    await popup.getByLabel('Time', { exact: true }).fill('soon');
    await popup.getByRole('button', { name: 'Update' }).click();
    await expect(popup.getByText('Price must contain an amount, like 2000 rs.')).toBeVisible();
    await expect(popup.getByText('Time must be a duration like 30 min, 1 hr or 1 hr 30 min.')).toBeVisible();
    await popup.getByLabel('Price').fill('499 rs');
    await popup.getByLabel('Time', { exact: true }).fill('30 min');
    await popup.getByLabel('Service Name').fill(other.serviceName);
    await popup.getByRole('button', { name: 'Update' }).click();
    await expect(popup.getByRole('alert')).toHaveText('A service with this name already exists.');
  });

  test('deletes after a confirmation, and a service with bookings is refused with the server message', async ({
    page,
    db,
    accounts,
    signInAs,
  }) => {
    const [unused, used] = [await buildService(db), await buildService(db)];
    await buildBooking(db, { serviceId: used.id });
    await signInAs(await accounts.admin());
    const row = await findRow(page, '/all-services', 'Search services', unused.serviceName);
    await row.getByRole('button', { name: `Delete ${unused.serviceName}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete service ${unused.serviceName}?` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Delete ${unused.serviceName}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Service deleted successfully!')).toBeVisible();
    await expect(row).toHaveCount(0);

    const usedRow = await findRow(page, '/all-services', 'Search services', used.serviceName);
    await usedRow.getByRole('button', { name: `Delete ${used.serviceName}` }).click();
    const refuse = page.getByRole('alertdialog', { name: `Delete service ${used.serviceName}?` });
    await refuse.getByRole('button', { name: 'Delete' }).click();
    await expect(refuse.getByRole('alert')).toHaveText(
      'This service has bookings, so it cannot be deleted (booking history is kept). Set it to Inactive instead.',
    );
  });

  test("'Add New' creates a service in a dialog, and the status switch retires it", async ({ page, accounts, signInAs }) => {
    const name = `New Wash ${uid()}`;
    await signInAs(await accounts.admin());
    await page.goto('/all-services');
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Service' });
    await dialog.getByRole('button', { name: 'Create Service' }).click();
    await expect(dialog.getByText('Service name is required.')).toBeVisible();
    await dialog.getByLabel('Service Name').fill(name);
    await dialog.getByLabel('Description').fill('A quick rinse.');
    await dialog.getByLabel('Price').fill('299 rs');
    await dialog.getByLabel('Time', { exact: true }).fill('20 min');
    await dialog.getByRole('button', { name: 'Create Service' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Service created successfully!')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search services' }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: `Set ${name} Inactive` }).click();
    await expect(row).toContainText('Inactive');
    await page.goto('/services');
    await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name })).toHaveCount(0);
  });

  test("Create Service shows the server's refusal and keeps the form", async ({ page, db, accounts, signInAs }) => {
    const taken = await buildService(db);
    await signInAs(await accounts.admin());
    await page.goto('/create-services');
    await page.getByLabel('Service Name').fill(taken.serviceName);
    await page.getByLabel('Description').fill('Same name again.');
    await page.getByLabel('Price').fill('three hundred');
    await page.getByLabel('Time', { exact: true }).fill('20 min');
    await page.getByRole('button', { name: 'Create Service' }).click();
    await expect(page.getByText('Price must contain an amount, like 2000 rs.')).toBeVisible();
    await page.getByLabel('Price').fill('300 rs');
    await page.getByRole('button', { name: 'Create Service' }).click();
    await expect(page.getByRole('alert')).toHaveText('A service with this name already exists.');
    await expect(page.getByLabel('Service Name')).toHaveValue(taken.serviceName);
  });
});

test.describe('Vehicle Categories and All SubCategories', () => {
  test('edits and deletes a category after confirmation; one in use is refused', async ({ page, db, accounts, signInAs }) => {
    const [category, used] = [await buildCategory(db), await buildCategory(db)];
    await buildBooking(db, { categoryId: used.id });
    const renamed = `Renamed ${uid()}`;
    await signInAs(await accounts.admin());
    const row = await findRow(page, '/vehicle-type', 'Search categories', category.name);
    await row.getByRole('button', { name: `Edit ${category.name}` }).click();
    const popup = page.getByRole('dialog', { name: `Edit ${category.name}` });
    await expect(popup.getByLabel('Category Name')).toHaveValue(category.name);
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await expect(popup).toBeHidden();
    await row.getByRole('button', { name: `Edit ${category.name}` }).click();
    await popup.getByLabel('Category Name').fill(renamed);
    await popup.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Category updated successfully!')).toBeVisible();

    const renamedRow = await findRow(page, '/vehicle-type', 'Search categories', renamed);
    await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page
      .getByRole('alertdialog', { name: `Delete category ${renamed}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Category deleted successfully!')).toBeVisible();
    await expect(renamedRow).toHaveCount(0);

    const usedRow = await findRow(page, '/vehicle-type', 'Search categories', used.name);
    await usedRow.getByRole('button', { name: `Delete ${used.name}` }).click();
    const refuse = page.getByRole('alertdialog', { name: `Delete category ${used.name}?` });
    await refuse.getByRole('button', { name: 'Delete' }).click();
    await expect(refuse.getByRole('alert')).toHaveText(
      'This category or one of its subcategories has bookings, so it cannot be deleted (booking history is kept).',
    );
  });

  test('edits and deletes a subcategory after confirmation; the list shows its category', async ({ page, db, accounts, signInAs }) => {
    const sub = await buildSubCategory(db);
    const renamed = `Sub renamed ${uid()}`;
    await signInAs(await accounts.admin());
    const row = await findRow(page, '/all-subcategory', 'Search subcategories', sub.subName);
    await expect(row).toContainText(sub.category.name);
    await row.getByRole('button', { name: `Edit ${sub.subName}` }).click();
    const popup = page.getByRole('dialog', { name: `Edit ${sub.subName}` });
    await expect(popup).toContainText(sub.category.name);
    await popup.getByLabel('SubCategory Name').fill(renamed);
    await popup.getByRole('button', { name: 'Update' }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByText('SubCategory updated successfully!')).toBeVisible();

    const renamedRow = await findRow(page, '/all-subcategory', 'Search subcategories', renamed);
    await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete subcategory ${renamed}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('SubCategory deleted successfully!')).toBeVisible();
    await expect(renamedRow).toHaveCount(0);
  });

  test('Create Category and Create SubCategory check their fields and show the server message on a duplicate', async ({
    page,
    db,
    accounts,
    signInAs,
  }) => {
    const existing = await buildSubCategory(db);
    await signInAs(await accounts.admin());
    await page.goto('/create-category');
    await page.getByRole('button', { name: 'Create Category' }).click();
    await expect(page.getByText('Category name is required.')).toBeVisible();
    await page.getByLabel('Category Name').fill(existing.category.name.toUpperCase());
    await page.getByRole('button', { name: 'Create Category' }).click();
    await expect(page.getByRole('alert')).toHaveText('A category with this name already exists.');

    await page.goto('/create-subcategory');
    await page.getByRole('button', { name: 'Create SubCategory' }).click();
    await expect(page.getByText('Category is required.', { exact: true })).toBeVisible();
    await expect(page.getByText('SubCategory name is required.')).toBeVisible();
    await page.getByLabel('Category', { exact: true }).selectOption(existing.category.name);
    await page.getByLabel('SubCategory Name').fill(existing.subName);
    await page.getByRole('button', { name: 'Create SubCategory' }).click();
    await expect(page.getByRole('alert')).toHaveText('This category already has a subcategory with this name.');
  });
});

test.describe('catalog list errors (SPEC.md §8)', () => {
  const cases = [
    {
      screen: '/all-services',
      path: '**/tor/get-services',
      bad: 'Invalid data format from server',
      failed: 'Failed to fetch service list',
    },
    {
      screen: '/vehicle-type',
      path: '**/tor/get-categories',
      bad: 'Invalid data format from server',
      failed: 'Failed to fetch categories',
    },
    {
      screen: '/all-subcategory',
      path: '**/tor/get-subCategories',
      bad: 'Invalid data format from server.',
      failed: 'Failed to fetch subcategories.',
    },
    {
      screen: '/create-subcategory',
      path: '**/tor/get-categories',
      bad: 'Invalid data format from server',
      failed: 'Failed to fetch categories',
    },
  ];
  for (const c of cases) {
    test(`${c.screen}: '${c.bad}' for a malformed answer, '${c.failed}' for a failed call`, async ({ page, accounts, signInAs }) => {
      await signInAs(await accounts.admin());
      await page.route(c.path, (route) => route.fulfill({ status: 200, json: { items: [] } }));
      await page.goto(c.screen);
      await expect(page.getByRole('alert')).toHaveText(c.bad);
      await page.unroute(c.path);
      await page.route(c.path, (route) => route.fulfill({ status: 404, json: { message: 'gone' } }));
      await page.reload();
      await expect(page.getByRole('alert')).toHaveText(c.failed);
    });
  }
});

test.describe('catalog screens: accessibility', () => {
  for (const width of [1280, 390]) {
    test(`no serious or critical axe violation on each catalog screen at ${width} px`, async ({ page, db, accounts, signInAs, axe }) => {
      test.setTimeout(180_000); // axe over many screens, on a machine shared with other test runs
      await buildSubCategory(db);
      await buildService(db);
      await page.setViewportSize({ width, height: 900 });
      await signInAs(await accounts.admin());
      for (const screen of [
        '/all-services',
        '/vehicle-type',
        '/all-subcategory',
        '/create-category',
        '/create-subcategory',
        '/create-services',
      ]) {
        await page.goto(screen);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        await expect(page.locator('main')).toHaveCount(1);
        await axe(page);
      }
      await page.goto('/all-services');
      await page.getByRole('button', { name: 'Add New' }).click();
      await expect(page.getByRole('dialog', { name: 'Add New Service' })).toBeVisible();
      await axe(page);
    });
  }
});
