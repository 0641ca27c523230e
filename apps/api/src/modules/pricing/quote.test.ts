import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { pricedCatalog } from './test-fixtures.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof pricedCatalog>>;
beforeAll(async () => {
  t = await setupTestApp();
  c = await pricedCatalog(t, bearer(await signIn(t.app, await buildAdmin(t.db))));
});
afterAll(() => t.close());

const quote = (params: Record<string, string>) => t.app.inject({ url: `/tor/get-quote?${new URLSearchParams(params).toString()}` });

describe('GET /tor/get-quote', () => {
  it('prices the service by vehicle type, without signing in', async () => {
    const res = await quote({ serviceName: c.wash.serviceName, categoryName: c.suv.name });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      serviceName: c.wash.serviceName,
      categoryName: c.suv.name,
      subName: null,
      items: [{ kind: 'service', name: c.wash.serviceName, pricePaise: 79_900, price: '₹799', minutes: 45 }],
      totalPaise: 79_900,
      total: '₹799',
      taxPaise: 0,
      minutes: 45,
      bufferMinutes: 10,
      atDoor: false,
    });
  });

  it('differs by vehicle type: a subcategory override beats its category row, and an empty cell falls back', async () => {
    const of = async (categoryName: string, subName?: string) =>
      (await quote({ serviceName: c.wash.serviceName, categoryName, ...(subName && { subName }) })).json();
    // Hatchback row: price only, so the time is the service's own; its Compact override: time only.
    expect(await of(c.hatch.name)).toMatchObject({ totalPaise: 39_900, total: '₹399', minutes: 30 });
    expect(await of(c.hatch.name, c.compact.subName)).toMatchObject({ subName: c.compact.subName, totalPaise: 39_900, minutes: 25 });
    // An SUV subcategory without an override takes the SUV row.
    expect(await of(c.suv.name, c.suvSub.subName)).toMatchObject({ totalPaise: 79_900, minutes: 45 });
    // No grid row for this category: the service's own ₹499 and 30 min.
    expect(await of(c.sedan.category.name)).toMatchObject({ totalPaise: 49_900, total: '₹499', minutes: 30 });
  });

  it('adds the add-ons asked for, item by item, whatever their case', async () => {
    const res = await quote({
      serviceName: c.wash.serviceName,
      categoryName: c.suv.name,
      addOns: `${c.vacuum.name.toUpperCase()}, ${c.polish.name}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      items: [
        { kind: 'service', name: c.wash.serviceName, pricePaise: 79_900, price: '₹799', minutes: 45 },
        { kind: 'addOn', name: c.vacuum.name, pricePaise: 19_900, price: '₹199', minutes: 20 },
        { kind: 'addOn', name: c.polish.name, pricePaise: 9_900, price: '₹99', minutes: 10 },
      ],
      totalPaise: 109_700,
      total: '₹1,097',
      minutes: 75,
    });
  });

  it('answers 400 for an unknown add-on, one the service does not offer, and unknown or missing names', async () => {
    const base = { serviceName: c.wash.serviceName, categoryName: c.suv.name };
    const unknown = await quote({ ...base, addOns: 'Gold plating' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'Add-on "Gold plating" was not found.']);
    const notOffered = await quote({ ...base, addOns: c.engine.name });
    expect([notOffered.statusCode, notOffered.json().message]).toEqual([
      400,
      `Add-on "${c.engine.name}" is not offered with ${c.wash.serviceName}.`,
    ]);
    const category = await quote({ serviceName: c.wash.serviceName, categoryName: 'Tractor' });
    expect([category.statusCode, category.json().message]).toEqual([400, 'Category "Tractor" was not found.']);
    const mismatch = await quote({ ...base, subName: c.compact.subName });
    expect([mismatch.statusCode, mismatch.json().message]).toEqual([
      400,
      `SubCategory "${c.compact.subName}" does not belong to category "${c.suv.name}".`,
    ]);
    const missing = await quote({ serviceName: c.wash.serviceName });
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'Category is required.']);
    const service = await quote({ serviceName: 'Nothing', categoryName: c.suv.name });
    expect([service.statusCode, service.json().message]).toEqual([400, 'Service "Nothing" was not found.']);
  });

  it('stops offering an add-on once it is Inactive', async () => {
    const admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
    await t.app.inject({ method: 'PUT', url: `/tor/update-add-on?id=${c.polish._id}`, headers: admin, payload: { status: 'Inactive' } });
    const res = await quote({ serviceName: c.wash.serviceName, categoryName: c.suv.name, addOns: c.polish.name });
    expect([res.statusCode, res.json().message]).toEqual([400, `Add-on "${c.polish.name}" is not offered with ${c.wash.serviceName}.`]);
    const offered = await t.app.inject({ url: `/tor/get-add-ons?serviceName=${encodeURIComponent(c.wash.serviceName)}` });
    expect(offered.json().data.map((a: { name: string }) => a.name)).toEqual([c.vacuum.name]);
  });
});
