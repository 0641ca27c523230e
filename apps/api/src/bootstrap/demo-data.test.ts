import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, categories, services, subCategories } from '@autospa/db';
import { bearer, setupTestApp, signIn, type TestContext } from '../test/harness.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts.js';
import { seedDemoBookings } from './demo-bookings.js';
import { DEMO_SERVICES, seedDemoCatalog } from './demo-catalog.js';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const seedAll = async () => {
  await seedDemoAccounts(t.db);
  await seedDemoCatalog(t.db);
  await seedDemoBookings(t.db);
};
const counts = async () => ({
  services: (await t.db.select().from(services)).length,
  categories: (await t.db.select().from(categories)).length,
  subCategories: (await t.db.select().from(subCategories)).length,
  bookings: (await t.db.select().from(bookings)).length,
});

describe('demo data (DEMO_DATA=1)', () => {
  it('seeds the washes, four vehicle categories with subcategories and bookings around today, idempotently', async () => {
    await seedAll();
    const first = await counts();
    expect(first).toEqual({ services: DEMO_SERVICES.length, categories: 4, subCategories: 8, bookings: 13 });
    await seedAll();
    expect(await counts()).toEqual(first);
  });

  it('shows the demo customer its bookings, the employee its assignments, and the Admin a public request', async () => {
    const login = (username: string) => {
      const demo = DEMO_ACCOUNTS.find((a) => a.username === username)!;
      return signIn(t.app, { username, password: demo.password }).then(bearer);
    };
    const mine = (await t.app.inject({ url: '/tor/my-bookings', headers: await login('demo-user') })).json();
    expect(mine.total).toBe(12);
    expect(new Set(mine.data.map((b: { status: string }) => b.status))).toEqual(
      new Set(['Completed', 'Cancelled', 'Confirmed', 'Pending']),
    );
    const assigned = (await t.app.inject({ url: '/tor/get-allbookings?assigned=me', headers: await login('demo-employee') })).json();
    expect(assigned.total).toBe(7);
    const all = (await t.app.inject({ url: '/tor/get-allbookings?status=Pending', headers: await login('demo-admin') })).json();
    expect(
      all.data.some((b: { source: string; userId: { username: string } }) => b.source === 'public' && b.userId.username === 'Rahul Verma'),
    ).toBe(true);
    const names = (await t.app.inject({ url: '/tor/get-services-name' })).json().services;
    expect(names.find((s: { serviceName: string }) => s.serviceName === 'Car Detailing')).toMatchObject({
      price: '2999 rs',
      durationMinutes: 240,
    });
  });
});
