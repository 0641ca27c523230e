import { expect, type Page } from '@playwright/test';

// Every public page of SPEC.md §2 (and the pages behind its link targets), with texts SPEC.md fixes for it.
export const publicPages: { path: string; texts: (string | RegExp)[] }[] = [
  {
    path: '/',
    // What a phone shows too (issue 18: the secondary sections are for wider screens). Prices come from the
    // catalog, which this test does not fill: public-home*.spec.ts checks them.
    texts: [
      'PREMIUM SERVICE',
      'Professional Detailing',
      '25+ years of experience',
      /founded in 2025/i,
      'Water saved on every wash',
      'Every wash, with its price',
      'Wash & Detailing',
      'What our customers say',
      'Contact our support team',
      'What are your opening hours?',
      'Ready for a spotless car?',
    ],
  },
  { path: '/who-we-are/about-us', texts: ['Who we are', 'Our mission', 'Our vision', '70%', '50,000+', '12', 'What our customers say'] },
  { path: '/who-we-are/research-innovation', texts: ['80%', '10+', '25+', '15+', 'Research & Innovation'] },
  {
    path: '/who-we-are/our-brand',
    texts: ['Signature detailing', 'Plot 42, Sector 18, Gurugram, Haryana 122015', 'hello@autospa.example', '+91 98100 12345'],
  },
  { path: '/who-we-are/discover', texts: ['Discover Auto Spa', 'Door-step waterless wash'] },
  { path: '/what-we-do/overview', texts: ['What we do', 'Washing', 'Solutions for homes and businesses'] },
  { path: '/what-we-do/carwashing', texts: ['Express Exterior', 'Contactless car wash', '30%'] },
  { path: '/what-we-do/carcleaning', texts: ['Full Service Wash', 'Auto Detailing'] },
  { path: '/what-we-do/solutions', texts: ['Memberships', 'Fleets and offices', 'Housing societies'] },
  { path: '/services/exterior', texts: ['Exterior wash', 'Add wax and polish'] },
  { path: '/services/interior', texts: ['Interior cleaning', 'Odour neutraliser'] },
  { path: '/services/premium', texts: ['Premium detailing', 'Inside and under the bonnet'] },
  {
    path: '/doorstep-waterless-wash',
    texts: [
      'WELCOME TO AUTO SPA HAND CAR WASH',
      'Our Services',
      'Premium Waterless Cleaning at your Door-Step!',
      "We're here to power you with premium car care",
    ],
  },
  { path: '/careers/join-us', texts: ['Car Wash Technician', 'Detailing Specialist', 'Door-Step Service Executive', 'Apply Now'] },
  {
    path: '/contact-us',
    texts: [
      'Get In Touch With Us',
      "Have questions about our car wash services? Fill the form below and we'll get back to you shortly.",
      'Find Us Here',
      'Mon–Sat 8:00 AM–7:00 PM',
      '+91 98100 67890',
      'bookings@autospa.example',
    ],
  },
  { path: '/news', texts: ['News and car care tips', 'How our water recycling saves 30% on every wash'] },
  {
    path: '/privacy-policy',
    texts: [
      'Privacy Policy',
      'Data we collect',
      'How we use your data',
      'How we keep it secure',
      'Cookies and local storage',
      'Your consent and your rights',
      'Contact us',
    ],
  },
  {
    path: '/term-condition',
    texts: [
      'Terms & Conditions',
      'Our services',
      'Your duties',
      'Payments and refunds',
      /refunded only when we cancel a booking, or when we fail/,
      'Limit of our liability',
      'Changes to these terms',
    ],
  },
];

export const widths = [390, 1280] as const;

/** Opens a page and waits for its code and its h1 (generous: a busy machine can take a while to load a route). */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached({ timeout: 30_000 });
  await appIsLive(page);
  return response;
}

/** A public page arrives rendered by the server; the app then hydrates it. */
export async function appIsLive(page: Page) {
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1, { timeout: 30_000 });
}

/** Scrolls to the bottom until the page stops growing, so every lazily loaded part and card is there. */
export async function scrollThrough(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached({ timeout: 30_000 });
  for (let round = 0; round < 120; round++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.7);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (!atBottom) continue;
    await page.waitForLoadState('networkidle');
    // A lazily loaded part is in the server's HTML from the start; it counts as loaded once it is live.
    const busy = await page.locator('[aria-busy="true"], [data-deferred="waiting"]').count();
    const stillAtBottom = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    if (busy === 0 && stillAtBottom) return;
  }
  throw new Error('The page kept loading parts while scrolling to the bottom');
}

/**
 * The internal links of the page (path and query, without the hash), outside the placeholders of other sites.
 * The catalog's Book links differ only by the service named (/book?service=…): one of them stands for all.
 */
export async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) =>
    links
      .map((a) => new URL((a as HTMLAnchorElement).href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => url.pathname + url.search),
  );
  const byTarget = new Map<string, string>();
  for (const href of hrefs) {
    const target = href.startsWith('/book?service=') ? '/book?service=' : href;
    if (!byTarget.has(target)) byTarget.set(target, href);
  }
  return [...byTarget.values()];
}

/** Waits one real task (the fake clock does not touch MessageChannel), so React has run its effects. */
export async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(null);
        channel.port2.postMessage(null);
      }),
  );
}
