import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaves } from '@autospa/db';
import { bearer, setupTestApp, signIn, type TestContext } from '../test/harness.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts.js';
import { seedDemoBookings } from './demo-bookings.js';
import { seedDemoCatalog } from './demo-catalog.js';
import { seedDemoBays, seedDemoStaffTime } from './demo-scheduling.js';

// Issue 17's demo (DEMO_DATA=1): named bays with their services, the demo employee's shifts, a leave to decide.

let t: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const seedAll = async () => {
  await seedDemoAccounts(t.db);
  await seedDemoCatalog(t.db);
  await seedDemoBays(t.db);
  await seedDemoBookings(t.db);
  await seedDemoStaffTime(t.db);
};

describe('demo scheduling data', () => {
  it('names the bays, gives every demo booking a bay that can do it, shifts and one pending leave, idempotently', async () => {
    await seedAll();
    await seedAll();
    const demo = DEMO_ACCOUNTS.find((a) => a.username === 'demo-admin')!;
    admin = bearer(await signIn(t.app, { username: demo.username, password: demo.password }));
    const bays = (await t.app.inject({ url: '/tor/get-bays', headers: admin })).json().bays as { name: string; serviceNames: string[] }[];
    expect(bays.map((b) => b.name)).toEqual(['Bay 1', 'Foam bay', 'Detailing studio']);
    expect(bays[0]!.serviceNames).toEqual([]);
    expect(bays[2]!.serviceNames).toContain('Car Detailing');
    expect((await t.app.inject({ url: '/tor/get-settings' })).json().bays).toBe(3);

    const all = (await t.app.inject({ url: '/tor/get-allbookings?limit=100', headers: admin })).json().data as {
      scheduled: boolean;
      status: string;
      bayName: string | null;
      service: { serviceName: string }[];
    }[];
    const holding = all.filter((b) => b.scheduled && b.status !== 'Cancelled');
    expect(holding.length).toBeGreaterThan(0);
    for (const b of holding) {
      const bay = bays.find((x) => x.name === b.bayName)!;
      expect(bay.serviceNames.length === 0 || bay.serviceNames.includes(b.service[0]!.serviceName)).toBe(true);
    }

    const staff = (await t.app.inject({ url: '/tor/get-staff', headers: admin })).json().staff as { username: string; shifts: unknown }[];
    expect(staff.find((s) => s.username === 'demo-employee')?.shifts).toMatchObject({ sun: null, mon: { open: '08:00', close: '19:00' } });
    expect(await t.db.select().from(leaves)).toHaveLength(1);
    expect((await t.app.inject({ url: '/tor/get-metrics', headers: admin })).json().pendingLeaves).toBe(1);
  });
});
