import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildCategory, buildService, buildSubCategory } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';

let t: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await setupTestApp();
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
});
afterAll(() => t.close());

const create = (payload: object) => t.app.inject({ method: 'POST', url: '/tor/create-add-on', headers: admin, payload });
const update = (id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/tor/update-add-on?id=${id}`, headers: admin, payload });
const putPrices = (serviceId: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/tor/update-service-prices?serviceId=${serviceId}`, headers: admin, payload });

describe('the add-on catalog', () => {
  it('creates, lists, edits, deactivates and deletes add-ons', async () => {
    const res = await create({ name: 'Interior vacuum', pricePaise: 19_900, minutes: 20 });
    expect(res.statusCode).toBe(201);
    const { message, addOn } = res.json();
    expect(message).toBe('Add-on created successfully!');
    expect(addOn).toEqual({
      _id: expect.any(String),
      name: 'Interior vacuum',
      pricePaise: 19_900,
      price: '₹199',
      minutes: 20,
      status: 'Active',
    });
    const edited = await update(addOn._id, { pricePaise: 24_950, minutes: 25 });
    expect(edited.json()).toMatchObject({ message: 'Add-on updated successfully!', addOn: { price: '₹249.50', minutes: 25 } });
    const off = await update(addOn._id, { status: 'Inactive' });
    expect(off.json().addOn.status).toBe('Inactive');
    const list = await t.app.inject({ url: '/tor/get-add-ons' });
    expect(list.json().data).toContainEqual(expect.objectContaining({ _id: addOn._id, status: 'Inactive' }));
    const removed = await t.app.inject({ method: 'DELETE', url: `/tor/delete-add-on?id=${addOn._id}`, headers: admin });
    expect(removed.json()).toEqual({ message: 'Add-on deleted successfully!' });
    const again = await t.app.inject({ method: 'DELETE', url: `/tor/delete-add-on?id=${addOn._id}`, headers: admin });
    expect([again.statusCode, again.json().message]).toEqual([404, 'Add-on not found.']);
  });

  it('refuses a negative price, bad minutes, a missing name and a duplicate name', async () => {
    const negative = await create({ name: 'Wax', pricePaise: -100, minutes: 10 });
    expect([negative.statusCode, negative.json().message]).toEqual([400, 'Price cannot be negative.']);
    const fraction = await create({ name: 'Wax', pricePaise: 99.5, minutes: 10 });
    expect([fraction.statusCode, fraction.json().message]).toEqual([400, 'Price must be a whole number of paise from 0 to 1,00,00,000.']);
    const minutes = await create({ name: 'Wax', pricePaise: 100, minutes: 300 });
    expect([minutes.statusCode, minutes.json().message]).toEqual([400, 'Minutes must be a whole number from 0 to 240.']);
    const nameless = await create({ pricePaise: 100, minutes: 10 });
    expect([nameless.statusCode, nameless.json().message]).toEqual([400, 'Add-on name is required.']);
    expect((await create({ name: 'Wax', pricePaise: 100, minutes: 10 })).statusCode).toBe(201);
    const duplicate = await create({ name: 'WAX', pricePaise: 100, minutes: 10 });
    expect([duplicate.statusCode, duplicate.json().message]).toEqual([409, 'An add-on with this name already exists.']);
  });
});

describe("a service's price grid", () => {
  it('saves the grid, the offered add-ons and "at your door", and reads them back', async () => {
    const sub = await buildSubCategory(t.db);
    const other = await buildCategory(t.db);
    const service = await buildService(t.db);
    const addOn = (await create({ name: 'Engine bay', pricePaise: 29_900, minutes: 25 })).json().addOn;
    const prices = [
      { categoryId: sub.category.id, subCategoryId: null, pricePaise: 59_900, minutes: 40 },
      { categoryId: sub.category.id, subCategoryId: sub.id, pricePaise: 69_900, minutes: null },
      { categoryId: other.id, subCategoryId: null, pricePaise: null, minutes: 35 },
    ];
    const res = await putPrices(service.id, { prices, addOnIds: [addOn._id], atDoor: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Prices updated successfully!',
      service: { _id: service.id, atDoor: true },
      addOnIds: [addOn._id],
    });
    const read = await t.app.inject({ url: `/tor/get-service-prices?serviceId=${service.id}`, headers: admin });
    expect(read.json().prices).toHaveLength(3);
    expect(read.json().prices).toEqual(expect.arrayContaining(prices));
    // Saving again replaces: an empty row is no row.
    const cleared = await putPrices(service.id, { prices: [{ ...prices[0], pricePaise: null, minutes: null }], addOnIds: [] });
    expect(cleared.json()).toMatchObject({ prices: [], addOnIds: [], service: { atDoor: true } });
  });

  it('refuses a negative price, bad minutes, a subcategory of another category and a repeated row', async () => {
    const sub = await buildSubCategory(t.db);
    const other = await buildCategory(t.db);
    const service = await buildService(t.db);
    const row = { categoryId: sub.category.id, subCategoryId: null, pricePaise: 100, minutes: 30 };
    const cases: [object, string][] = [
      [{ ...row, pricePaise: -1 }, 'Price cannot be negative.'],
      [{ ...row, minutes: 0 }, 'Minutes must be a whole number from 1 to 720.'],
      [{ ...row, categoryId: other.id, subCategoryId: sub.id }, 'A subcategory row must belong to the category it is listed under.'],
    ];
    for (const [bad, message] of cases) {
      const res = await putPrices(service.id, { prices: [bad], addOnIds: [] });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    const twice = await putPrices(service.id, { prices: [row, { ...row, pricePaise: 200 }], addOnIds: [] });
    expect([twice.statusCode, twice.json().message]).toEqual([
      400,
      'Each category and each subcategory may appear only once in the price grid.',
    ]);
    const unknownService = await putPrices('00000000-0000-4000-8000-000000000000', { prices: [], addOnIds: [] });
    expect([unknownService.statusCode, unknownService.json().message]).toEqual([404, 'Service not found.']);
    const unknownAddOn = await putPrices(service.id, { prices: [], addOnIds: ['00000000-0000-4000-8000-000000000000'] });
    expect([unknownAddOn.statusCode, unknownAddOn.json().message]).toEqual([400, 'Add-on not found.']);
    const unknownCategory = await putPrices(service.id, {
      prices: [{ ...row, categoryId: '00000000-0000-4000-8000-000000000000' }],
      addOnIds: [],
    });
    expect([unknownCategory.statusCode, unknownCategory.json().message]).toEqual([400, 'Category not found.']);
  });
});
