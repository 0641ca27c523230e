import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, setupTestApp, signIn, type TestContext } from '../test/harness.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedDemoCatalog } from './demo-catalog.js';
import { seedDemoVehicles } from './demo-vehicles.js';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

describe('demo vehicles (DEMO_DATA=1)', () => {
  it('gives the demo customer its two cars with their types, once, and leaves a removed one removed', async () => {
    await seedDemoAccounts(t.db);
    await seedDemoCatalog(t.db);
    await seedDemoVehicles(t.db);
    await seedDemoVehicles(t.db);
    const auth = bearer(await signIn(t.app, { username: 'demo-user', password: 'DemoUser#2026' }));
    const list = async () => (await t.app.inject({ method: 'GET', url: '/tor/get-my-vehicles', headers: auth })).json().data;
    const cars = await list();
    expect(cars.map((v: { plate: string }) => v.plate).sort()).toEqual(['DL01AB1234', 'HR26DK4321']);
    expect(cars.find((v: { plate: string }) => v.plate === 'HR26DK4321')).toMatchObject({
      make: 'Hyundai',
      model: 'Creta',
      category: { name: 'SUV' },
      subCategory: { subName: 'Compact SUV' },
    });

    const swift = cars.find((v: { plate: string }) => v.plate === 'DL01AB1234');
    expect((await t.app.inject({ method: 'DELETE', url: `/tor/delete-vehicle?id=${swift._id}`, headers: auth })).statusCode).toBe(200);
    await seedDemoVehicles(t.db);
    expect((await list()).map((v: { plate: string }) => v.plate)).toEqual(['HR26DK4321']);
  });
});
