import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmployee, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { bookableCatalog, dayAhead } from './test-fixtures.js';

// Issue 17: the job card shows the car as the employee looks for it (make, model, colour) and where it is parked,
// from the customer's garage; a plate the garage does not hold has no details.
let t: TestContext;
let catalog: Awaited<ReturnType<typeof bookableCatalog>>;
let auth: Record<string, string>;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await setupTestApp();
  catalog = await bookableCatalog(t.db);
  auth = bearer(await signIn(t.app, await buildUser(t.db)));
  staff = bearer(await signIn(t.app, await buildEmployee(t.db)));
  const saved = await t.app.inject({
    method: 'POST',
    url: '/tor/create-vehicle',
    headers: auth,
    payload: {
      plate: 'KA05MN4321',
      make: 'Maruti',
      model: 'Swift',
      colour: 'White',
      parkingNote: 'Basement B2, pillar 14',
      categoryName: catalog.category.name,
      subName: catalog.sub.subName,
    },
  });
  expect(saved.statusCode).toBe(201);
});
afterAll(() => t.close());

const book = async (carNo: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/tor/create-booking',
    headers: auth,
    payload: catalog.body({ carNo, date: dayAhead(2) }),
  });
  expect(res.statusCode).toBe(201);
  return res.json().booking as { _id: string; vehicle: unknown };
};

describe('a booking carries the saved car', () => {
  it('in the create answer, the one booking and the staff list, however the plate was typed', async () => {
    const expected = { make: 'Maruti', model: 'Swift', colour: 'White', parkingNote: 'Basement B2, pillar 14' };
    const created = await book('ka-05 mn 4321');
    expect(created.vehicle).toEqual(expected);
    const one = await t.app.inject({ method: 'GET', url: `/tor/get-booking?id=${created._id}`, headers: auth });
    expect(one.json().booking.vehicle).toEqual(expected);
    const list = await t.app.inject({ method: 'GET', url: `/tor/get-allbookings?from=${dayAhead(2)}&to=${dayAhead(2)}`, headers: staff });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.find((b: { _id: string }) => b._id === created._id).vehicle).toEqual(expected);
  });

  it('null for a plate the garage does not hold', async () => {
    expect((await book('MH12ZZ0001')).vehicle).toBeNull();
  });
});
