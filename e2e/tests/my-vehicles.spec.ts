import { buildBooking, buildSubCategory } from '@autospa/db/testing';
import { vehicles } from '@autospa/db';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

// Issue 16: the customer's garage at /my-vehicles, on a phone (390 px), and the Admin's view of it.
test.beforeEach(() => test.slow());

const garage = (page: Page) => page.getByRole('list', { name: 'Your vehicles' });
const card = (page: Page, plate: string) => garage(page).getByRole('listitem').filter({ hasText: plate });

test.describe('My Vehicles', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('adds a vehicle (checked as the server checks it), edits it, and removes it after confirmation', async ({
    page,
    db,
    accounts,
    signInAs,
    axe,
  }) => {
    const sub = await buildSubCategory(db);
    await signInAs(await accounts.user());
    await page.goto('/my-vehicles');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Vehicles');
    await expect(page.getByText('No vehicles yet')).toBeVisible();

    await page.getByRole('button', { name: 'Add vehicle' }).click();
    const popup = page.getByRole('dialog', { name: 'Add a vehicle' });
    await popup.getByRole('button', { name: 'Add vehicle' }).click();
    for (const text of ['Plate is required.', 'Make is required.', 'Model is required.', 'Vehicle type is required.'])
      await expect(popup.getByText(text, { exact: true })).toBeVisible();
    await popup.getByLabel('Plate').fill('DL.01');
    await expect(popup.getByText('Plate must be 4 to 12 letters and digits, like DL01AB1234.')).toBeVisible();

    await popup.getByLabel('Plate').fill('dl 01-ab 1234');
    await popup.getByLabel('Make').fill('Maruti');
    await popup.getByLabel('Model').fill('Swift');
    await popup.getByLabel('Vehicle type').selectOption(sub.category.name);
    await popup.getByLabel('SubCategory (optional)').selectOption(sub.subName);
    await popup.getByLabel('Colour (optional)').fill('Red');
    await popup.getByLabel('Parking note (optional)').fill('Basement B2, pillar 14');
    await axe(page);
    await popup.getByRole('button', { name: 'Add vehicle' }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByText('Vehicle added.')).toBeVisible();
    const swift = card(page, 'DL01AB1234');
    await expect(swift).toContainText('Maruti Swift');
    await expect(swift).toContainText(`${sub.category.name} · ${sub.subName}`);
    await expect(swift).toContainText('Basement B2, pillar 14');

    // The same plate again, however written, is refused on the Plate field.
    await page.getByRole('button', { name: 'Add vehicle' }).click();
    await popup.getByLabel('Plate').fill('DL01AB1234');
    await popup.getByLabel('Make').fill('Hyundai');
    await popup.getByLabel('Model').fill('i20');
    await popup.getByLabel('Vehicle type').selectOption(sub.category.name);
    await popup.getByRole('button', { name: 'Add vehicle' }).click();
    await expect(popup.getByText('You already have a vehicle with this plate.')).toBeVisible();
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await expect(popup).toBeHidden();

    await swift.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit DL01AB1234' });
    await expect(edit.getByLabel('Make')).toHaveValue('Maruti');
    await expect(edit.getByLabel('SubCategory (optional)')).toHaveValue(sub.subName);
    await edit.getByLabel('Colour (optional)').fill('Pearl white');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(swift).toContainText('Pearl white');

    await swift.getByRole('button', { name: /^Remove/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove DL01AB1234?' });
    await expect(confirm).toContainText('Bookings already made for it stay in your history.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(swift).toBeVisible();
    await swift.getByRole('button', { name: /^Remove/ }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('No vehicles yet')).toBeVisible();
    // The thumb-sized actions fit the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the car from sign-up asks for its type, and the menu leads to the garage', async ({ page, db, accounts, signInAs }) => {
    const sub = await buildSubCategory(db);
    const user = await accounts.user();
    await db.insert(vehicles).values({ userId: user.id, plate: 'HR26DK0001' });
    await signInAs(user);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'My Vehicles' }).click();
    await expect(page).toHaveURL('/my-vehicles');
    const car = card(page, 'HR26DK0001');
    await expect(car).toContainText('Set this car’s type so we can price it right.');
    await car.getByRole('button', { name: /^Set type/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit HR26DK0001' });
    await edit.getByLabel('Make').fill('Honda');
    await edit.getByLabel('Model').fill('City');
    await edit.getByLabel('Vehicle type').selectOption(sub.category.name);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(car).toContainText(sub.category.name);
    await expect(car).not.toContainText('Set this car’s type');
  });
});

test('the Admin sees a customer’s vehicles and bookings from its row in User Management', async ({ page, db, accounts, signInAs }) => {
  const user = await accounts.user();
  await db.insert(vehicles).values([
    { userId: user.id, plate: 'KA05MN0001', make: 'Tata', model: 'Nexon' },
    { userId: user.id, plate: 'KA05MN0002', make: 'Kia', model: 'Seltos', retiredAt: new Date() },
  ]);
  await buildBooking(db, { userId: user.id, carNo: ['KA05MN0001'], startsAt: new Date(Date.now() + 3 * 86_400_000) });
  await signInAs(await accounts.admin());
  await page.goto('/users-management');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(user.username);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: user.username, exact: true }) });
  await row.getByRole('button', { name: `Vehicles and bookings of ${user.username}` }).click();
  const popup = page.getByRole('dialog', { name: user.username });
  const cars = popup.getByRole('list', { name: 'Vehicles' }).getByRole('listitem');
  await expect(cars).toHaveCount(2);
  await expect(cars.nth(0)).toContainText('Tata Nexon');
  await expect(cars.nth(1)).toContainText('Removed');
  await expect(popup.getByRole('list', { name: 'Bookings' }).getByRole('listitem')).toHaveCount(1);
  await expect(popup.getByRole('list', { name: 'Bookings' })).toContainText('KA05MN0001');
});
