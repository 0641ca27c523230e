import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, type PublicSiteView } from '@autospa/contract';
import { planCategories, plans, planServices } from '@autospa/db';
import { buildAdmin, buildCategory, buildService } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { pricedCatalog } from '../pricing/test-fixtures.js';

// Issue 18: GET /tor/get-public-site, what every public page shows. The tests run in order on one database:
// the catalog starts empty and grows.
let t: TestContext;
let admin: Record<string, string>;
let rinseId: string;
beforeAll(async () => {
  t = await setupTestApp();
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
});
afterAll(() => t.close());

const site = () => t.app.inject({ url: '/tor/get-public-site' });
const siteView = async () => (await site()).json<PublicSiteView>();
// Rows written by a factory, outside the app's requests: the read cache hears of them as of a job's write.
const built = <T>(row: T) => {
  t.app.noteWrite('data');
  return row;
};
const quoteTotal = async (serviceName: string, categoryName: string, subName: string) =>
  (await t.app.inject({ url: `/tor/get-quote?${new URLSearchParams({ serviceName, categoryName, subName }).toString()}` })).json<{
    totalPaise: number;
  }>().totalPaise;

describe('GET /tor/get-public-site', () => {
  it('answers without signing in: no services on an empty catalog, the default hours and the configured business', async () => {
    const res = await site();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      business: {
        name: 'Auto Spa',
        street: 'Plot 42, Sector 18',
        city: 'Gurugram',
        region: 'Haryana',
        postalCode: '122015',
        addressLine: 'Plot 42, Sector 18, Gurugram, Haryana 122015',
        phones: ['+91 98100 12345', '+91 98100 67890'],
        emails: ['hello@autospa.example', 'bookings@autospa.example'],
        mapUrl: 'https://www.openstreetmap.org/search?query=Plot%2042%2C%20Sector%2018%2C%20Gurugram%2C%20Haryana%20122015',
        upiId: null,
      },
      timeZone: 'Asia/Kolkata',
      openingHours: DEFAULT_OPENING_HOURS,
      services: [],
      plans: [],
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      // The year in India (UTC+5:30): on 31 December after 18:30 UTC it is already the next one.
      year: new Date(Date.now() + 330 * 60_000).getUTCFullYear(),
    });
  });

  it("shows a service's own price while no vehicle type exists", async () => {
    rinseId = built(await buildService(t.db, { serviceName: 'Quick Rinse', price: '599 rs', pricePaise: 59_900 })).id;
    expect((await siteView()).services).toEqual([
      {
        serviceName: 'Quick Rinse',
        description: 'Foam wash, rinse and dry.',
        durationMinutes: 30,
        fromPaise: 59_900,
        from: '₹599',
        atDoor: false,
        publicKey: null,
      },
    ]);
  });

  it('hides inactive services and lists the active ones cheapest first', async () => {
    await buildService(t.db, { serviceName: 'Retired Polish', pricePaise: 100, status: 'Inactive' });
    built(await buildService(t.db, { serviceName: 'Ceramic Coat', price: '4999 rs', pricePaise: 499_900 }));
    const names = (await siteView()).services.map((s) => s.serviceName);
    expect(names).toEqual(['Quick Rinse', 'Ceramic Coat']);
  });

  it('gives each service the get-quote total of its cheapest vehicle type', async () => {
    const c = await pricedCatalog(t, admin);
    const totals = await Promise.all([
      quoteTotal(c.wash.serviceName, c.hatch.name, c.compact.subName),
      quoteTotal(c.wash.serviceName, c.suv.name, c.suvSub.subName),
      quoteTotal(c.wash.serviceName, c.sedan.category.name, c.sedan.subName),
    ]);
    // Compact takes the Hatchback row (₹399), the SUV subcategory the SUV row (₹799), the sedan the service's ₹499.
    expect(totals).toEqual([39_900, 79_900, 49_900]);
    const wash = (await siteView()).services.find((s) => s.serviceName === c.wash.serviceName);
    expect(wash).toMatchObject({ fromPaise: Math.min(...totals), from: '₹399' });
  });

  it('does not count a category row that every one of its subcategories overrides: no booking pays it', async () => {
    const c = await pricedCatalog(t, admin);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/tor/update-service-prices?serviceId=${c.wash.id}`,
      headers: admin,
      payload: {
        prices: [
          { categoryId: c.hatch.id, subCategoryId: null, pricePaise: 9_900, minutes: null },
          { categoryId: c.hatch.id, subCategoryId: c.compact.id, pricePaise: 69_900, minutes: null },
        ],
        addOnIds: [],
      },
    });
    expect(res.statusCode).toBe(200);
    const wash = (await siteView()).services.find((s) => s.serviceName === c.wash.serviceName);
    // Compact ₹699, the SUV subcategory and the sedan the service's own ₹499: the ₹99 row is never quoted.
    expect(wash).toMatchObject({ fromPaise: 49_900, from: '₹499' });
    expect(await quoteTotal(c.wash.serviceName, c.hatch.name, c.compact.subName)).toBe(69_900);
  });
});

describe('the public site after a change', () => {
  // The second read comes from the read cache; the write right after must still show on the next read.
  const readTwice = async () => {
    await site();
    const cached = await site();
    expect(cached.headers['x-cache']).toBe('hit');
    return cached.json<PublicSiteView>();
  };
  const serviceNamed = (view: PublicSiteView, name: string) => view.services.find((s) => s.serviceName === name);

  it('shows a new grid price on the very next request after update-service-prices', async () => {
    const c = await pricedCatalog(t, admin);
    expect(serviceNamed(await readTwice(), c.wash.serviceName)?.from).toBe('₹399');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/tor/update-service-prices?serviceId=${c.wash.id}`,
      headers: admin,
      payload: { prices: [{ categoryId: c.hatch.id, subCategoryId: null, pricePaise: 29_900, minutes: null }], addOnIds: [] },
    });
    expect(res.statusCode).toBe(200);
    expect(serviceNamed(await siteView(), c.wash.serviceName)).toMatchObject({ fromPaise: 29_900, from: '₹299' });
  });

  it("shows a service's new price on the very next request after update-service", async () => {
    const [service] = (await readTwice()).services.filter((s) => s.serviceName === 'Quick Rinse');
    expect(service?.from).toBe('₹599');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/tor/update-service?id=${rinseId}`,
      headers: admin,
      payload: { price: '349 rs' },
    });
    expect(res.statusCode).toBe(200);
    expect(serviceNamed(await siteView(), 'Quick Rinse')).toMatchObject({ fromPaise: 34_900, from: '₹349' });
  });

  it('shows new business details, opening hours and UPI ID on the very next request after update-settings', async () => {
    await readTwice();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/tor/update-settings',
      headers: admin,
      payload: {
        upiId: 'autospa@okhdfcbank',
        openingHours: { ...DEFAULT_OPENING_HOURS, sun: null },
        business: {
          name: 'Auto Spa Pune',
          street: '12 FC Road',
          city: 'Pune',
          region: 'Maharashtra',
          postalCode: '411004',
          phones: ['98220 55555'],
          emails: ['pune@autospa.example'],
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const view = await siteView();
    expect(view.business).toEqual({
      name: 'Auto Spa Pune',
      street: '12 FC Road',
      city: 'Pune',
      region: 'Maharashtra',
      postalCode: '411004',
      addressLine: '12 FC Road, Pune, Maharashtra 411004',
      phones: ['+91 98220 55555'],
      emails: ['pune@autospa.example'],
      mapUrl: 'https://www.openstreetmap.org/search?query=12%20FC%20Road%2C%20Pune%2C%20Maharashtra%20411004',
      upiId: 'autospa@okhdfcbank',
    });
    expect(view.openingHours.sun).toBeNull();
    await t.app.inject({
      method: 'PUT',
      url: '/tor/update-settings',
      headers: admin,
      payload: { business: { mapUrl: 'https://maps.example/pune' } },
    });
    expect((await siteView()).business.mapUrl).toBe('https://maps.example/pune');
  });

  it('lists the active plans (issue 20), cheapest first, with their services and vehicle types; not the inactive ones', async () => {
    const wash = await buildService(t.db, { serviceName: 'Plan Wash', price: '400 rs', pricePaise: 40_000 });
    const vac = await buildService(t.db, { serviceName: 'Plan Vacuum', price: '200 rs', pricePaise: 20_000, atDoor: true });
    const hatch = await buildCategory(t.db, { name: 'Plan Hatchback' });
    const [pack, daily, off] = await t.db
      .insert(plans)
      .values([
        { name: 'Ten Pack', kind: 'pack', pricePaise: 350_000, visits: 10, validDays: 90, description: 'Ten washes.' },
        { name: 'Doorstep Daily', kind: 'daily', pricePaise: 99_900, weekdays: [1, 2, 3, 4, 5, 6], maxPauseDays: 5 },
        { name: 'Old Plan', kind: 'monthly', pricePaise: 50_000, visits: 2, active: false },
      ])
      .returning();
    await t.db.insert(planServices).values([
      { planId: pack!.id, serviceId: wash.id, position: 0 },
      { planId: pack!.id, serviceId: vac.id, position: 1 },
      { planId: daily!.id, serviceId: vac.id, position: 0 },
      { planId: off!.id, serviceId: wash.id, position: 0 },
    ]);
    await t.db.insert(planCategories).values([pack, daily, off].map((p) => ({ planId: p!.id, categoryId: hatch.id })));
    built(null);
    const view = await siteView();
    expect(view.plans.map((p) => p.name)).toEqual(['Doorstep Daily', 'Ten Pack']);
    expect(view.plans[0]).toMatchObject({
      kind: 'daily',
      price: '₹999',
      weekdays: [1, 2, 3, 4, 5, 6],
      atDoor: true,
      maxPauseDays: 5,
      visits: null,
    });
    expect(view.plans[1]).toEqual({
      _id: pack!.id,
      name: 'Ten Pack',
      kind: 'pack',
      pricePaise: 350_000,
      price: '₹3,500',
      visits: 10,
      validDays: 90,
      weekdays: [],
      serviceNames: ['Plan Wash', 'Plan Vacuum'],
      categoryNames: ['Plan Hatchback'],
      maxPauseDays: 7,
      description: 'Ten washes.',
      active: true,
      atDoor: false,
      visitValuePaise: 35_000,
    });
  });
});
