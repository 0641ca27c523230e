import { formatDuration, type PublicSiteView } from '@autospa/contract';
import { servicePrices } from '@autospa/db';
import { buildCategory, buildService } from '@autospa/db/testing';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { appIsLive, open, scrollThrough, settle } from './public-pages';
import { uid } from './signed-in-helpers';

const T0 = new Date('2026-03-02T09:00:00+05:30');
const PATH = '/doorstep-waterless-wash';

const hero = (page: Page) => page.getByRole('region', { name: 'Door-step waterless wash' });
const textIndex = (page: Page) => hero(page).locator('[data-text-index]');
const activeImage = (page: Page) => hero(page).locator('img[data-active="true"]');
const packages = (page: Page) => page.getByRole('region', { name: 'Door-step packages' });
const activePackage = (page: Page) => packages(page).locator('[aria-roledescription="slide"][data-active="true"]');

// The fake clock is installed before the page loads and stopped once the page is up; the pointer rests
// outside the slideshows (hovering pauses them). Every timer starts at the stop, so each fires on the dot.
async function openWithClock(page: Page) {
  await page.clock.install({ time: T0 });
  await open(page, PATH);
  await expect(textIndex(page)).toBeAttached();
  await page.mouse.move(5, 5);
  await page.clock.pauseAt(new Date(T0.getTime() + 60_000));
  await page.reload();
  await appIsLive(page);
  await expect(textIndex(page)).toHaveAttribute('data-text-index', '0');
  await settle(page);
}

test.describe('landing variant (door-step waterless wash)', () => {
  test('is linked from the home page', async ({ page }) => {
    await open(page, '/');
    await scrollThrough(page);
    await page.getByRole('main').getByRole('link', { name: 'Door-Step Waterless Wash', exact: true }).click();
    await expect(page).toHaveURL(PATH);
  });

  test('the text block cycles 0, 1, 2, 0 every 5000 ms with a 0.8 s transition', async ({ page }) => {
    await openWithClock(page);
    const slides = hero(page).locator('[data-text-index] > div');
    await expect(slides).toHaveCount(3);
    await expect(slides.first()).toHaveCSS('transition-duration', '0.8s');
    const expected = [
      ['WELCOME TO AUTO SPA HAND CAR WASH', 'YOUR CAR IS ALWAYS', 'IN GREAT HANDS WITH US'],
      ['PREMIUM CAR CARE SERVICES', 'WE MAKE YOUR CAR', 'LOOK BRAND NEW'],
      ['ECO-FRIENDLY CAR WASH', 'SAVE WATER,', 'SAVE YOUR CAR'],
    ];
    for (const [i, texts] of expected.entries()) {
      for (const text of texts) await expect(slides.nth(i)).toContainText(text);
    }
    await page.clock.runFor(4999);
    await expect(textIndex(page)).toHaveAttribute('data-text-index', '0');
    await page.clock.runFor(1);
    await expect(textIndex(page)).toHaveAttribute('data-text-index', '1');
    await page.clock.runFor(5000);
    await expect(textIndex(page)).toHaveAttribute('data-text-index', '2');
    await page.clock.runFor(5000);
    await expect(textIndex(page)).toHaveAttribute('data-text-index', '0');
    await expect(hero(page).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/book');
  });

  test('the background slideshow fades (1000 ms, linear) every 5000 ms and has arrows', async ({ page }) => {
    await openWithClock(page);
    const images = hero(page).locator('img');
    await expect(images).toHaveCount(3);
    await expect(images.first()).toHaveCSS('transition-duration', '1s');
    await expect(images.first()).toHaveCSS('transition-timing-function', 'linear');
    await expect(activeImage(page)).toHaveAttribute('src', /landing-hero-1/);
    await page.clock.runFor(5000);
    await expect(activeImage(page)).toHaveAttribute('src', /landing-hero-2/);
    await page.clock.runFor(5000);
    await expect(activeImage(page)).toHaveAttribute('src', /landing-hero-3/);
    await page.clock.runFor(5000);
    await expect(activeImage(page)).toHaveAttribute('src', /landing-hero-1/);
    await hero(page).getByRole('button', { name: 'Previous picture' }).click();
    await expect(activeImage(page)).toHaveAttribute('src', /landing-hero-3/);
    await hero(page).getByRole('button', { name: 'Next picture' }).click();
    await expect(activeImage(page)).toHaveAttribute('src', /landing-hero-1/);
  });

  test("the packages are the catalog's door-step services with their prices, and loop every 4000 ms", async ({ page, db }) => {
    // A door-step service of its own, cheaper for one vehicle type: its lowest price is that type's quote.
    const id = uid();
    const van = await buildCategory(db, { name: `Hatch ${id}` });
    const mine = await buildService(db, {
      serviceName: `Door Wash ${id}`,
      price: '899 rs',
      pricePaise: 89_900,
      durationMinutes: 45,
      atDoor: true,
    });
    await db.insert(servicePrices).values({ serviceId: mine.id, categoryId: van.id, pricePaise: 69_900, durationMinutes: 45 });
    const quote = (await (
      await page.request.get(`/tor/get-quote?${new URLSearchParams({ serviceName: mine.serviceName, categoryName: van.name }).toString()}`)
    ).json()) as { total: string };
    expect(quote.total).toBe('₹699');

    await openWithClock(page);
    const site = (await (await page.request.get('/tor/get-public-site')).json()) as PublicSiteView;
    const atDoor = site.services.filter((s) => s.atDoor);
    const slides = packages(page).locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(atDoor.length);
    await expect(slides.filter({ hasText: mine.serviceName })).toContainText(`From ${quote.total}`);
    await expect(slides.filter({ hasText: mine.serviceName })).toContainText('45 min');
    // The first two in the catalog's order (cheapest first), one every 4000 ms.
    for (const [i, service] of atDoor.slice(0, 2).entries()) {
      const card = activePackage(page);
      await expect(card.getByTestId('package-counter')).toHaveText(`${i + 1}/${atDoor.length}`);
      await expect(card.getByRole('heading')).toHaveText(service.serviceName);
      await expect(card).toContainText(`From ${service.from}`);
      await expect(card).toContainText(formatDuration(service.durationMinutes));
      await expect(card.getByRole('link', { name: `Book ${service.serviceName}` })).toHaveAttribute(
        'href',
        `/book?${new URLSearchParams({ service: service.serviceName }).toString()}`,
      );
      await page.clock.runFor(4000);
    }
    const section = page.getByRole('region', { name: 'Premium Waterless Cleaning at your Door-Step!' });
    await expect(section.getByText('Our Services', { exact: true })).toBeVisible();
    await expect(section.getByRole('link', { name: 'READ MORE' })).toHaveAttribute('href', '/what-we-do/solutions');
  });

  test('why choose us lists the five selling points', async ({ page }) => {
    await open(page, PATH);
    const section = page.getByRole('region', { name: "We're here to power you with premium car care" });
    for (const point of [
      'Comprehensive Cleaning Options',
      'Safe & Secure Handling',
      'Eco-Friendly Technology',
      'Satisfaction Guaranteed',
      'Exceptional Quality Standards',
    ]) {
      await expect(section.getByText(point)).toBeAttached();
    }
    await expect(section.getByRole('img')).toHaveAttribute('alt', /detailer/);
  });

  for (const [width, heroHeight] of [
    [390, 600],
    [1280, 700],
  ] as const) {
    test(`heights at ${width} px: hero ${heroHeight} px, services section 700 px from md`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, PATH);
      expect((await hero(page).boundingBox())!.height).toBe(heroHeight);
      if (width >= 768)
        expect((await page.getByRole('region', { name: 'Premium Waterless Cleaning at your Door-Step!' }).boundingBox())!.height).toBe(700);
    });
  }
});
