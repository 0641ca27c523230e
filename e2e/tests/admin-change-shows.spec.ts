import { DEFAULT_OPENING_HOURS, type PublicSiteView } from '@autospa/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { businessDay } from './bookings-helpers';
import { ensurePlanServices } from './home-helpers';

// Issue 18: the Admin changes a service's price and the opening hours; the very next request shows the new values
// on the home page (its wash menu), the footer, the JSON-LD and the booking grid: nothing waits for a rebuild or a cache.

async function home(request: APIRequestContext) {
  const html = await (await request.get('/')).text();
  const site = JSON.parse(/id="public-site-data">([\s\S]*?)<\/script>/.exec(html)![1]!) as PublicSiteView;
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
    priceRange?: string;
    openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
  };
  const washMenu = /<section[^>]*id="wash-menu"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
  return { html, site, jsonLd, washMenu, footer };
}

test('a new price and new hours show on the next request: wash menu, footer, JSON-LD and booking grid', async ({
  request,
  db,
  accounts,
}) => {
  const [basic] = await ensurePlanServices(db);
  const admin = await accounts.admin();
  const login = await request.post('/tor/login', { data: { username: admin.username, password: admin.password } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  // Cheaper than anything else in the catalog, so it is the plan's price and the JSON-LD's lowest price.
  const price = 100 + Math.floor(Math.random() * 90);
  const sunday = { open: '10:00', close: '15:00' };
  try {
    const saved = await request.put(`/tor/update-service?id=${basic!.id}`, { headers, data: { price: `${price} rs` } });
    expect(saved.status()).toBe(200);
    const hours = await request.put('/tor/update-settings', { headers, data: { openingHours: { ...DEFAULT_OPENING_HOURS, sun: sunday } } });
    expect(hours.status()).toBe(200);

    const page = await home(request);
    const amount = `₹${price}`;
    expect(page.site.services.find((s) => s.serviceName === basic!.serviceName)?.from).toBe(amount);
    // The wash menu shows the service at its new price (issue 20: the plans section shows plans, not services).
    expect(page.washMenu).toContain(basic!.serviceName);
    expect(page.washMenu).toContain(amount);
    expect(page.jsonLd.priceRange?.startsWith(amount)).toBe(true);
    expect(page.jsonLd.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Sunday'],
      opens: '10:00',
      closes: '15:00',
    });
    expect(page.footer).toContain('Sun 10:00 AM–3:00 PM');

    // The booking grid: a Sunday offers starts from 10:00 only, none at or after 15:00.
    const offset = [...Array(7).keys()].find((d) => new Date(`${businessDay(d)}T12:00:00Z`).getUTCDay() === 0)!;
    const day = businessDay(offset === 0 ? 7 : offset);
    const grid = await request.get(
      `/tor/get-availability?${new URLSearchParams({ date: day, serviceName: basic!.serviceName }).toString()}`,
    );
    expect(grid.status()).toBe(200);
    const { opensAt, closesAt, slots } = (await grid.json()) as { opensAt: string; closesAt: string; slots: { time: string }[] };
    expect([opensAt, closesAt]).toEqual(['10:00', '15:00']);
    expect(slots.length).toBeGreaterThan(0);
    // Slots read '01:00 PM'.
    const minutes = (time: string) => {
      const [, h, m, half] = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(time)!;
      return ((Number(h) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(m);
    };
    for (const { time } of slots) expect(minutes(time) >= 10 * 60 && minutes(time) < 15 * 60, time).toBe(true);
  } finally {
    await request.put(`/tor/update-service?id=${basic!.id}`, { headers, data: { price: basic!.price } });
    await request.put('/tor/update-settings', { headers, data: { openingHours: DEFAULT_OPENING_HOURS } });
  }
});
