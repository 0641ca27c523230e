import { addOns, serviceAddOns, servicePrices } from '@autospa/db';
import { buildService, buildSubCategory } from '@autospa/db/testing';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { uid, uniquePhone } from './signed-in-helpers';

// The one Book Now flow (/book, issue 16) on a phone: a guest end to end, a customer with a saved car in a few
// taps, a double-tapped confirm that books once, and an unfinished booking that survives signing in.

test.use({ viewport: { width: 390, height: 844 } });

type Catalog = { category: string; subName: string; serviceName: string; addOn: string };

/**
 * A vehicle type (category with one subcategory) and a service of ₹1,499 that costs ₹1,799 for that type, with
 * one add-on of ₹149 and 10 minutes.
 */
async function makeCatalog(db: Parameters<typeof buildService>[0]): Promise<Catalog> {
  const id = uid();
  const sub = await buildSubCategory(db, { subName: `Compact ${id}` });
  const service = await buildService(db, { serviceName: `Flow Wash ${id}`, price: '1499 rs', pricePaise: 149_900 });
  await db.insert(servicePrices).values({ serviceId: service.id, categoryId: sub.category.id, pricePaise: 179_900, durationMinutes: 40 });
  const [addOn] = await db
    .insert(addOns)
    .values({ name: `Tyre polish ${id}`, pricePaise: 14_900, durationMinutes: 10 })
    .returning();
  await db.insert(serviceAddOns).values({ serviceId: service.id, addOnId: addOn!.id });
  return { category: sub.category.name, subName: sub.subName, serviceName: service.serviceName, addOn: addOn!.name };
}

const step = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^Step \\d: ${title}`) });

/** A plate nobody else in the run uses. */
const plate = () => `DL${String(Math.floor(Math.random() * 90) + 10)}FL${String(Math.floor(Math.random() * 9000) + 1000)}`;

/**
 * Picks the day `days` ahead (one chip) and then the grid's first free time, which it returns. Each test books
 * a day of its own, so that tests running side by side do not fill one another's slot.
 */
async function pickDayAndFirstTime(page: Page, tap: (l: Locator) => Promise<void>, afterDay: () => void, days: number) {
  const time = step(page, 'Day and time');
  await tap(time.getByRole('group', { name: 'Day' }).getByRole('button').nth(days));
  afterDay();
  const first = time.getByRole('button', { name: /^\d{1,2}:\d{2} (AM|PM)/ }).first();
  await expect(first).toBeVisible();
  // Start times are grouped under SPEC.md's windows, cut to the day's opening hours (the defaults: Mon–Sat
  // 8:00–19:00, Sun 9:00–17:00): no window reaches past closing.
  const headings = await time.getByRole('heading', { level: 3 }).allTextContents();
  expect(headings.length).toBeGreaterThan(0);
  const windows = [
    'Morning (8 AM - 12 PM)',
    'Morning (9 AM - 12 PM)',
    'Afternoon (12 PM - 4 PM)',
    'Evening (4 PM - 7 PM)',
    'Evening (4 PM - 5 PM)',
  ];
  for (const h of headings) expect(windows).toContain(h);
  const label = (await first.textContent())!.trim();
  await tap(first);
  return label;
}

async function tokenOf(page: Page) {
  return page.evaluate(() => localStorage.getItem('token'));
}

test.describe('Book Now flow at 390 px', () => {
  test.setTimeout(90_000);

  test('a guest books end to end and sees the reference', async ({ page, db }) => {
    const c = await makeCatalog(db);
    const car = plate();
    const tap = (l: Locator) => l.click();
    await page.goto('/book');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a wash' })).toBeVisible();

    const vehicle = step(page, 'Your car');
    await vehicle.getByLabel('Car number').fill(car.toLowerCase());
    await vehicle.getByLabel('Vehicle type').selectOption(c.category);
    await vehicle.getByLabel('SubCategory (optional)').selectOption(c.subName);
    await vehicle.getByRole('button', { name: 'Continue' }).click();
    await expect(vehicle).toContainText(car);

    const service = step(page, 'Service and add-ons');
    await service.getByRole('button', { name: new RegExp(c.serviceName) }).click();
    // The price for this type of car, not the service's own.
    await expect(service.getByTestId('book-total')).toContainText('₹1,799');
    await service.getByRole('button', { name: 'Continue' }).click();

    const time = await pickDayAndFirstTime(page, tap, () => undefined, 5);

    const review = step(page, 'Review and confirm');
    await expect(review).toContainText(car);
    await expect(review).toContainText(`${time} IST`);
    await expect(review).toContainText('₹1,799');
    await expect(review).toContainText('up to 24 hours before the start');
    await review.getByLabel('Name').fill('Asha Verma');
    await review.getByLabel('Phone').fill(uniquePhone());
    await review.getByLabel('Email', { exact: true }).fill(`asha.${uid()}@example.test`);
    await review.getByRole('button', { name: /^Confirm booking/ }).click();

    await page.waitForURL(/\/manage-booking\?token=/);
    await expect(page.getByText(/AS-[2-9A-HJ-NP-Z]{5}/).first()).toBeVisible();
  });

  test('a customer with a saved car books in at most 6 taps after choosing the day', async ({ page, db, accounts, signInAs }) => {
    const c = await makeCatalog(db);
    const user = await accounts.user();
    await signInAs(user);
    const car = plate();
    const made = await page.request.post('/tor/create-vehicle', {
      headers: { Authorization: `Bearer ${await tokenOf(page)}` },
      data: { plate: car, make: 'Maruti', model: 'Swift', categoryName: c.category, subName: c.subName },
    });
    expect(made.status()).toBe(201);

    let taps = 0;
    let tapsAtDay = 0;
    const tap = async (l: Locator) => {
      taps += 1;
      await l.click();
    };
    await page.goto('/book');
    // The saved car is taken: the page opens on the service.
    await expect(step(page, 'Your car')).toContainText(car);
    const service = step(page, 'Service and add-ons');
    await tap(service.getByRole('button', { name: new RegExp(c.serviceName) }));
    await tap(service.getByLabel(c.addOn));
    // The live total: ₹1,799 for this type plus the add-on's ₹149.
    await expect(service.getByTestId('book-total')).toContainText('₹1,948');
    await tap(service.getByRole('button', { name: 'Continue' }));
    await pickDayAndFirstTime(page, tap, () => (tapsAtDay = taps), 6);
    const review = step(page, 'Review and confirm');
    await expect(review).toContainText(c.addOn);
    await expect(review.getByTestId('book-total')).toContainText('₹1,948');
    await expect(review.getByTestId('book-total')).toContainText('50 min');
    // Nothing is asked of a signed-in customer.
    await expect(review.getByLabel('Phone')).toHaveCount(0);
    await tap(review.getByRole('button', { name: /^Confirm booking/ }));
    await page.waitForURL(/\/booking-confirmed\?id=/);
    expect(taps - tapsAtDay).toBeLessThanOrEqual(6);
    expect(taps).toBeLessThanOrEqual(6);
  });

  test('double-tapping confirm gives one booking', async ({ page, db, accounts, signInAs }) => {
    const c = await makeCatalog(db);
    const user = await accounts.user();
    await signInAs(user);
    const token = await tokenOf(page);
    const car = plate();
    const made = await page.request.post('/tor/create-vehicle', {
      headers: { Authorization: `Bearer ${token}` },
      data: { plate: car, make: 'Hyundai', model: 'i20', categoryName: c.category, subName: c.subName },
    });
    expect(made.status()).toBe(201);

    await page.goto('/book');
    const service = step(page, 'Service and add-ons');
    await service.getByRole('button', { name: new RegExp(c.serviceName) }).click();
    await service.getByRole('button', { name: 'Continue' }).click();
    await pickDayAndFirstTime(
      page,
      (l) => l.click(),
      () => undefined,
      7,
    );
    const confirm = step(page, 'Review and confirm').getByRole('button', { name: /^Confirm booking/ });
    await expect(confirm).toBeEnabled();
    const creates: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/tor/create-booking')) creates.push(r.headers()['idempotency-key'] ?? '');
    });
    // Two taps in the same moment, before the page can re-render.
    await confirm.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await page.waitForURL(/\/booking-confirmed\?id=/);
    expect(creates.every((key) => key !== '' && key === creates[0])).toBe(true);

    const mine = await page.request.get('/tor/my-bookings', { headers: { Authorization: `Bearer ${token}` } });
    expect(mine.status()).toBe(200);
    const { data } = (await mine.json()) as { data: { carNo: string[] }[] };
    expect(data.filter((b) => b.carNo.includes(car))).toHaveLength(1);
  });

  test('a confirm whose answer is lost, tapped again, books once (same Idempotency-Key)', async ({ page, db, accounts, signInAs }) => {
    const c = await makeCatalog(db);
    const user = await accounts.user();
    await signInAs(user);
    const token = await tokenOf(page);
    const car = plate();
    const made = await page.request.post('/tor/create-vehicle', {
      headers: { Authorization: `Bearer ${token}` },
      data: { plate: car, make: 'Honda', model: 'City', categoryName: c.category, subName: c.subName },
    });
    expect(made.status()).toBe(201);
    // The first confirm reaches the server, which books; its answer never comes back.
    const keys: string[] = [];
    await page.route('**/tor/create-booking', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      await route.fetch();
      await route.abort('aborted');
    });
    await page.goto('/book');
    const service = step(page, 'Service and add-ons');
    await service.getByRole('button', { name: new RegExp(c.serviceName) }).click();
    await service.getByRole('button', { name: 'Continue' }).click();
    await pickDayAndFirstTime(
      page,
      (l) => l.click(),
      () => undefined,
      8,
    );
    const review = step(page, 'Review and confirm');
    await review.getByRole('button', { name: /^Confirm booking/ }).click();
    await expect(review.getByRole('alert')).toContainText('you will not be booked twice');
    await review.getByRole('button', { name: /^Confirm booking/ }).click();
    await page.waitForURL(/\/booking-confirmed\?id=/);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const mine = await page.request.get('/tor/my-bookings', { headers: { Authorization: `Bearer ${token}` } });
    const { data } = (await mine.json()) as { data: { _id: string; carNo: string[] }[] };
    const booked = data.filter((b) => b.carNo.includes(car));
    expect(booked).toHaveLength(1);
    expect(new URL(page.url()).searchParams.get('id')).toBe(booked[0]!._id);
  });

  test('a saved car without its SubCategory is asked for it once, then books', async ({ page, db, accounts, signInAs }) => {
    const c = await makeCatalog(db);
    const user = await accounts.user();
    await signInAs(user);
    const token = await tokenOf(page);
    const car = plate();
    const made = await page.request.post('/tor/create-vehicle', {
      headers: { Authorization: `Bearer ${token}` },
      data: { plate: car, make: 'Maruti', model: 'Baleno', categoryName: c.category },
    });
    expect(made.status()).toBe(201);
    await page.goto('/book');
    const vehicle = step(page, 'Your car');
    await vehicle.getByRole('button', { name: new RegExp(car) }).click();
    await vehicle.getByRole('button', { name: 'Save type and continue' }).click();
    await expect(vehicle.getByText('Choose the SubCategory.')).toBeVisible();
    await vehicle.getByLabel('SubCategory', { exact: true }).selectOption(c.subName);
    await vehicle.getByRole('button', { name: 'Save type and continue' }).click();
    await expect(vehicle).toContainText(`${car} · ${c.category}, ${c.subName}`);
    const service = step(page, 'Service and add-ons');
    await service.getByRole('button', { name: new RegExp(c.serviceName) }).click();
    await service.getByRole('button', { name: 'Continue' }).click();
    await pickDayAndFirstTime(
      page,
      (l) => l.click(),
      () => undefined,
      9,
    );
    await step(page, 'Review and confirm')
      .getByRole('button', { name: /^Confirm booking/ })
      .click();
    await page.waitForURL(/\/booking-confirmed\?id=/);
  });

  test('a service at the door asks where the car is parked, and books with the address', async ({ page, db, accounts, signInAs }) => {
    const c = await makeCatalog(db);
    const door = await buildService(db, { serviceName: `Door Wash ${uid()}`, atDoor: true });
    const user = await accounts.user();
    await signInAs(user);
    const token = await tokenOf(page);
    const made = await page.request.post('/tor/create-vehicle', {
      headers: { Authorization: `Bearer ${token}` },
      data: { plate: plate(), make: 'Kia', model: 'Seltos', categoryName: c.category, subName: c.subName },
    });
    expect(made.status()).toBe(201);
    await page.goto('/book');
    const service = step(page, 'Service and add-ons');
    await service.getByRole('button', { name: new RegExp(door.serviceName) }).click();
    await service.getByRole('button', { name: 'Continue' }).click();
    await pickDayAndFirstTime(
      page,
      (l) => l.click(),
      () => undefined,
      10,
    );
    const review = step(page, 'Review and confirm');
    await review.getByRole('button', { name: /^Confirm booking/ }).click();
    await expect(review.getByText('Address is required.')).toBeVisible();
    await review.getByLabel('Address').fill('Flat 12, Tower B, DLF Phase 2, Gurugram');
    await review.getByLabel('Landmark (optional)').fill('Opposite the park');
    await review.getByRole('button', { name: /^Confirm booking/ }).click();
    await page.waitForURL(/\/booking-confirmed\?id=/);
    const id = new URL(page.url()).searchParams.get('id')!;
    const mine = await page.request.get('/tor/my-bookings', { headers: { Authorization: `Bearer ${token}` } });
    const { data } = (await mine.json()) as { data: { _id: string; address: string | null; landmark: string | null }[] };
    expect(data.find((b) => b._id === id)).toMatchObject({
      address: 'Flat 12, Tower B, DLF Phase 2, Gurugram',
      landmark: 'Opposite the park',
    });
  });

  test('an unfinished booking survives signing in and comes back to /book', async ({ page, db, accounts }) => {
    const c = await makeCatalog(db);
    const user = await accounts.user();
    const car = plate();
    await page.goto('/book');
    const vehicle = step(page, 'Your car');
    await vehicle.getByLabel('Car number').fill(car);
    await vehicle.getByLabel('Vehicle type').selectOption(c.category);
    await vehicle.getByRole('button', { name: 'Continue' }).click();
    const service = step(page, 'Service and add-ons');
    await service.getByRole('button', { name: new RegExp(c.serviceName) }).click();
    await service.getByRole('button', { name: 'Continue' }).click();

    const signIn = page.getByRole('link', { name: 'Sign in' }).first();
    await expect(signIn).toHaveAttribute('href', '/Sign-In/Login?next=%2Fbook');
    await expect(page.getByRole('link', { name: 'create an account' }).first()).toHaveAttribute('href', '/Sign-In/Register?next=%2Fbook');
    await signIn.click();
    await page.getByLabel('Username, email or phone').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await page.waitForURL('**/book');
    // The car typed as a guest waits to be saved; the service is still chosen.
    await expect(step(page, 'Your car').getByLabel('Car number')).toHaveValue(car);
    await expect(step(page, 'Service and add-ons')).toContainText(c.serviceName);
  });

  test('registering from the booking signs the customer in and brings it back to the booking it started', async ({ page, db }) => {
    const c = await makeCatalog(db);
    const car = plate();
    await page.goto('/book');
    const vehicle = step(page, 'Your car');
    await vehicle.getByLabel('Car number').fill(car);
    await vehicle.getByLabel('Vehicle type').selectOption(c.category);
    await vehicle.getByRole('button', { name: 'Continue' }).click();
    const service = step(page, 'Service and add-ons');
    await service.getByRole('button', { name: new RegExp(c.serviceName) }).click();
    await service.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('link', { name: 'create an account' }).first().click();
    const id = uid();
    await page.getByLabel('Username').fill(`meera_${id}`);
    await page.getByLabel('Email').fill(`meera_${id}@example.test`);
    await page.getByLabel('Phone').fill(uniquePhone());
    await page.getByLabel('Car Number').fill('KA01 AB 4321');
    await page.getByLabel('Password', { exact: true }).fill('meera-password-1');
    await page.getByLabel('Confirm Password').fill('meera-password-1');
    await page.getByRole('button', { name: 'Register' }).click();

    await page.waitForURL('**/book');
    expect(await tokenOf(page)).toBeTruthy();
    await expect(step(page, 'Your car').getByLabel('Car number')).toHaveValue(car);
    await expect(step(page, 'Service and add-ons')).toContainText(c.serviceName);
  });

  test('a full day offers the next one; a slot taken meanwhile sends the guest back to a fresh grid', async ({ page, db }) => {
    const c = await makeCatalog(db);
    // The server's answers for a full day and for a slot gone between the grid and the confirm are played here.
    let gridReads = 0;
    await page.route('**/tor/get-availability?*', async (route) => {
      const date = new URL(route.request().url()).searchParams.get('date')!;
      gridReads += 1;
      const full = gridReads === 1;
      const slots = full ? [] : [{ time: '10:00 AM', freeBays: 2, changeable: true }];
      await route.fulfill({
        json: {
          date,
          serviceName: c.serviceName,
          durationMinutes: 30,
          bays: 3,
          closed: false,
          opensAt: '08:00',
          closesAt: '19:00',
          times: [],
          slots,
        },
      });
    });
    await page.route('**/tor/create-guest-booking', (route) =>
      route.fulfill({ status: 409, json: { message: 'This slot is full. Please pick another time.' } }),
    );
    await page.goto('/book');
    const vehicle = step(page, 'Your car');
    await vehicle.getByLabel('Car number').fill(plate());
    await vehicle.getByLabel('Vehicle type').selectOption(c.category);
    await vehicle.getByRole('button', { name: 'Continue' }).click();
    const service = step(page, 'Service and add-ons');
    await service.getByRole('button', { name: new RegExp(c.serviceName) }).click();
    await service.getByRole('button', { name: 'Continue' }).click();

    const time = step(page, 'Day and time');
    await time.getByRole('group', { name: 'Day' }).getByRole('button').nth(3).click();
    await expect(time.getByText(/^No free times left on /)).toBeVisible();
    await time.getByRole('button', { name: /^Try / }).click();
    await time.getByRole('button', { name: '10:00 AM' }).click();

    const review = step(page, 'Review and confirm');
    await review.getByLabel('Name').fill('Ravi Kumar');
    await review.getByLabel('Phone').fill(uniquePhone());
    await review.getByLabel('Email', { exact: true }).fill(`ravi.${uid()}@example.test`);
    const readsBefore = gridReads;
    await review.getByRole('button', { name: /^Confirm booking/ }).click();
    // Back at the grid, with the server's message, the time cleared and the day's times read again.
    await expect(time.getByRole('alert')).toHaveText('This slot is full. Please pick another time.');
    await expect(time.getByRole('button', { name: '10:00 AM' })).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => gridReads).toBeGreaterThan(readsBefore);
  });

  test('keyboard only, with visible steps and no serious accessibility problem', async ({ page, db, axe }) => {
    const c = await makeCatalog(db);
    await page.goto('/book');
    await axe(page);
    const vehicle = step(page, 'Your car');
    await vehicle.getByLabel('Car number').focus();
    await page.keyboard.type('ka05mn4321');
    await page.keyboard.press('Tab');
    await expect(vehicle.getByLabel('Vehicle type')).toBeFocused();
    await vehicle.getByLabel('Vehicle type').selectOption(c.category);
    await vehicle.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
    // The next step opens and its heading takes focus.
    const service = step(page, 'Service and add-ons');
    await expect(service.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(vehicle).toContainText('KA05MN4321');
    await service.getByRole('button', { name: new RegExp(c.serviceName) }).focus();
    await page.keyboard.press('Enter');
    await expect(service.getByRole('button', { name: new RegExp(c.serviceName) })).toHaveAttribute('aria-pressed', 'true');
    await axe(page);
  });

  test('every Book Now link of the public site leads to /book, and /book-now redirects there', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Book Now' }).first()).toHaveAttribute('href', '/book');
    await page.goto('/book-now');
    await page.waitForURL('**/book');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a wash' })).toBeVisible();
  });
});
