import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinProblem } from '@autospa/contract';
import { invoices } from '@autospa/db';
import { loadSettings } from '../modules/settings/service.js';
import { setupTestApp, type TestContext } from '../test/harness.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedDemoBookings } from './demo-bookings.js';
import { seedDemoCatalog } from './demo-catalog.js';
import { seedDemoFinance } from './demo-finance.js';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const seedAll = async () => {
  await seedDemoAccounts(t.db);
  await seedDemoCatalog(t.db);
  await seedDemoBookings(t.db);
  await seedDemoFinance(t.db);
};

describe('demo tax invoices (DEMO_DATA=1)', () => {
  it('registers the demo business for GST in its state and invoices its paid, completed washes in order, once', async () => {
    await seedAll();
    const settings = await loadSettings(t.db);
    expect(settings.gst).toMatchObject({ state: 'Haryana', legalName: 'Auto Spa Services Private Limited' });
    expect(settings.gst!.gstin.slice(0, 2)).toBe('06');
    expect(gstinProblem(settings.gst!.gstin)).toBeNull();
    const issued = await t.db.select().from(invoices).orderBy(asc(invoices.issuedAt));
    // Basic Wash, Premium Wash and Express Exterior Wash are paid in full; Car Detailing partly, Wax & Polish not.
    expect(issued.map((i) => i.lines[0]?.description)).toEqual(['Basic Wash', 'Premium Wash', 'Express Exterior Wash']);
    expect(issued.map((i) => i.seq)).toEqual([1, 2, 3]);
    expect(issued.every((i) => i.kind === 'invoice' && i.supplyType === 'intra')).toBe(true);
    await seedAll();
    expect(await t.db.select().from(invoices)).toHaveLength(3);
  });
});
