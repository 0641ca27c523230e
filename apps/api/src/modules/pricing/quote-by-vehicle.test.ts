import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { dayAhead } from '../bookings/test-fixtures.js';
import { pricedCatalog } from './test-fixtures.js';

// Issue 16: "GET /tor/get-quote?… (or vehicleId= instead of the names)"; free times for a saved car likewise.
let t: TestContext;
let catalog: Awaited<ReturnType<typeof pricedCatalog>>;
let owner: Record<string, string>;
let stranger: Record<string, string>;
let suvCar: string;
beforeAll(async () => {
  t = await setupTestApp();
  catalog = await pricedCatalog(t, bearer(await signIn(t.app, await buildAdmin(t.db))));
  owner = bearer(await signIn(t.app, await buildUser(t.db)));
  stranger = bearer(await signIn(t.app, await buildUser(t.db)));
  const add = async (payload: object) =>
    (await t.app.inject({ method: 'POST', url: '/tor/create-vehicle', headers: owner, payload })).json<{ vehicle: { _id: string } }>()
      .vehicle._id;
  suvCar = await add({ plate: 'TN09SU0001', make: 'Mahindra', model: 'XUV700', categoryName: catalog.suv.name });
});
afterAll(() => t.close());

const quote = (qs: string, headers: Record<string, string> = owner) =>
  t.app.inject({ method: 'GET', url: `/tor/get-quote?${qs}`, headers });
const service = () => `serviceName=${encodeURIComponent(catalog.wash.serviceName)}`;

describe('GET /tor/get-quote by vehicleId', () => {
  it('prices the saved car as its type, add-ons included, exactly as by names', async () => {
    const addOns = `addOns=${encodeURIComponent(catalog.vacuum.name)}`;
    const byCar = await quote(`${service()}&vehicleId=${suvCar}&${addOns}`);
    const byNames = await quote(`${service()}&categoryName=${encodeURIComponent(catalog.suv.name)}&${addOns}`, {});
    expect(byCar.statusCode).toBe(200);
    expect(byCar.json()).toMatchObject({ totalPaise: 79_900 + 19_900, total: '₹998', minutes: 45 + 20 });
    expect(byCar.json()).toEqual(byNames.json());
  });

  it('needs the owner: 401 signed out, 404 for another customer', async () => {
    expect((await quote(`${service()}&vehicleId=${suvCar}`, {})).statusCode).toBe(401);
    const other = await quote(`${service()}&vehicleId=${suvCar}`, stranger);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Vehicle not found.');
  });

  it('asks for a vehicle type when neither names nor a car are given', async () => {
    const res = await quote(service(), {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Category is required.');
  });
});

describe('GET /tor/get-availability by vehicleId', () => {
  it("sizes the free times by the saved car's minutes", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/tor/get-availability?date=${dayAhead(3)}&${service()}&vehicleId=${suvCar}`,
      headers: owner,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().durationMinutes).toBe(45);
    const other = await t.app.inject({
      method: 'GET',
      url: `/tor/get-availability?date=${dayAhead(3)}&${service()}&vehicleId=${suvCar}`,
      headers: stranger,
    });
    expect(other.statusCode).toBe(404);
  });
});
