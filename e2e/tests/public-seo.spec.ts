import type { PublicSiteView } from '@autospa/contract';
import { expect, test } from '../fixtures';
import { open, publicPages } from './public-pages';

test('every public page has its own title and description', async ({ page }) => {
  test.setTimeout(120_000);
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const { path } of publicPages) {
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(/ · Auto Spa$/);
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length, `${path} description`).toBeGreaterThan(50);
    expect(titles.has(title), `${path} repeats the title "${title}"`).toBe(false);
    expect(descriptions.has(description!), `${path} repeats its description`).toBe(false);
    titles.add(title);
    descriptions.add(description!);
  }
});

test('index.html carries Open Graph tags; the page carries JSON-LD AutoWash from the business settings and catalog', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  for (const property of ['og:title', 'og:description', 'og:type', 'og:url', 'og:image']) {
    expect(html, property).toMatch(new RegExp(`<meta\\s+property="${property}"\\s+content="[^"]+"`));
  }
  await open(page, '/contact-us');
  const blocks = page.locator('script[type="application/ld+json"]');
  await expect(blocks).toHaveCount(1);
  const data = JSON.parse((await blocks.textContent())!) as Record<string, unknown> & { openingHoursSpecification: unknown[] };
  const site = (await (await request.get('/tor/get-public-site')).json()) as PublicSiteView;
  const b = site.business;
  expect(data['@type']).toBe('AutoWash');
  expect(data.name).toBe(b.name);
  expect(data.telephone).toEqual(b.phones);
  expect(data.email).toEqual(b.emails);
  expect(data.address).toEqual({
    '@type': 'PostalAddress',
    streetAddress: b.street,
    addressLocality: b.city,
    addressRegion: b.region,
    postalCode: b.postalCode,
    addressCountry: 'IN',
  });
  const cheapest = site.services[0];
  const dearest = site.services.at(-1);
  if (cheapest && dearest)
    expect(data.priceRange).toBe(cheapest.from === dearest.from ? cheapest.from : `${cheapest.from}–${dearest.from}`);
  // One entry per run of days with the same hours, closed days left out (the defaults: Mon–Sat 8–19, Sun 9–17).
  const spec = (days: string[], opens: string, closes: string) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens,
    closes,
  });
  const expected: ReturnType<typeof spec>[] = [];
  const names = {
    mon: 'Monday',
    tue: 'Tuesday',
    wed: 'Wednesday',
    thu: 'Thursday',
    fri: 'Friday',
    sat: 'Saturday',
    sun: 'Sunday',
  } as const;
  let previous: { open: string; close: string } | null = null;
  for (const day of ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const) {
    const hours = site.openingHours[day];
    const last = expected.at(-1);
    if (hours && last && previous && previous.open === hours.open && previous.close === hours.close) last.dayOfWeek.push(names[day]);
    else if (hours) expected.push(spec([names[day]], hours.open, hours.close));
    previous = hours;
  }
  expect(data.openingHoursSpecification).toEqual(expected);
  expect(data.openingHoursSpecification.length).toBeGreaterThan(0);
  expect((await request.get('/og-image.png')).headers()['content-type']).toBe('image/png');
});

test('sitemap.xml lists every public page, robots.txt points to it, and the icons and manifest are served', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entries = [...sitemap.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod>/g)];
  // The server's own address (PUBLIC_URL), the same in every entry.
  const origin = new URL(entries[0]![1]!).origin;
  const listed = entries.map((m) => m[1]!.replace(origin, ''));
  for (const { path } of publicPages) expect(listed, path).toContain(path === '/book-now' ? '/book' : path);
  for (const [, , lastmod] of entries) expect(Number.isNaN(Date.parse(lastmod!)), lastmod).toBe(false);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { name: string; icons: { src: string }[] };
  expect(manifest.name).toContain('Auto Spa');
  for (const icon of [...manifest.icons.map((i) => i.src), '/favicon.svg', '/apple-touch-icon.png']) {
    expect((await request.get(icon)).status(), icon).toBe(200);
  }
});

test('every picture has a fixed size, and the ones below the first screen load lazily', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/contact-us', '/doorstep-waterless-wash', '/who-we-are/about-us']) {
    await open(page, path);
    await page.waitForLoadState('networkidle');
    const images = await page.locator('img').evaluateAll((imgs) =>
      imgs.map((img) => {
        const el = img as HTMLImageElement;
        const top = el.getBoundingClientRect().top + window.scrollY;
        return {
          src: el.getAttribute('src'),
          width: el.getAttribute('width'),
          height: el.getAttribute('height'),
          alt: el.getAttribute('alt'),
          loading: el.loading,
          top,
        };
      }),
    );
    for (const img of images) {
      expect(img.width && img.height, `${path} ${img.src} has width and height`).toBeTruthy();
      expect(img.alt, `${path} ${img.src} has an alt attribute`).not.toBeNull();
      if (img.top > 1200) expect(img.loading, `${path} ${img.src} is below the fold`).toBe('lazy');
    }
  }
});
