import { bookings } from '@autospa/db';
import { buildService, buildSubCategory } from '@autospa/db/testing';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { expect, test } from '../fixtures';
import { businessDay } from './bookings-helpers';
import { bearerOf, buildCar, buildPlan, tinyPng } from './plans-helpers';
import { uid } from './signed-in-helpers';

// Issue 20 on a phone: a customer buys a wash pack, books a wash with one of its credits (the price reads
// "1 credit"), sees the credits go down, and once the employee has completed the visit with a photo, sees the photo.

test.use({ viewport: { width: 390, height: 844 } });
test.setTimeout(120_000);

const step = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^Step \\d: ${title}`) });
const shot = (name: string) => `/tmp/e2e-plans-web-shots/${name}.png`;

test('a customer buys a pack, books with a credit, sees the balance go down and the visit photo', async ({
  page,
  db,
  accounts,
  signInAs,
  axe,
}) => {
  const id = uid();
  const sub = await buildSubCategory(db, { subName: `Hatch ${id}` });
  const service = await buildService(db, { serviceName: `Pack Wash ${id}`, price: '499 rs', pricePaise: 49_900, durationMinutes: 30 });
  const plan = await buildPlan(db, {
    name: `Three Pack ${id}`,
    kind: 'pack',
    pricePaise: 129_900,
    visits: 3,
    validDays: 60,
    serviceIds: [service.id],
    categoryIds: [sub.category.id],
  });
  const user = await accounts.user();
  const employee = await accounts.employee();
  const car = await buildCar(db, user.id, sub.category.id, sub.id);

  // Buy: the home page's "Buy plan" lands on /my-plans?planId=.
  await signInAs(user);
  await page.goto(`/my-plans?planId=${plan.id}`);
  const buy = page.getByRole('form', { name: 'Buy a plan' });
  await expect(buy.getByLabel('Plan')).toHaveValue(plan.id);
  await expect(buy).toContainText('3 washes, valid 60 days');
  await expect(buy.getByLabel('Car')).toHaveValue(car.id);
  await buy.getByLabel('Start date').fill(businessDay(0));
  await page.screenshot({ path: shot('my-plans-buy-390'), fullPage: true });
  await axe(page);
  await buy.getByRole('button', { name: `Buy ${plan.name}` }).click();
  const card = page.getByRole('listitem', { name: `${plan.name}, ${car.plate}` });
  await expect(card.getByTestId('credits-left')).toHaveText('3 credits left');
  await expect(card).toContainText('Active');

  // Book with a credit: the price reads "1 credit", in the summary, on the button and on the confirmation.
  await page.goto('/book');
  await expect(step(page, 'Your car')).toContainText(car.plate);
  const serviceStep = step(page, 'Service and add-ons');
  await serviceStep.getByRole('button', { name: new RegExp(service.serviceName) }).click();
  await serviceStep.getByRole('button', { name: 'Continue' }).click();
  const time = step(page, 'Day and time');
  await time.getByRole('group', { name: 'Day' }).getByRole('button').nth(2).click();
  await time
    .getByRole('button', { name: /^\d{1,2}:\d{2} (AM|PM)/ })
    .first()
    .click();
  const review = step(page, 'Review and confirm');
  await review.getByRole('radio', { name: /Use 1 credit \(3 left\)/ }).check();
  await expect(review.getByTestId('book-total')).toContainText('1 credit');
  await expect(review.getByTestId('book-total')).not.toContainText('₹');
  await page.screenshot({ path: shot('book-credit-390'), fullPage: true });
  await review.getByRole('button', { name: 'Confirm booking · 1 credit' }).click();
  await page.waitForURL(/\/booking-confirmed\?id=/);
  await expect(page.getByTestId('booking-total')).toHaveText('1 credit');
  const bookingId = new URL(page.url()).searchParams.get('id')!;

  await page.goto('/my-plans');
  await expect(card.getByTestId('credits-left')).toHaveText('2 credits left');
  await card.getByRole('button', { name: /^Credits and visits/ }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByTestId('ledger-balance')).toHaveText('2 credits left');
  await expect(details.getByRole('list', { name: 'Credits' })).toContainText('redeemed');
  await page.keyboard.press('Escape');

  // The employee does the job and completes it with a photo of the car (through the API, as the job card does).
  // (The job is moved to today: a job is completed on its day.)
  await db
    .update(bookings)
    .set({ employeeId: employee.id, status: 'In progress', bookingDate: businessDay(0) })
    .where(eq(bookings.id, bookingId));
  const staff = await bearerOf(page.request, employee);
  const refused = await page.request.put(`/tor/update-booking-status?id=${bookingId}`, { headers: staff, data: { status: 'Completed' } });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe('A plan visit needs a photo of the car before it is completed.');
  const photo = await page.request.post(`/tor/upload-visit-photo?bookingId=${bookingId}`, {
    headers: { ...staff, 'Content-Type': 'image/png' },
    data: tinyPng(),
  });
  expect(photo.status()).toBe(200);
  const done = await page.request.put(`/tor/update-booking-status?id=${bookingId}`, { headers: staff, data: { status: 'Completed' } });
  expect(done.status()).toBe(200);

  // The customer sees the visit with its photo.
  await page.reload();
  await card.getByRole('button', { name: /^Credits and visits/ }).click();
  const visit = details.getByRole('list', { name: 'Plan visits' }).getByRole('listitem').first();
  await expect(visit).toContainText('Done');
  const img = visit.getByRole('img', { name: new RegExp(`^Photo of ${car.plate}`) });
  await expect(img).toBeVisible();
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  await page.screenshot({ path: shot('my-plans-visit-photo-390'), fullPage: true });
  await axe(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press('Escape');
  await page.screenshot({ path: shot('my-plans-1280'), fullPage: true });
});

test('pause shows the days left, and cancel states its terms before the tap', async ({ page, db, accounts, signInAs }) => {
  const id = uid();
  const sub = await buildSubCategory(db, { subName: `Hatch ${id}` });
  const service = await buildService(db, { serviceName: `Month Wash ${id}`, price: '499 rs', pricePaise: 49_900 });
  const plan = await buildPlan(db, {
    name: `Monthly Two ${id}`,
    kind: 'monthly',
    pricePaise: 100_000,
    visits: 2,
    serviceIds: [service.id],
    categoryIds: [sub.category.id],
  });
  const user = await accounts.user();
  const car = await buildCar(db, user.id, sub.category.id, sub.id);
  const headers = await bearerOf(page.request, user);
  const bought = await page.request.post('/tor/subscribe-plan', {
    headers,
    data: { planId: plan.id, vehicleId: car.id, startDate: businessDay(0) },
  });
  expect(bought.status()).toBe(201);

  await signInAs(user);
  await page.goto('/my-plans');
  const card = page.getByRole('listitem', { name: `${plan.name}, ${car.plate}` });
  await expect(card).toContainText('Pause days left: 7');
  await card.getByRole('button', { name: /^Pause/ }).click();
  const pause = page.getByRole('dialog', { name: `Pause ${plan.name}` });
  await expect(pause).toContainText('You can pause for 7 more days in this period.');
  await pause.getByLabel('From').fill(businessDay(2));
  await pause.getByLabel('To').fill(businessDay(4));
  await expect(pause).toContainText('3 days paused; 4 left after this.');
  await page.screenshot({ path: shot('my-plans-pause-390') });
  await pause.getByRole('button', { name: 'Pause' }).click();
  await expect(pause).toBeHidden();
  await expect(card).toContainText('Pause days left: 4');

  await card.getByRole('button', { name: /^Cancel/ }).click();
  const ask = page.getByRole('alertdialog', { name: `Cancel ${plan.name}?` });
  await expect(ask).toContainText('2 unused credits are refunded: ₹1,000.');
  await page.screenshot({ path: shot('my-plans-cancel-390') });
  await ask.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(ask).toBeHidden();
  await expect(card).toContainText('Cancelled');
  await expect(card.getByRole('button', { name: /^Pause/ })).toHaveCount(0);
});
