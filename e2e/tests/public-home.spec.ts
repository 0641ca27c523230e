import type { Page } from '@playwright/test';
import { formatDuration } from '@autospa/contract';
import { buildService } from '@autospa/db/testing';
import { expect, test } from '../fixtures';
import { bookHref, ensurePlanServices, publicSite, serviceWithKey } from './home-helpers';
import { ensureHomePlans, HOME_PLANS } from './plans-helpers';
import { open, scrollThrough, settle } from './public-pages';

const T0 = new Date('2026-03-02T09:00:00+05:30');

// Installs the fake clock before the page loads, then stops it once the hero is up: from then on only
// runFor moves time, so every timer fires exactly when the test says.
async function openHomeWithClock(page: Page) {
  await page.clock.install({ time: T0 });
  await open(page, '/');
  await expect(page.getByRole('heading', { name: 'Professional Detailing' })).toBeAttached();
  await page.clock.pauseAt(new Date(T0.getTime() + 60_000));
}

const hero = (page: Page) => page.getByRole('region', { name: 'Auto Spa highlights' });
const activeSlide = (page: Page) => hero(page).locator('[aria-roledescription="slide"][data-active="true"]');

// Moves the pointer away and focus out of the hero, so it plays again, and lets React start its timer.
async function leaveHero(page: Page) {
  await page.mouse.move(5, 5);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await settle(page);
}

test.describe('home hero slider', () => {
  test('shows the three slides with their texts and links', async ({ page }) => {
    await open(page, '/');
    const slides = hero(page).locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(3);
    const expected = [
      {
        subtitle: 'PREMIUM SERVICE',
        title: 'Professional Detailing',
        links: [
          ['View Details', '/who-we-are/about-us'],
          ['Book Now', '/book'],
        ],
      },
      {
        subtitle: 'ECO FRIENDLY',
        title: 'Water Saving Wash',
        links: [
          ['Learn More', '/what-we-do/carwashing'],
          ['Book Service', '/book'],
        ],
      },
      {
        subtitle: 'MODERN EQUIPMENT',
        title: 'Contactless Car Wash',
        links: [
          ['Read More', '/what-we-do/carwashing'],
          ['Order Now', '/book'],
        ],
      },
    ];
    for (const [i, slide] of expected.entries()) {
      const el = slides.nth(i);
      await expect(el).toHaveAttribute('aria-label', `${i + 1} of 3`);
      await expect(el.getByText(slide.subtitle, { exact: true })).toBeAttached();
      await expect(el.getByRole('heading', { includeHidden: true })).toHaveText(slide.title);
      for (const [name, href] of slide.links) {
        await expect(el.getByRole('link', { name, includeHidden: true })).toHaveAttribute('href', href!);
      }
    }
    // The active slide fades in over 700 ms; the others are hidden from assistive technology and focus.
    await expect(slides.nth(0)).toHaveCSS('transition-duration', '0.7s');
    await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'true');
    await expect(slides.nth(1)).toHaveAttribute('inert', '');
  });

  test('advances every 6000 ms and wraps from the third slide to the first', async ({ page }) => {
    await openHomeWithClock(page);
    // Restart the wait at a known moment: go to slide 1 by its dot, then let go of the hero.
    await hero(page).getByRole('button', { name: 'Slide 1: Professional Detailing' }).click();
    await leaveHero(page);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');
    await page.clock.runFor(5999);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');
    await page.clock.runFor(1);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 3');
    await page.clock.runFor(6000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 of 3');
    await page.clock.runFor(6000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');
  });

  test('pauses while hovered or focused, and on the pause button', async ({ page }) => {
    await openHomeWithClock(page);
    await hero(page).getByRole('button', { name: 'Slide 1: Professional Detailing' }).click();
    // Focus is inside (the dot): no change however long we wait.
    await page.clock.runFor(20_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await hero(page).hover();
    await page.clock.runFor(20_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');
    await leaveHero(page);
    await page.clock.runFor(6000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 3');

    await hero(page).getByRole('button', { name: 'Pause slideshow' }).click();
    await leaveHero(page);
    await page.clock.runFor(30_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 3');
    await hero(page).getByRole('button', { name: 'Play slideshow' }).click();
    await leaveHero(page);
    await page.clock.runFor(6000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 of 3');
  });

  test('previous, next and the dots move between slides, wrapping both ways', async ({ page }) => {
    await open(page, '/');
    await hero(page).getByRole('button', { name: 'Slide 1: Professional Detailing' }).click();
    await hero(page).getByRole('button', { name: 'Previous slide' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 of 3');
    await expect(hero(page).getByRole('heading', { name: 'Contactless Car Wash' })).toBeVisible();
    await hero(page).getByRole('button', { name: 'Next slide' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');
    await hero(page).getByRole('button', { name: 'Slide 2: Water Saving Wash' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 3');
    await expect(hero(page).getByRole('button', { name: 'Slide 2: Water Saving Wash' })).toHaveAttribute('aria-current', 'true');
  });

  test('does not play by itself under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHomeWithClock(page);
    await page.clock.runFor(30_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');
    await expect(hero(page).getByRole('button', { name: /slideshow/ })).toHaveCount(0);
  });
});

test.describe('home sections', () => {
  // Each test scrolls the whole home page first (its lower part loads on the way).
  test.describe.configure({ timeout: 90_000 });

  test('keep SPEC.md order and link where SPEC.md says', async ({ page, db }) => {
    await ensurePlanServices(db);
    await ensureHomePlans(db);
    await open(page, '/');
    await scrollThrough(page);
    const headings = await page.locator('main h2').allTextContents();
    const order = [
      'Professional Detailing',
      'Care you can see, on every car',
      'Everything your car needs, under one roof',
      'Every wash, with its price',
      'A hand car wash that treats every car like its own',
      'Trusted by suppliers and fleets',
      // Issue 20: the plans section shows the Admin's active plans (docs/spec-deviations.md).
      'Plans that keep your car clean',
      '30% water saved per wash',
      'Our working process',
      'Latest from Auto Spa',
      'What our customers say',
      'A look inside our bays',
      'See the difference one wash makes',
      'Questions, answered',
      'Ready for a spotless car?',
    ];
    const positions = order.map((h) => headings.indexOf(h));
    expect(
      positions.every((p) => p >= 0),
      `found: ${headings.join(' | ')}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Express Exterior', exact: true })).toHaveAttribute('href', '/what-we-do/carwashing');
    await expect(main.getByRole('link', { name: 'Auto Detailing', exact: true })).toHaveAttribute('href', '/what-we-do/carcleaning');
    await expect(main.getByRole('link', { name: 'Full Service Wash', exact: true })).toHaveAttribute('href', '/what-we-do/carcleaning');
    await expect(main.getByRole('link', { name: 'Door-Step Waterless Wash', exact: true })).toHaveAttribute(
      'href',
      '/doorstep-waterless-wash',
    );
    await expect(main.getByRole('link', { name: 'Learn More about Auto Spa' })).toHaveAttribute('href', '/who-we-are/about-us');
    await expect(main.getByRole('link', { name: 'Read More about our car washing' })).toHaveAttribute('href', '/what-we-do/carwashing');
    await expect(main.getByRole('link', { name: 'Book a Wash', exact: true })).toHaveAttribute('href', '/book');
    await expect(main.locator('#process').getByRole('link', { name: 'Book a wash' })).toHaveAttribute('href', '/book');
    await expect(main.locator('#faq').getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/book');
    await expect(main.getByRole('link', { name: 'Contact our support team' })).toHaveAttribute('href', '/contact-us');
    await expect(main.getByRole('link', { name: 'View All News' })).toHaveAttribute('href', '/news');
  });

  test('the plans section shows the active plans (issue 20): kind, price, what is included and Buy plan', async ({ page, db }) => {
    await ensureHomePlans(db);
    await open(page, '/');
    await scrollThrough(page);
    const site = await publicSite(page);
    for (const seed of HOME_PLANS) {
      const plan = site.plans.find((p) => p.name === seed.name)!;
      const card = page.locator(`#pricing li[data-plan="${seed.name}"]`);
      await expect(card.getByRole('heading')).toHaveText(seed.name);
      await expect(card.getByTestId('plan-amount')).toHaveText(plan.price);
      await expect(card).toContainText(plan.serviceNames[0]!);
      await expect(card.getByRole('link', { name: `Buy plan (${seed.name})` })).toHaveAttribute(
        'href',
        `/Sign-In/Login?next=${encodeURIComponent(`/my-plans?planId=${plan._id}`)}`,
      );
    }
    const pack = page.locator('#pricing li[data-plan="Home Wash Pack"]');
    await expect(pack).toContainText('Wash pack');
    await expect(pack).toContainText('₹3,999 for the pack');
    await expect(pack).toContainText('10 washes, valid 90 days');
    await expect(page.locator('#pricing li[data-plan="Home Monthly Four"]')).toContainText('4 washes a month');
    await expect(page.locator('#pricing li[data-plan="Home Daily Shine"]')).toContainText('Cleaning on Mon, Tue, Wed, Thu, Fri, Sat');
    await expect(page.getByRole('main')).not.toContainText('$');
    await expect(page.getByRole('main')).not.toContainText(/\d\s?rs\b/);
  });

  test('the wash menu shows each catalog service with its minutes and price, and wraps both ways', async ({ page, db }) => {
    const id = Date.now();
    const menu = [
      await buildService(db, {
        serviceName: `Menu Foam ${id}`,
        price: '1234 rs',
        pricePaise: 123_400,
        time: '35 min',
        durationMinutes: 35,
      }),
      await buildService(db, {
        serviceName: `Menu Door ${id}`,
        price: '2345 rs',
        pricePaise: 234_500,
        time: '1 hr 10 min',
        durationMinutes: 70,
        atDoor: true,
      }),
    ];
    await open(page, '/');
    await scrollThrough(page);
    const section = page.locator('#wash-menu');
    const panel = section.getByRole('tabpanel');
    const tabs = section.getByRole('tab');
    for (const [service, from, minutes] of [
      [menu[0]!, '₹1,234', '35 min'],
      [menu[1]!, '₹2,345', '1 hr 10 min'],
    ] as const) {
      await section.getByRole('tab', { name: service.serviceName }).click();
      await expect(panel.getByRole('heading')).toHaveText(service.serviceName);
      await expect(panel.getByTestId('service-from')).toHaveText(from);
      await expect(panel).toContainText(minutes);
      await expect(panel.getByRole('link', { name: new RegExp(`^Book this wash\\W+${service.serviceName}$`) })).toHaveAttribute(
        'href',
        bookHref(service.serviceName),
      );
    }
    await expect(panel).toContainText('At your door');

    // Previous from the first tab goes to the last, next from the last back to the first.
    const last = (await tabs.count()) - 1;
    await tabs.first().click();
    await section.getByRole('button', { name: 'Previous service' }).click();
    await expect(tabs.nth(last)).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('heading')).toHaveText((await tabs.nth(last).textContent())!);
    await section.getByRole('button', { name: 'Next service' }).click();
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('heading')).toHaveText((await tabs.first().textContent())!);
    // Arrow keys move between the tabs, wrapping too.
    await tabs.nth(last).click();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.first()).toBeFocused();
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  });

  test('the FAQ opens one answer at a time and closes the open one on a second click', async ({ page }) => {
    await open(page, '/');
    await scrollThrough(page);
    const faq = page.locator('#faq');
    const first = faq.getByRole('button', { name: 'How long does a basic wash take?' });
    const second = faq.getByRole('button', { name: 'How long does premium detailing take?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    // 30 minutes: the catalog's basic service (any e2e one takes 30), or SPEC.md's sentence without one.
    await expect(faq.getByText(/^A basic wash takes about 30 min/)).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.locator('[data-state="open"]')).toHaveCount(0);
  });

  test("the FAQ states every SPEC.md answer, the catalog's minutes and the opening hours, and the footer the contact hours", async ({
    page,
    db,
  }) => {
    await ensurePlanServices(db);
    await open(page, '/');
    await scrollThrough(page);
    const site = await publicSite(page);
    const faq = page.locator('#faq');
    const basic = serviceWithKey(site, 'basic');
    // The hours as the settings hold them: each open day's times, in the FAQ's words.
    const clock = (hhmm: string) => {
      const [h, m] = hhmm.split(':').map(Number) as [number, number];
      return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
    };
    const times = Object.values(site.openingHours).flatMap((day) => (day ? [`${clock(day.open)}–${clock(day.close)}`] : []));
    const answers: [string, RegExp | string][] = [
      ['How long does a basic wash take?', `A basic wash takes about ${formatDuration(basic.durationMinutes)}.`],
      ['How long does premium detailing take?', /2-4 hours/],
      ['Do you offer memberships?', /Monthly and annual memberships/],
      ['Can I reschedule my booking?', /up to 24 hours before/],
      ['What if I am running late?', /15-minute grace period/],
      ['How can I pay?', /cash, UPI, cards and online/],
      ['Do I need to pay in advance?', /No advance payment is needed, except for some premium packages/],
      ['Do you accept walk-ins?', /Walk-ins are welcome\. Booking in advance is recommended for weekends/],
      ['What are your opening hours?', /^Our hours are Mon/],
    ];
    for (const [question, answer] of answers) {
      await faq.getByRole('button', { name: question }).click();
      await expect(faq.getByRole('region').filter({ hasText: answer })).toBeVisible();
    }
    for (const time of times) await expect(faq.getByRole('region')).toContainText(time);
    // The panel's "starts at" is the cheapest bookable price.
    await expect(faq.getByRole('heading', { name: `Premium care starts at ${site.services[0]!.from}` })).toBeVisible();
    for (const time of times) await expect(page.getByRole('contentinfo')).toContainText(time);
  });

  test('the before/after handle starts in the middle and follows keys, mouse and touch, clamped to 0..1', async ({ page, browser }) => {
    await open(page, '/');
    await scrollThrough(page);
    const handle = page.getByRole('slider', { name: 'Before and after comparison' });
    await handle.scrollIntoViewIfNeeded();
    await expect(handle).toHaveAttribute('aria-valuenow', '0.5');
    await expect(handle).toHaveAttribute('aria-valuemin', '0');
    await expect(handle).toHaveAttribute('aria-valuemax', '1');
    await expect(handle).toHaveCSS('width', '50px');
    await handle.focus();
    await page.keyboard.press('ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', '0.55');
    await page.keyboard.press('End');
    await expect(handle).toHaveAttribute('aria-valuenow', '1');
    await page.keyboard.press('ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', '1');
    await page.keyboard.press('Home');
    await expect(handle).toHaveAttribute('aria-valuenow', '0');
    await page.keyboard.press('ArrowLeft');
    await expect(handle).toHaveAttribute('aria-valuenow', '0');

    // Mouse: press at a quarter, drag to three quarters, then far past the right edge.
    const area = page.locator('#before-after .cursor-ew-resize');
    const box = (await area.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.25, y);
    await page.mouse.down();
    await expect(handle).toHaveAttribute('aria-valuenow', /^0\.2[45]/);
    await page.mouse.move(box.x + box.width * 0.75, y, { steps: 5 });
    await expect(handle).toHaveAttribute('aria-valuenow', /^0\.7[45]/);
    await page.mouse.move(box.x + box.width + 200, y, { steps: 5 });
    await expect(handle).toHaveAttribute('aria-valuenow', '1');
    await page.mouse.up();
    await expect(handle).toHaveAttribute('aria-valuetext', '100% before, 0% after');

    // Touch: a tap at 30% moves the handle there (on a tablet: a phone's home page leaves this section out).
    const phone = await browser.newContext({ hasTouch: true, viewport: { width: 768, height: 1024 } });
    const touchPage = await phone.newPage();
    await open(touchPage, '/');
    await scrollThrough(touchPage);
    const touchArea = touchPage.locator('#before-after .cursor-ew-resize');
    await touchArea.scrollIntoViewIfNeeded();
    const touchBox = (await touchArea.boundingBox())!;
    await touchPage.touchscreen.tap(touchBox.x + touchBox.width * 0.3, touchBox.y + touchBox.height / 2);
    await expect(touchPage.getByRole('slider', { name: 'Before and after comparison' })).toHaveAttribute('aria-valuenow', /^0\.(29|3)/);
    await phone.close();
  });

  test('the testimonial and partner strips loop every 25 s, and stand still under reduced motion', async ({ page }) => {
    await open(page, '/');
    await scrollThrough(page);
    for (const name of ['Customer testimonials', 'Our partners']) {
      const track = page.getByRole('region', { name }).locator('.marquee-track');
      await expect(track).toHaveCSS('animation-name', 'marquee-slide');
      await expect(track).toHaveCSS('animation-duration', '25s');
      await expect(track).toHaveCSS('animation-iteration-count', 'infinite');
    }
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const name of ['Customer testimonials', 'Our partners']) {
      await expect(page.getByRole('region', { name }).locator('.marquee-track')).toHaveCSS('animation-name', 'none');
    }
  });

  test('cards fade in once when scrolled into view, and are simply there under reduced motion', async ({ page }) => {
    await open(page, '/');
    // The server's HTML shows every card. The visitor's first scroll loads the lower part's code; a card still
    // below the screen then waits to be scrolled to.
    const card = page.locator('#why-choose-us li').last();
    await expect(card).toHaveAttribute('data-revealed', 'true');
    const lowerPart = page.locator('[data-deferred]').filter({ has: page.locator('#why-choose-us') });
    await page.mouse.move(200, 200);
    await page.mouse.wheel(0, 100);
    await expect(lowerPart).toHaveAttribute('data-deferred', 'ready');
    await expect(card).toHaveAttribute('data-revealed', 'false');
    await expect(card).toHaveCSS('opacity', '0');
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute('data-revealed', 'true');
    await expect(card).toHaveCSS('opacity', '1');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(card).toHaveAttribute('data-revealed', 'true');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(page.locator('#why-choose-us li').last()).toHaveCSS('opacity', '1');
  });
});
