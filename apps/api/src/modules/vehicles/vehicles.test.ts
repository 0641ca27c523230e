import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildEmployee, buildSubCategory, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { allowManyUpcoming, bookableCatalog, dayAhead } from '../bookings/test-fixtures.js';
import { ownVehicle } from './own.js';

let t: TestContext;
let alice: Awaited<ReturnType<typeof buildUser>>;
let aliceAuth: Record<string, string>;
let bobAuth: Record<string, string>;
let admin: Record<string, string>;
let employee: Record<string, string>;
let hatch: Awaited<ReturnType<typeof buildSubCategory>>;
let suvSub: Awaited<ReturnType<typeof buildSubCategory>>;

beforeAll(async () => {
  t = await setupTestApp();
  alice = await buildUser(t.db);
  aliceAuth = bearer(await signIn(t.app, alice));
  bobAuth = bearer(await signIn(t.app, await buildUser(t.db)));
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  employee = bearer(await signIn(t.app, await buildEmployee(t.db)));
  hatch = await buildSubCategory(t.db);
  suvSub = await buildSubCategory(t.db);
});
afterAll(() => t.close());

let plateNo = 1000;
const nextPlate = () => `KA05MN${plateNo++}`;
const body = (o: Record<string, unknown> = {}) => ({
  plate: nextPlate(),
  make: 'Maruti',
  model: 'Swift',
  categoryName: hatch.category.name,
  subName: hatch.subName,
  colour: 'Red',
  parkingNote: 'Basement B2, pillar 14',
  ...o,
});
const create = (payload: object, headers = aliceAuth) => t.app.inject({ method: 'POST', url: '/tor/create-vehicle', payload, headers });
const update = (id: string, payload: object, headers = aliceAuth) =>
  t.app.inject({ method: 'PUT', url: `/tor/update-vehicle?id=${id}`, payload, headers });
const retire = (id: string, headers = aliceAuth) => t.app.inject({ method: 'DELETE', url: `/tor/delete-vehicle?id=${id}`, headers });
const mine = async (headers = aliceAuth, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/tor/get-my-vehicles${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { _id: string; plate: string; retired: boolean; category: unknown }[] }>().data;
};
const created = async (payload: object, headers = aliceAuth) => {
  const res = await create(payload, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ vehicle: { _id: string; plate: string } }>().vehicle;
};

describe('POST /tor/create-vehicle', () => {
  it('adds a vehicle with its type by name and answers it in the VehicleView shape', async () => {
    const res = await create(
      body({ plate: 'dl 3c-ab 0042', categoryName: hatch.category.name.toUpperCase(), subName: hatch.subName.toLowerCase() }),
    );
    expect(res.statusCode).toBe(201);
    const { message, vehicle } = res.json();
    expect(message).toBe('Vehicle added.');
    expect(vehicle).toEqual({
      _id: expect.any(String),
      plate: 'DL3CAB0042',
      make: 'Maruti',
      model: 'Swift',
      category: { _id: hatch.category.id, name: hatch.category.name },
      subCategory: { _id: hatch.id, subName: hatch.subName },
      colour: 'Red',
      parkingNote: 'Basement B2, pillar 14',
      retired: false,
      createdAt: expect.any(String),
    });
  });

  it('needs no subcategory, colour or parking note', async () => {
    const res = await create({ plate: nextPlate(), make: 'Tata', model: 'Nexon', categoryName: suvSub.category.name });
    expect(res.statusCode).toBe(201);
    expect(res.json().vehicle).toMatchObject({ subCategory: null, colour: '', parkingNote: '', category: { name: suvSub.category.name } });
  });

  it.each([
    ['', 'Plate is required.'],
    ['AB1', 'Plate must be 4 to 12 letters and digits, like DL01AB1234.'],
    ['DL.01.AB.1234', 'Plate must be 4 to 12 letters and digits, like DL01AB1234.'],
    ['DL01AB12345678', 'Plate must be 4 to 12 letters and digits, like DL01AB1234.'],
  ])('refuses the plate %j with a clear message', async (plate, message) => {
    const res = await create(body({ plate }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses a missing make or model and an unknown type with 400', async () => {
    expect((await create(body({ make: ' ' }))).json().message).toContain('Make is required.');
    expect((await create(body({ model: undefined }))).statusCode).toBe(400);
    const boat = await create(body({ categoryName: 'Boat' }));
    expect(boat.statusCode).toBe(400);
    expect(boat.json().message).toBe('Category "Boat" was not found.');
    const sub = await create(body({ subName: 'Hovercraft' }));
    expect(sub.json().message).toBe('SubCategory "Hovercraft" was not found.');
    const other = await create(body({ subName: suvSub.subName }));
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(`SubCategory "${suvSub.subName}" does not belong to category "${hatch.category.name}".`);
  });

  it('refuses the same plate twice for one customer, however it is written, but not for another customer', async () => {
    await created(body({ plate: 'MH12 DE 1433' }));
    const again = await create(body({ plate: 'mh-12-de-1433' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have a vehicle with this plate.');
    expect((await create(body({ plate: 'MH12DE1433' }), bobAuth)).statusCode).toBe(201);
  });

  it('is for customers only', async () => {
    expect((await create(body(), admin)).statusCode).toBe(403);
    expect((await create(body(), employee)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/tor/create-vehicle', payload: body() })).statusCode).toBe(401);
  });

  it('keeps at most 20 vehicles in use per customer', async () => {
    const carol = await buildUser(t.db);
    const auth = bearer(await signIn(t.app, carol));
    const answers = await Promise.all(Array.from({ length: 22 }, () => create(body(), auth)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(20);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json().message).toBe('You can keep up to 20 vehicles. Remove one to add another.');
  });
});

describe('GET /tor/get-my-vehicles', () => {
  it('lists only the caller’s vehicles in use, newest first; all=true adds the retired ones', async () => {
    const dave = await buildUser(t.db);
    const auth = bearer(await signIn(t.app, dave));
    const first = await created(body(), auth);
    const second = await created(body(), auth);
    const third = await created(body(), auth);
    expect((await retire(second._id, auth)).statusCode).toBe(200);
    expect((await mine(auth)).map((v) => v._id)).toEqual([third._id, first._id]);
    const all = await mine(auth, '?all=true');
    expect(all.map((v) => [v._id, v.retired])).toEqual([
      [third._id, false],
      [first._id, false],
      [second._id, true],
    ]);
    expect((await mine(bobAuth)).map((v) => v._id)).not.toContain(first._id);
  });
});

describe('PUT /tor/update-vehicle', () => {
  it('changes only the fields given', async () => {
    const v = await created(body());
    const res = await update(v._id, { colour: 'Pearl white', plate: 'ka 05 zz 9' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Vehicle updated.',
      vehicle: { _id: v._id, plate: 'KA05ZZ9', colour: 'Pearl white', make: 'Maruti', subCategory: { subName: hatch.subName } },
    });
  });

  it('a new type without a subcategory drops the old one; subName null clears it', async () => {
    const v = await created(body());
    const moved = await update(v._id, { categoryName: suvSub.category.name });
    expect(moved.json().vehicle).toMatchObject({ category: { _id: suvSub.category.id }, subCategory: null });
    const withSub = await update(v._id, { subName: suvSub.subName });
    expect(withSub.json().vehicle).toMatchObject({ category: { _id: suvSub.category.id }, subCategory: { _id: suvSub.id } });
    const cleared = await update(v._id, { subName: null });
    expect(cleared.json().vehicle.subCategory).toBeNull();
    expect((await update(v._id, { categoryName: 'Spaceship' })).statusCode).toBe(400);
  });

  it('refuses a plate another of the customer’s vehicles has (409)', async () => {
    const a = await created(body());
    const b = await created(body());
    const res = await update(b._id, { plate: a.plate.toLowerCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You already have a vehicle with this plate.');
  });

  it('answers 404 for another customer’s vehicle and changes nothing', async () => {
    const v = await created(body());
    const res = await update(v._id, { colour: 'Hacked' }, bobAuth);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Vehicle not found.');
    expect((await ownVehicle(t.db, alice.id, v._id))?.colour).toBe('Red');
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await update('not-a-uuid', { colour: 'x' })).statusCode).toBe(400);
    expect((await update('00000000-0000-4000-8000-000000000000', { colour: 'x' })).statusCode).toBe(404);
  });
});

describe('DELETE /tor/delete-vehicle', () => {
  it('retires the vehicle: bookings made with it stay, and the plate may be added again', async () => {
    await allowManyUpcoming(t.db);
    const catalog = await bookableCatalog(t.db);
    // Saved as the type it is booked as: a saved car is booked as its saved type (saved-car-type.test.ts).
    const v = await created(body({ plate: 'UP16 BT 7777', categoryName: catalog.category.name, subName: catalog.sub.subName }));
    const booked = await t.app.inject({
      method: 'POST',
      url: '/tor/create-booking',
      payload: catalog.body({ carNo: 'UP16BT7777', date: dayAhead(4) }),
      headers: aliceAuth,
    });
    expect(booked.statusCode).toBe(201);

    const res = await retire(v._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Vehicle removed from your garage. Its bookings stay in your history.');
    expect((await mine()).map((x) => x._id)).not.toContain(v._id);
    expect((await mine(aliceAuth, '?all=true')).find((x) => x._id === v._id)?.retired).toBe(true);
    const history = await t.app.inject({ method: 'GET', url: '/tor/my-bookings?q=UP16BT7777', headers: aliceAuth });
    expect(history.json().data.map((b: { _id: string }) => b._id)).toContain(booked.json().booking._id);

    expect((await retire(v._id)).statusCode).toBe(404);
    expect((await update(v._id, { colour: 'Blue' })).statusCode).toBe(404);
    expect(await ownVehicle(t.db, alice.id, v._id)).toBeNull();
    expect((await create(body({ plate: 'UP16BT7777' }))).statusCode).toBe(201);
  });

  it('answers 404 for another customer’s vehicle, which stays in use', async () => {
    const v = await created(body());
    expect((await retire(v._id, bobAuth)).statusCode).toBe(404);
    expect((await mine()).map((x) => x._id)).toContain(v._id);
  });
});

describe('ownVehicle', () => {
  it('gives the caller’s vehicle with its type names, and null for anyone else’s', async () => {
    const v = await created(body());
    expect(await ownVehicle(t.db, alice.id, v._id)).toMatchObject({
      id: v._id,
      userId: alice.id,
      categoryName: hatch.category.name,
      subName: hatch.subName,
    });
    const [bobVehicle] = await mine(bobAuth);
    expect(await ownVehicle(t.db, alice.id, bobVehicle!._id)).toBeNull();
  });
});

describe('Admin views', () => {
  it('GET /tor/get-customer-vehicles lists a customer’s whole garage, retired vehicles last', async () => {
    const erin = await buildUser(t.db);
    const auth = bearer(await signIn(t.app, erin));
    const kept = await created(body(), auth);
    const gone = await created(body(), auth);
    await retire(gone._id, auth);
    const res = await t.app.inject({ method: 'GET', url: `/tor/get-customer-vehicles?userId=${erin.id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((v: { _id: string; retired: boolean }) => [v._id, v.retired])).toEqual([
      [kept._id, false],
      [gone._id, true],
    ]);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/tor/get-customer-vehicles?userId=00000000-0000-4000-8000-000000000000',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Customer not found.');
    expect(
      (await t.app.inject({ method: 'GET', url: `/tor/get-customer-vehicles?userId=${erin.id}`, headers: aliceAuth })).statusCode,
    ).toBe(403);
  });

  it('GET /tor/get-allbookings?userId= lists one customer’s booking history', async () => {
    await allowManyUpcoming(t.db);
    const catalog = await bookableCatalog(t.db);
    const frank = await buildUser(t.db);
    const frankAuth = bearer(await signIn(t.app, frank));
    const book = (headers: Record<string, string>, carNo: string) =>
      t.app.inject({ method: 'POST', url: '/tor/create-booking', payload: catalog.body({ carNo, date: dayAhead(5) }), headers });
    const his = await book(frankAuth, 'GJ01HH0001');
    expect(his.statusCode).toBe(201);
    expect((await book(bobAuth, 'GJ01HH0002')).statusCode).toBe(201);
    const res = await t.app.inject({ method: 'GET', url: `/tor/get-allbookings?userId=${frank.id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, data: [{ _id: his.json().booking._id, userId: { _id: frank.id } }] });
    const bad = await t.app.inject({ method: 'GET', url: '/tor/get-allbookings?userId=frank', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('userId must be a valid id.');
  });

  it('GET /tor/search-vehicles finds plates containing the text, written any way, with the owner', async () => {
    const gina = await buildUser(t.db, { phone: '9876500001' });
    const auth = bearer(await signIn(t.app, gina));
    const v = await created(body({ plate: 'RJ14QX5501' }), auth);
    await created(body({ plate: 'RJ14QX5502' }), auth);
    const search = (q: string) =>
      t.app.inject({ method: 'GET', url: `/tor/search-vehicles?q=${encodeURIComponent(q)}&limit=1`, headers: admin });

    const res = await search('14 qx-55');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 2,
      data: [{ _id: v._id, plate: 'RJ14QX5501', owner: { _id: gina.id, username: gina.username, phone: '9876500001' } }],
    });
    expect((await search('qx5502')).json().data.map((x: { plate: string }) => x.plate)).toEqual(['RJ14QX5502']);
    expect((await search('%')).json()).toEqual({ data: [], total: 0 });
    expect((await search('ZZZZZZ')).json().total).toBe(0);
    const all = await t.app.inject({ method: 'GET', url: '/tor/search-vehicles', headers: admin });
    expect(all.json().total).toBeGreaterThan(2);
    expect((await t.app.inject({ method: 'GET', url: '/tor/search-vehicles?q=RJ', headers: employee })).statusCode).toBe(403);
  });
});

describe('sign-up', () => {
  // Signs up a customer with these car numbers and signs it in.
  const signUp = async (username: string, phone: string, carNo: string) => {
    const payload = {
      username,
      emailId: `${username}@example.test`,
      password: 'long-enough-1',
      confirmPassword: 'long-enough-1',
      phone,
      carNo,
    };
    const res = await t.app.inject({ method: 'POST', url: '/tor/create-user', payload });
    expect(res.statusCode).toBe(201);
    return bearer(await signIn(t.app, { username, password: 'long-enough-1' }));
  };

  it('makes the car numbers given at sign-up the customer’s first vehicles, type not set yet', async () => {
    const auth = await signUp('garage_new', '9123400001', 'hr 26 dk 0001, HR26DK0002, hr26-dk-0001');
    const list = await mine(auth);
    expect(list.map((v) => v.plate).sort()).toEqual(['HR26DK0001', 'HR26DK0002']);
    expect(list.every((v) => v.category === null)).toBe(true);

    const [first] = list;
    const set = await update(first!._id, { categoryName: hatch.category.name, make: 'Honda', model: 'City' }, auth);
    expect(set.statusCode).toBe(200);
    expect(set.json().vehicle).toMatchObject({ category: { _id: hatch.category.id }, make: 'Honda', model: 'City' });
  });

  it('a sub-name alone on a car without a type asks for the type', async () => {
    const auth = await signUp('garage_two', '9123400002', 'PB10AA0001');
    const [car] = await mine(auth);
    const answer = await update(car!._id, { subName: hatch.subName }, auth);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Vehicle type is required.');
  });
});
