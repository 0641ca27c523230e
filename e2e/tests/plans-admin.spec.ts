import { buildService, buildSubCategory } from '@autospa/db/testing';
import { expect, test } from '../fixtures';
import { businessDay } from './bookings-helpers';
import { bearerOf, buildCar, buildPlan } from './plans-helpers';
import { uid } from './signed-in-helpers';

// Issue 20, the Admin on a phone: creates a plan (the kind decides the fields) and finds it on the home page; sees
// who bought what, adjusts credits with a reason and records a UPI payment; the plan visits open on the missed ones.

test.use({ viewport: { width: 390, height: 844 } });
test.setTimeout(120_000);

const shot = (name: string) => `/tmp/e2e-plans-web-shots/${name}.png`;

test('the Admin creates a plan and it shows on the home page', async ({ page, db, accounts, signInAs, axe }) => {
  const id = uid();
  const sub = await buildSubCategory(db, { subName: `Hatch ${id}` });
  const service = await buildService(db, { serviceName: `Daily Dust ${id}`, price: '199 rs', pricePaise: 19_900 });
  const name = `Daily Shine ${id}`;
  await signInAs(await accounts.admin());
  await page.goto('/plans');
  await page.getByRole('button', { name: 'New plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'New plan' });
  await dialog.getByRole('button', { name: 'Create plan' }).click();
  await expect(dialog).toContainText('Name is required.');
  await expect(dialog).toContainText('A monthly plan or a pack needs the number of visits.');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Kind').selectOption('daily');
  // A daily plan has weekdays, not a number of washes.
  await expect(dialog.getByLabel('Washes in the pack')).toHaveCount(0);
  await expect(dialog.getByRole('group', { name: 'Cleaning days' })).toBeVisible();
  await dialog.getByLabel('Price (₹)').fill('1299');
  await dialog.getByRole('checkbox', { name: 'Sun' }).check();
  await dialog.getByRole('group', { name: 'Services in each visit' }).getByRole('checkbox', { name: service.serviceName }).check();
  await dialog.getByRole('group', { name: 'Vehicle types' }).getByRole('checkbox', { name: sub.category.name }).check();
  await page.screenshot({ path: shot('plans-form-390'), fullPage: true });
  await axe(page);
  await dialog.getByRole('button', { name: 'Create plan' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem', { name });
  await expect(card).toContainText('Daily cleaning');
  await expect(card).toContainText('₹1,299 a month');
  await expect(card).toContainText('Cleaning every day');
  await expect(card).toContainText('Active');
  await page.screenshot({ path: shot('plans-390'), fullPage: true });

  await page.goto('/');
  const onHome = page.locator(`#pricing li[data-plan="${name}"]`);
  await onHome.scrollIntoViewIfNeeded();
  await expect(onHome.getByTestId('plan-amount')).toHaveText('₹1,299');
  await expect(onHome).toContainText(service.serviceName);
  await expect(onHome.getByRole('link', { name: `Buy plan (${name})` })).toBeVisible();
  await onHome.screenshot({ path: shot('home-plan-card-390') });

  // Deactivated, it leaves the home page (after a confirmation).
  await page.goto('/plans');
  await card.getByRole('button', { name: `Deactivate ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Stop selling ${name}?` })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(card).toContainText('Inactive');
  await page.goto('/');
  await expect(page.locator(`#pricing li[data-plan="${name}"]`)).toHaveCount(0);
});

test('the Admin adjusts credits with a reason, records a UPI payment, and sees the missed visits', async ({
  page,
  db,
  accounts,
  signInAs,
  axe,
}) => {
  const id = uid();
  const sub = await buildSubCategory(db, { subName: `Hatch ${id}` });
  const service = await buildService(db, { serviceName: `Pack Wash ${id}`, price: '499 rs', pricePaise: 49_900 });
  const plan = await buildPlan(db, {
    name: `Five Pack ${id}`,
    visits: 5,
    pricePaise: 200_000,
    serviceIds: [service.id],
    categoryIds: [sub.category.id],
  });
  const customer = await accounts.user();
  const car = await buildCar(db, customer.id, sub.category.id, sub.id);
  const bought = await page.request.post('/tor/subscribe-plan', {
    headers: await bearerOf(page.request, customer),
    data: { planId: plan.id, vehicleId: car.id, startDate: businessDay(0) },
  });
  expect(bought.status()).toBe(201);

  await signInAs(await accounts.admin());
  await page.goto('/subscriptions');
  const card = page.getByRole('listitem', { name: `${plan.name}, ${car.plate}` });
  await expect(card.getByTestId('credits-left')).toHaveText('5 credits left');
  await expect(card).toContainText(customer.username);
  await expect(card).toContainText('Not paid yet (₹2,000)');
  await page.screenshot({ path: shot('subscriptions-390'), fullPage: true });
  await axe(page);

  await card.getByRole('button', { name: `Credits of ${customer.username}, ${car.plate}` }).click();
  const details = page.getByRole('dialog', { name: `${plan.name}, ${car.plate}` });
  const adjust = details.getByRole('form', { name: 'Adjust credits' });
  await adjust.getByLabel('Credits (+ or −)').fill('1');
  await adjust.getByRole('button', { name: 'Adjust credits' }).click();
  await expect(adjust).toContainText('A reason is required.');
  await adjust.getByLabel('Reason').fill('Goodwill for a late visit');
  await adjust.getByRole('button', { name: 'Adjust credits' }).click();
  await expect(details.getByTestId('ledger-balance')).toHaveText('6 credits left');
  await expect(details.getByRole('list', { name: 'Credits' })).toContainText('Goodwill for a late visit');
  await page.screenshot({ path: shot('subscription-ledger-390'), fullPage: true });
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: `Record payment of ${customer.username}` }).click();
  const pay = page.getByRole('dialog', { name: `Record payment: ${plan.name}` });
  await expect(pay.getByRole('radio', { name: 'UPI' })).toBeChecked();
  await expect(pay.getByLabel('Amount (₹)')).toHaveValue('2000');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(pay).toBeHidden();
  await expect(card).toContainText('Paid ₹2,000');

  await page.goto('/plan-visits');
  await expect(page.getByLabel('Status')).toHaveValue('missed');
  await page.screenshot({ path: shot('plan-visits-390'), fullPage: true });
  await axe(page);
  for (const [path, name] of [
    ['/plans', 'plans'],
    ['/subscriptions', 'subscriptions'],
    ['/plan-visits', 'plan-visits'],
  ] as const) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: shot(`${name}-1280`), fullPage: true });
  }
});
