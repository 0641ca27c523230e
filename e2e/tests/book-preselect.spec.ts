import { buildService, buildSubCategory } from '@autospa/db/testing';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { bookHref, publicSite } from './home-helpers';
import { uid } from './signed-in-helpers';

// /book?service=<name> (a home plan's Order Now, a wash menu's Book) starts the booking with that service chosen.

test.use({ viewport: { width: 390, height: 844 } });

const step = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^Step \\d: ${title}`) });

test('a service named in the address is chosen, and stays chosen once the car is given', async ({ page, db }) => {
  const id = uid();
  const sub = await buildSubCategory(db, { subName: `Preselect ${id}` });
  const service = await buildService(db, { serviceName: `Preselect Wash ${id}` });
  // Written to the database directly, not through the server: a cached catalog may lag it by up to 1 s
  // (docs/decisions/006-read-cache.md), so the page is opened once the catalog lists the service.
  await expect.poll(async () => (await publicSite(page)).services.some((s) => s.serviceName === service.serviceName)).toBe(true);
  await page.goto(bookHref(service.serviceName));
  await expect(page.getByRole('heading', { level: 1, name: 'Book a wash' })).toBeVisible({ timeout: 30_000 });
  // The parameter has done its work and leaves the address (a reload keeps the customer's later choice).
  await expect(page).toHaveURL(/\/book$/);
  await expect(step(page, 'Service and add-ons')).toContainText(service.serviceName);

  const vehicle = step(page, 'Your car');
  await vehicle
    .getByLabel('Car number')
    .fill(`DL${String(Math.floor(Math.random() * 90) + 10)}PS${String(Math.floor(Math.random() * 9000) + 1000)}`);
  await vehicle.getByLabel('Vehicle type').selectOption(sub.category.name);
  await vehicle.getByRole('button', { name: 'Continue' }).click();
  // The service step is done already: the page goes on to the day and time.
  await expect(step(page, 'Day and time').getByRole('group', { name: 'Day' })).toBeVisible();
  await expect(step(page, 'Service and add-ons')).toContainText(service.serviceName);
  await expect(step(page, 'Service and add-ons').getByRole('button', { name: 'Change service and add-ons' })).toBeVisible();
});

test('an unknown service name is ignored', async ({ page }) => {
  await page.goto(bookHref(`No Such Wash ${uid()}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Book a wash' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/book$/);
  await expect(step(page, 'Service and add-ons')).not.toContainText('No Such Wash');
  await expect(step(page, 'Your car').getByLabel('Car number')).toBeVisible();
});
