import { expect, test } from '../fixtures';
import { open, scrollThrough } from './public-pages';

const cities = [
  ['Gurgaon', 'gurgaon', 'Haryana'],
  ['Delhi', 'delhi', 'Delhi'],
  ['Bengaluru', 'bengaluru', 'Karnataka'],
  ['Chennai', 'chennai', 'Tamil Nadu'],
  ['Greater Mumbai', 'greater-mumbai', 'Maharashtra'],
  ['Chandigarh', 'chandigarh', 'Chandigarh'],
] as const;

test.describe('header on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('has Home, the three menus, Contact Us and Sign In', async ({ page }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/Sign-In/Login');
    const menus = {
      'What we do': [
        ['Overview', '/what-we-do/overview'],
        ['Car Washing', '/what-we-do/carwashing'],
        ['Car Cleaning', '/what-we-do/carcleaning'],
        ['Solutions', '/what-we-do/solutions'],
      ],
      'Who we are': [
        ['About Us', '/who-we-are/about-us'],
        ['Research & Innovation', '/who-we-are/research-innovation'],
        ['Our Brand', '/who-we-are/our-brand'],
        ['Discover', '/who-we-are/discover'],
      ],
      Careers: cities.map(([name, slug]) => [name, `/careers/join-us?city=${slug}`]),
    };
    for (const [menu, items] of Object.entries(menus)) {
      const button = nav.getByRole('button', { name: menu });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      for (const [name, href] of items) await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('menus open one at a time and close with Escape (focus back on the button) or a click outside', async ({ page }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const whatWeDo = nav.getByRole('button', { name: 'What we do' });
    const whoWeAre = nav.getByRole('button', { name: 'Who we are' });
    await whatWeDo.focus();
    await page.keyboard.press('Enter');
    await expect(whatWeDo).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Overview' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(whatWeDo).toHaveAttribute('aria-expanded', 'false');
    await expect(whatWeDo).toBeFocused();
    await whatWeDo.click();
    await whoWeAre.click();
    await expect(whoWeAre).toHaveAttribute('aria-expanded', 'true');
    await expect(whatWeDo).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('main').click({ position: { x: 10, y: 400 } });
    await expect(whoWeAre).toHaveAttribute('aria-expanded', 'false');
  });

  test('a menu entry leads to its page and closes the menu', async ({ page }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Who we are' }).click();
    await nav.getByRole('link', { name: 'Research & Innovation' }).click();
    await expect(page).toHaveURL('/who-we-are/research-innovation');
    await expect(nav.getByRole('button', { name: 'Who we are' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Better washing, with less water');
  });

  for (const [name, slug, state] of cities) {
    test(`the Careers entry ${name} opens its city's openings with ${state} chosen`, async ({ page }) => {
      await open(page, '/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Careers' }).click();
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(`/careers/join-us?city=${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Careers in ${name}`);
      await expect(page.getByLabel('State')).toHaveValue(state);
      await expect(page.getByRole('button', { name: /^Apply Now/ }).first()).toBeVisible();
    });
  }

  test('a signed-in visitor sees a link to its dashboard instead of Sign In', async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.user());
    await open(page, '/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/user-dashboard');
    await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  });
});

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens every page of the header, Escape closes it and returns focus', async ({ page }) => {
    await open(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Contact Us', 'Overview', 'About Us', 'Gurgaon', 'Chandigarh', 'Sign In']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await toggle.click();
    await menu.getByRole('link', { name: 'Car Cleaning' }).click();
    await expect(page).toHaveURL('/what-we-do/carcleaning');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('footer', () => {
  test('has the newsletter box, social links, contact details and legal links', async ({ page }) => {
    await open(page, '/news');
    await scrollThrough(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByLabel('Your e-mail')).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    for (const network of ['Facebook', 'Instagram', 'YouTube', 'LinkedIn']) {
      await expect(footer.getByRole('link', { name: new RegExp(network) })).toHaveAttribute('href', /^https:\/\//);
    }
    for (const text of [
      'Plot 42, Sector 18, Gurugram, Haryana 122015',
      '+91 98100 12345',
      '+91 98100 67890',
      'hello@autospa.example',
      'bookings@autospa.example',
    ]) {
      await expect(footer.getByText(text)).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: '+91 98100 12345' })).toHaveAttribute('href', 'tel:+919810012345');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/term-condition');
  });
});
