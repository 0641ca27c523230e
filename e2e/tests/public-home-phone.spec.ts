import { buildService } from '@autospa/db/testing';
import { expect, test } from '../fixtures';
import { ensurePlanServices } from './home-helpers';
import { ensureHomePlans } from './plans-helpers';
import { open, scrollThrough } from './public-pages';

// Issue 18: the home page on a 390 × 844 phone is at most about six screens tall before the footer.
const MAX_FOOTER_TOP = 5_100;

test.describe('home page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.describe.configure({ timeout: 90_000 });

  test('is at most about six screens tall, never scrolls sideways and passes axe', async ({ page, db, axe }) => {
    await ensurePlanServices(db);
    await ensureHomePlans(db);
    // A few more services, so the wash menu and plans are as full as a real catalog.
    for (const [name, paise] of [
      ['Phone Check Wash', 89_900],
      ['Phone Check Interior Detailing With A Long Name', 189_900],
    ] as const)
      await buildService(db, { serviceName: `${name} ${Date.now()}`, pricePaise: paise, price: `${paise / 100} rs` });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/');
    await scrollThrough(page);
    // The whole page is there: plans, wash menu, FAQ and the footer.
    await expect(page.locator('#pricing li[data-plan="Home Wash Pack"]')).toBeVisible();
    await expect(page.locator('#wash-menu').getByRole('tabpanel')).toBeVisible();
    await expect(page.locator('#faq').getByRole('button', { name: 'What are your opening hours?' })).toBeVisible();
    const footerTop = await page.evaluate(() => document.querySelector('footer')!.getBoundingClientRect().top + window.scrollY);
    expect(footerTop).toBeLessThanOrEqual(MAX_FOOTER_TOP);
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    // Each screen on the way down offers the booking: the hero, the wash menu, the plans, the process, the close.
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Book Now' }).filter({ visible: true }).first()).toBeVisible();
    await expect(page.locator('#wash-menu').getByRole('link', { name: /^Book this wash/ })).toBeVisible();
    await expect(page.locator('#process').getByRole('link', { name: 'Book a wash' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Book a Wash', exact: true })).toBeVisible();
    await axe(page);
  });

  test("a plan's Buy plan goes through sign-in to My Plans with the plan chosen (issue 20)", async ({ page, db, accounts }) => {
    await ensureHomePlans(db);
    const user = await accounts.user();
    await open(page, '/');
    await scrollThrough(page);
    const buy = page.getByRole('link', { name: 'Buy plan (Home Monthly Four)' });
    await buy.scrollIntoViewIfNeeded();
    await buy.click();
    await expect(page).toHaveURL(/\/Sign-In\/Login\?next=/);
    await page.getByLabel('Username, email or phone').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/my-plans\?planId=/);
    await expect(page.getByRole('form', { name: 'Buy a plan' }).getByLabel('Plan')).toHaveValue(/.+/);
    await expect(page.getByRole('form', { name: 'Buy a plan' })).toContainText('4 washes a month');
  });
});

test('the whole home page passes axe at 1280 px with a catalog', async ({ page, db, axe }) => {
  test.setTimeout(90_000);
  await ensurePlanServices(db);
  await ensureHomePlans(db);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/');
  await scrollThrough(page);
  await expect(page.locator('#pricing li[data-plan="Home Wash Pack"]')).toBeVisible();
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
  await axe(page);
});
