import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSubCategory, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { bookableCatalog, dayAhead } from './test-fixtures.js';

// Issue 16: "the same plate was booked as a Hatchback, an SUV and a Luxury car". A car the customer's garage holds
// is booked as the type saved there, whoever makes the booking and however the plate is typed.
let t: TestContext;
let sedan: Awaited<ReturnType<typeof bookableCatalog>>;
let suv: Awaited<ReturnType<typeof buildSubCategory>>;
let customer: Awaited<ReturnType<typeof buildUser>>;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await setupTestApp();
  sedan = await bookableCatalog(t.db);
  suv = await buildSubCategory(t.db);
  customer = await buildUser(t.db);
  auth = bearer(await signIn(t.app, customer));
  const saved = await t.app.inject({
    method: 'POST',
    url: '/tor/create-vehicle',
    headers: auth,
    payload: { plate: 'KA05MN4321', make: 'Honda', model: 'City', categoryName: sedan.category.name, subName: sedan.sub.subName },
  });
  expect(saved.statusCode).toBe(201);
});
afterAll(() => t.close());

const book = (payload: object) => t.app.inject({ method: 'POST', url: '/tor/create-booking', payload, headers: auth });

describe('create-booking and the garage', () => {
  it('refuses a saved car booked as another vehicle type, naming the saved one', async () => {
    const res = await book(sedan.body({ name: suv.category.name, subName: suv.subName, carNo: 'ka-05 mn 4321', date: dayAhead(2) }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `This car is saved in your garage as ${sedan.category.name} (${sedan.sub.subName}). Book it as that, or change its type in My Vehicles.`,
    );
  });

  it('books the saved car as its saved type', async () => {
    const res = await book(sedan.body({ carNo: 'KA05MN4321', date: dayAhead(2) }));
    expect(res.statusCode).toBe(201);
  });

  it('books a car the garage does not hold as whatever type is chosen', async () => {
    const res = await book(sedan.body({ name: suv.category.name, subName: suv.subName, carNo: 'MH12ZZ0001', date: dayAhead(3) }));
    expect(res.statusCode).toBe(201);
  });
});
