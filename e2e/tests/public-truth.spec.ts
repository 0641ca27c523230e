import type { OpeningHours, PublicSiteView } from '@autospa/contract';
import { categories, servicePrices, type Database } from '@autospa/db';
import { buildCategory, buildService } from '@autospa/db/testing';
import type { APIRequestContext, Page } from '@playwright/test';
import { asc, eq } from 'drizzle-orm';
import { expect, test } from '../fixtures';
import { businessDay, ensurePublicService } from './bookings-helpers';
import { open, publicPages, scrollThrough } from './public-pages';
import { uid } from './signed-in-helpers';

// Issue 18, one source of truth: the public pages show the catalog's prices and the settings' hours and
// contacts, the same data the booking quotes and books with.

test.beforeEach(() => test.slow());

const publicSite = async (request: APIRequestContext) => (await (await request.get('/tor/get-public-site')).json()) as PublicSiteView;

async function quoteTotal(request: APIRequestContext, serviceName: string, categoryName: string) {
  const res = await request.get(`/tor/get-quote?${new URLSearchParams({ serviceName, categoryName }).toString()}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { total: string }).total;
}

/** The vehicle type a service costs least for: its cheapest grid cell, else any type (the service's own price). */
async function cheapestTypeOf(db: Database, serviceId: string, fallback: string) {
  const [cell] = await db
    .select({ categoryId: servicePrices.categoryId, pricePaise: servicePrices.pricePaise })
    .from(servicePrices)
    .where(eq(servicePrices.serviceId, serviceId))
    .orderBy(asc(servicePrices.pricePaise))
    .limit(1);
  if (!cell) return fallback;
  const [row] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, cell.categoryId));
  return row!.name;
}

/** A card of the catalog's services (service pages) or a door-step slide (landing page) naming the service. */
const serviceCard = (page: Page, name: string) =>
  page
    .locator('[data-testid="catalog-service"], [aria-roledescription="slide"]')
    .filter({ has: page.getByRole('heading', { name, exact: true, includeHidden: true }) });

async function adminToken(request: APIRequestContext, admin: { username: string; password: string }) {
  const login = await request.post('/tor/login', { data: { username: admin.username, password: admin.password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

async function saveOpeningHours(request: APIRequestContext, token: string, openingHours: OpeningHours) {
  const saved = await request.put('/tor/update-settings', { headers: { Authorization: `Bearer ${token}` }, data: { openingHours } });
  expect(saved.status()).toBe(200);
}

/** The booking flow up to its day and time step, for a new service and vehicle type. */
async function openTimeStep(page: Page, db: Database) {
  const id = uid();
  const category = await buildCategory(db, { name: `Truth ${id}` });
  const service = await buildService(db, { serviceName: `Truth Slot Wash ${id}`, durationMinutes: 30 });
  await page.goto('/book');
  const vehicle = page.getByRole('region', { name: /^Step \d: Your car/ });
  await vehicle
    .getByLabel('Car number')
    .fill(`DL${String(10 + Math.floor(Math.random() * 89))}TR${String(1000 + Math.floor(Math.random() * 8999))}`);
  await vehicle.getByLabel('Vehicle type').selectOption(category.name);
  await vehicle.getByRole('button', { name: 'Continue' }).click();
  const chooser = page.getByRole('region', { name: /^Step \d: Service and add-ons/ });
  await chooser.getByRole('button', { name: new RegExp(service.serviceName) }).click();
  await chooser.getByRole('button', { name: 'Continue' }).click();
  return page.getByRole('region', { name: /^Step \d: Day and time/ });
}

/** The day chips' index of the first day, two or more days ahead, whose weekday passes `wanted` (0 = Sunday). */
function dayAhead(wanted: (weekday: number) => boolean) {
  for (let n = 2; n < 14; n++) if (wanted(new Date(`${businessDay(n)}T00:00:00Z`).getUTCDay())) return n;
  throw new Error('no such day in the next two weeks');
}

/** The window headings of the picked day, once its free times are there. */
async function windowsOn(page: Page, timeStep: ReturnType<Page['getByRole']>, chip: number) {
  await timeStep.getByRole('group', { name: 'Day' }).getByRole('button').nth(chip).click();
  await expect(timeStep.getByRole('button', { name: /^\d{1,2}:\d{2} (AM|PM)/ }).first()).toBeVisible();
  return timeStep.getByRole('heading', { level: 3 }).allTextContents();
}

/** Minutes after midnight of the grid's times ('04:30 PM'). */
async function startTimes(timeStep: ReturnType<Page['getByRole']>) {
  const labels = await timeStep.getByRole('button', { name: /^\d{1,2}:\d{2} (AM|PM)/ }).allTextContents();
  return labels.map((l) => {
    const [, h, m, half] = /(\d{1,2}):(\d{2}) (AM|PM)/.exec(l)!;
    return ((Number(h) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(m);
  });
}

test.describe('one source of truth', () => {
  test("the footer shows the settings' hours and phones; a change of hours shows after a reload and cuts the booking's windows", async ({
    page,
    db,
    accounts,
  }) => {
    test.setTimeout(240_000); // two trips through the booking flow and two settings saves, on a shared machine
    const site = await publicSite(page.request);
    await open(page, '/contact-us');
    await scrollThrough(page);
    const footer = page.getByRole('contentinfo');
    for (const phone of site.business.phones) await expect(footer).toContainText(phone);
    for (const email of site.business.emails) await expect(footer).toContainText(email);
    await expect(footer).toContainText(site.business.addressLine);
    // The default opening hours, the FAQ's reading of SPEC.md, read one way.
    await expect(footer).toContainText('Mon–Sat 8:00 AM–7:00 PM');
    await expect(footer).toContainText('Sun 9:00 AM–5:00 PM');

    // A weekday with the default hours: the evening window ends at closing, 7 PM, and no time starts after it.
    const timeStep = await openTimeStep(page, db);
    const weekday = await windowsOn(
      page,
      timeStep,
      dayAhead((d) => d !== 0),
    );
    expect(weekday.length).toBeGreaterThan(0);
    for (const heading of weekday)
      expect(['Morning (8 AM - 12 PM)', 'Afternoon (12 PM - 4 PM)', 'Evening (4 PM - 7 PM)']).toContain(heading);
    for (const minute of await startTimes(timeStep)) expect(minute).toBeLessThan(19 * 60);

    // Sundays from 9 to 3: a Sunday then has no evening, and the footer says so after a reload.
    const token = await adminToken(page.request, await accounts.admin());
    const sunday = { open: '09:00', close: '15:00' };
    await saveOpeningHours(page.request, token, { ...site.openingHours, sun: sunday });
    try {
      const sundayWindows = await windowsOn(
        page,
        timeStep,
        dayAhead((d) => d === 0),
      );
      expect(sundayWindows.length).toBeGreaterThan(0);
      for (const heading of sundayWindows) expect(['Morning (9 AM - 12 PM)', 'Afternoon (12 PM - 3 PM)']).toContain(heading);
      for (const minute of await startTimes(timeStep)) expect(minute).toBeLessThan(15 * 60);
      await open(page, '/contact-us');
      await scrollThrough(page);
      await expect(page.getByRole('contentinfo')).toContainText('Sun 9:00 AM–3:00 PM');
      await expect(page.getByRole('contentinfo')).not.toContainText('Sun 9:00 AM–5:00 PM');
    } finally {
      await saveOpeningHours(page.request, token, site.openingHours);
    }
  });

  test("the service, landing and brand pages show the catalog's prices: the quote for the cheapest vehicle type", async ({ page, db }) => {
    // A door-step service that costs less for one vehicle type than its own price.
    const id = uid();
    const mini = await buildCategory(db, { name: `Mini ${id}` });
    const wash = await buildService(db, {
      serviceName: `Truth Door Wash ${id}`,
      price: '999 rs',
      pricePaise: 99_900,
      durationMinutes: 50,
      atDoor: true,
    });
    await db.insert(servicePrices).values({ serviceId: wash.id, categoryId: mini.id, pricePaise: 74_900, durationMinutes: 50 });
    const washPrice = await quoteTotal(page.request, wash.serviceName, mini.name);
    expect(washPrice).toBe('₹749');

    for (const path of ['/what-we-do/overview', '/what-we-do/solutions', '/doorstep-waterless-wash']) {
      await open(page, path);
      const card = serviceCard(page, wash.serviceName);
      await expect(card, path).toContainText(`From ${washPrice}`);
      await expect(card, path).toContainText('50 min');
      await expect(card.getByRole('link', { name: `Book ${wash.serviceName}`, includeHidden: true }), path).toHaveAttribute(
        'href',
        `/book?${new URLSearchParams({ service: wash.serviceName }).toString()}`,
      );
    }

    // The Book Now choice 'full' is the signature detailing: its price on the brand and premium pages.
    const full = await ensurePublicService(db, 'full');
    const fullPrice = await quoteTotal(page.request, full.serviceName, await cheapestTypeOf(db, full.id, mini.name));
    const listed = (await publicSite(page.request)).services.find((s) => s.serviceName === full.serviceName);
    expect(listed?.from).toBe(fullPrice);
    await open(page, '/who-we-are/our-brand');
    await expect(page.locator('aside').filter({ hasText: 'Signature detailing' })).toContainText(`From ${fullPrice}`);
    await open(page, '/services/premium');
    await expect(serviceCard(page, full.serviceName)).toContainText(`From ${fullPrice}`);
    // A door-step service is not a premium detailing: each page lists only its own services.
    await expect(serviceCard(page, wash.serviceName)).toHaveCount(0);
  });

  test("no public page shows a dollar price or the stored 'rs' text", async ({ page }) => {
    test.setTimeout(400_000); // every public page, scrolled to its end
    const found: string[] = [];
    for (const { path } of publicPages) {
      await open(page, path);
      await scrollThrough(page);
      // The words a visitor reads (innerText: no script or JSON data blocks).
      const text = await page.locator('body').evaluate((body) => (body as HTMLElement).innerText);
      for (const match of text.matchAll(/.{0,30}(\$|\brs\b|\bRs\.?\s?\d).{0,30}/g)) found.push(`${path}: ${match[0]}`);
    }
    expect(found).toEqual([]);
  });
});
