import { payments, subscriptions } from '@autospa/db';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { buildCar, buildPlan, planCatalog } from './plans-helpers';
import { uid } from './signed-in-helpers';

// Issue 20: plan income in Income and Expenses, its own kind and deferred: a payment counts in the months of its
// plan's days. The test works in a period years back of its own, so other tests never change its totals.

const card = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

test('plan income shows apart and is spread over the months of the plan period', async ({ page, db, accounts, signInAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const customer = await accounts.user();
  const { service, category } = await planCatalog(db);
  const plan = await buildPlan(db, {
    name: `Finance Plan ${uid()}`,
    kind: 'monthly',
    visits: 4,
    serviceIds: [service.id],
    categoryIds: [category.id],
  });
  const car = await buildCar(db, customer.id, category.id);
  // 16 Jan to 15 Feb 2011: 31 days, ₹3,100 paid, so ₹100 a day: 16 days in January, 15 in February.
  const [sub] = await db
    .insert(subscriptions)
    .values({
      planId: plan.id,
      userId: customer.id,
      vehicleId: car.id,
      startDate: '2011-01-16',
      endDate: '2011-02-15',
      pricePaise: 310_000,
    })
    .returning();
  await db
    .insert(payments)
    .values({ subscriptionId: sub!.id, method: 'upi', amountPaise: 310_000, paidAt: new Date('2011-01-16T10:00:00+05:30') });

  await signInAs(await accounts.admin());
  await page.goto('/income-expenses');
  await page.getByLabel('Period', { exact: true }).selectOption('custom');
  await page.getByLabel('From', { exact: true }).fill('2011-01-01');
  await page.getByLabel('To', { exact: true }).fill('2011-02-28');
  await page.getByRole('button', { name: 'Apply dates' }).click();

  await expect(card(page, 'Plan income').locator('p').nth(1)).toHaveText('₹3,100');
  // Bookings' income is apart: no completed booking in the period.
  await expect(card(page, 'Income').locator('p').nth(1)).toHaveText('₹0');
  const byPlan = page.getByRole('region', { name: 'Plan income by plan and month' });
  const rows = byPlan.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(plan.name);
  await expect(rows.nth(0)).toContainText('₹1,600');
  await expect(rows.nth(0)).toContainText('Jan 2011');
  await expect(rows.nth(1)).toContainText('₹1,500');
  await expect(rows.nth(1)).toContainText('Feb 2011');
});
