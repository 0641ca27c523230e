import type { PublicSiteView } from '@autospa/contract';
import type { APIRequestContext } from '@playwright/test';
import { buildCategory, buildService } from '@autospa/db/testing';
import { expect, test } from '../fixtures';
import { publicPages } from './public-pages';
import { uid } from './signed-in-helpers';

// Issue 18: every public page reads whole without JavaScript. Fetched as plain HTTP (no browser): its texts, the
// footer, and only prices the catalog quotes, from the data the page was rendered with (embedded in it).

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&nbsp;': ' ' };
/** The words a reader sees: no scripts or styles, no tags, entities read. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|nbsp);/g, (e) => entities[e]!)
    .replace(/\s+/g, ' ');

async function served(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const data = /<script type="application\/json" id="public-site-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(data, `${path} carries the data it was rendered with`).toBeTruthy();
  return { html, site: JSON.parse(data!) as PublicSiteView };
}

/** '08:00' → '8:00 AM', as the site writes times. */
const clock = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

for (const { path, texts } of publicPages) {
  test(`${path}: its texts, the footer and only the catalog's and the plans' prices are in the served HTML`, async ({ request }) => {
    const { html, site } = await served(request, path);
    const text = textOf(html);
    expect(html).toContain('<h1');
    for (const expected of texts) {
      if (typeof expected === 'string') expect(text, `"${expected}" on ${path}`).toContain(expected);
      else expect(text, `${String(expected)} on ${path}`).toMatch(expected);
    }
    const footer = textOf(/<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '');
    for (const part of ['Subscribe', 'Privacy Policy', site.business.addressLine, ...site.business.phones, site.business.emails[0]!])
      expect(footer, `the footer of ${path}`).toContain(part);
    for (const day of Object.values(site.openingHours)) if (day) expect(footer).toContain(`${clock(day.open)}–${clock(day.close)}`);
    // A service's "from" price, or an active plan's price (issue 20: the home page's plans).
    const prices = new Set([...site.services.map((s) => s.from), ...site.plans.map((p) => p.price)]);
    for (const [amount] of text.matchAll(/₹[\d,]+(?:\.\d\d)?/g)) expect(prices, `${amount} on ${path}`).toContain(amount);
    expect(text, `a dollar price on ${path}`).not.toMatch(/\$\s?\d/);
    expect(text, `a raw "rs" price on ${path}`).not.toMatch(/\d\s?rs\b/i);
    // A link's words say where it leads (Lighthouse's SEO audit "link-text"): no bare "Read More".
    const linkTexts = [...html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map((m) => textOf(m[1]!).trim().toLowerCase());
    for (const vague of ['read more', 'learn more', 'click here', 'more', 'here'])
      expect(linkTexts, `a "${vague}" link on ${path}`).not.toContain(vague);
  });
}

test("a service's price on the pages is the price the booking quotes for it", async ({ request, db }) => {
  const id = uid();
  const category = await buildCategory(db, { name: `Served ${id}` });
  await buildService(db, { serviceName: `Served Wash ${id}`, price: '611 rs', pricePaise: 61_100 });
  const quote = await request.get(
    `/tor/get-quote?${new URLSearchParams({ serviceName: `Served Wash ${id}`, categoryName: category.name }).toString()}`,
  );
  expect(quote.status()).toBe(200);
  const { total } = (await quote.json()) as { total: string };
  expect(total).toBe('₹611');
  const { site } = await served(request, '/');
  expect(site.services.find((s) => s.serviceName === `Served Wash ${id}`)?.from).toBe(total);
  // The overview page lists every service with its price, straight from the same data.
  const overview = textOf((await served(request, '/what-we-do/overview')).html);
  expect(overview).toContain(`Served Wash ${id}`);
  expect(overview).toContain(total);
});
