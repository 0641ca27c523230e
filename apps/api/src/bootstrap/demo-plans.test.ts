import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../test/harness.js';
import { seedDemoCatalog } from './demo-catalog.js';
import { seedDemoPlans } from './demo-plans.js';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

describe('demo plans (DEMO_DATA=1)', () => {
  it('seeds a daily plan, a monthly plan and a pack once, sold to anyone through get-plans', async () => {
    await seedDemoCatalog(t.db);
    await seedDemoPlans(t.db);
    await seedDemoPlans(t.db);
    const res = await t.app.inject({ url: '/tor/get-plans' });
    expect(res.statusCode).toBe(200);
    const list: { name: string; kind: string; price: string; serviceNames: string[] }[] = res.json().data;
    expect(list.map((p) => [p.name, p.kind, p.price]).sort()).toEqual(
      [
        ['10-Wash Pack', 'pack', '₹3,999'],
        ['Daily Shine', 'daily', '₹1,299'],
        ['Four Washes a Month', 'monthly', '₹1,799'],
      ].sort(),
    );
    expect(list.find((p) => p.name === 'Four Washes a Month')!.serviceNames).toEqual(['Basic Wash', 'Premium Wash']);
  });
});
