import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildAdmin, buildBooking, buildEmployee, buildService, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';

let t: TestContext;
const auth: Record<'admin' | 'employee' | 'user', Record<string, string>> = { admin: {}, employee: {}, user: {} };
beforeAll(async () => {
  t = await setupTestApp();
  auth.admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  auth.employee = bearer(await signIn(t.app, await buildEmployee(t.db)));
  auth.user = bearer(await signIn(t.app, await buildUser(t.db)));
});
afterAll(() => t.close());

let n = 0;
const body = (o: Record<string, unknown> = {}) => ({
  serviceName: `Foam Wash ${++n}`,
  description: 'Foam, rinse, dry.',
  price: '2000 rs',
  time: '30 min',
  ...o,
});
const create = (payload: object, headers = auth.admin) => t.app.inject({ method: 'POST', url: '/tor/create-services', payload, headers });
const update = (id: string, payload: object, headers = auth.admin) =>
  t.app.inject({ method: 'PUT', url: `/tor/update-service?id=${id}`, payload, headers });
const remove = (id: string, headers = auth.admin) => t.app.inject({ method: 'DELETE', url: `/tor/delete-service?id=${id}`, headers });
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('POST /tor/create-services', () => {
  it('creates an Active service, keeping the texts and reading the amount and duration from them', async () => {
    const res = await create(body({ serviceName: 'Premium Wash', price: '₹1,999', time: '1 hr 30 min' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Service created successfully!',
      service: {
        _id: expect.any(String),
        serviceName: 'Premium Wash',
        description: 'Foam, rinse, dry.',
        price: '₹1,999',
        pricePaise: 199_900,
        time: '1 hr 30 min',
        durationMinutes: 90,
        status: 'Active',
        publicKey: null,
        atDoor: false,
        sacCode: '998714',
        depositPercent: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        bookings: 0,
      },
    });
  });

  it.each([
    ['2000 rs', 200_000],
    ['499', 49_900],
    ['Rs. 349.50', 34_950],
  ])('reads the price %s as %i paise', async (price, paise) => {
    expect((await create(body({ price }))).json().service.pricePaise).toBe(paise);
  });

  it.each([
    ['30 min', 30],
    ['1 hr', 60],
    ['90', 90],
    ['2 hours', 120],
    ['2-4 hours', 240],
  ])('reads the time %s as %i minutes', async (time, minutes) => {
    expect((await create(body({ time }))).json().service.durationMinutes).toBe(minutes);
  });

  it.each([
    ['name', { serviceName: '' }, 'Service name is required.'],
    ['description', { description: undefined }, 'Description is required.'],
    ['price', { price: ' ' }, 'Price is required.'],
    ['price without amount', { price: 'on request' }, 'Price must contain an amount, like 2000 rs.'],
    // Issue 14: a negative price was read as its positive ('-499 rs' stored as 499 rs).
    ['negative price', { price: '-499 rs' }, 'Price cannot be negative.'],
    ['negative price after the currency', { price: '₹-1,999' }, 'Price cannot be negative.'],
    ['time', { time: undefined }, 'Time is required.'],
    ['time that is no duration', { time: 'a while' }, 'Time must be a duration like 30 min, 1 hr or 1 hr 30 min.'],
    ['status', { status: 'Maybe' }, 'Status must be Active or Inactive.'],
    ['public key', { publicKey: 'deluxe' }, 'publicKey must be basic, interior, exterior or full.'],
  ])('rejects a bad %s with 400', async (_n, override, message) => {
    const res = await create(body(override));
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
  });

  it('answers a duplicate name (any case) or Book Now choice with 409', async () => {
    await create(body({ serviceName: 'Wax & Polish', publicKey: 'exterior' }));
    const dup = await create(body({ serviceName: 'WAX & POLISH' }));
    expect([dup.statusCode, dup.json().message]).toEqual([409, 'A service with this name already exists.']);
    const key = await create(body({ publicKey: 'exterior' }));
    expect([key.statusCode, key.json().message]).toEqual([409, 'Another service already answers this Book Now choice.']);
  });

  it('is Admin only', async () => {
    expect((await create(body(), {})).statusCode).toBe(401);
    expect((await create(body(), auth.user)).statusCode).toBe(403);
    expect((await create(body(), auth.employee)).statusCode).toBe(403);
  });
});

describe('GET /tor/get-services and /tor/get-services-name', () => {
  it('lists every service with its booking count to anyone, and only Active ones for the booking dropdown', async () => {
    const used = await buildService(t.db, { serviceName: 'Aaa Used Wash' });
    await buildBooking(t.db, { serviceId: used.id });
    await buildBooking(t.db, { serviceId: used.id });
    const retired = await buildService(t.db, { serviceName: 'Aaa Retired Wash', status: 'Inactive' });
    const res = await t.app.inject({ url: '/tor/get-services' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.find((s: { _id: string }) => s._id === used.id)).toMatchObject({
      serviceName: 'Aaa Used Wash',
      bookings: 2,
      status: 'Active',
    });
    expect(list.find((s: { _id: string }) => s._id === retired.id)).toMatchObject({ status: 'Inactive' });
    const names = (await t.app.inject({ url: '/tor/get-services-name', headers: auth.user })).json().services;
    expect(names.find((s: { _id: string }) => s._id === used.id)).toEqual({
      _id: used.id,
      serviceName: 'Aaa Used Wash',
      price: '499 rs',
      time: '30 min',
      durationMinutes: 30,
    });
    expect(names.some((s: { _id: string }) => s._id === retired.id)).toBe(false);
  });
});

describe('PUT /tor/update-service', () => {
  it('updates the fields sent, re-reading price and time', async () => {
    const id = (await create(body())).json().service._id;
    const res = await update(id, { price: '2500 rs', time: '45 mins', status: 'Inactive' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Service updated successfully!');
    expect(res.json().service).toMatchObject({
      price: '2500 rs',
      pricePaise: 250_000,
      time: '45 mins',
      durationMinutes: 45,
      status: 'Inactive',
    });
  });

  it('answers 400 for bad input, 404 for an unknown id, 409 for a clash', async () => {
    const a = (await create(body())).json().service;
    const b = (await create(body())).json().service;
    expect((await update(a._id, {})).json().message).toBe('Nothing to update.');
    expect((await update(a._id, { price: 'free' })).json().message).toBe('Price must contain an amount, like 2000 rs.');
    const negative = await update(a._id, { price: '-2500 rs' });
    expect([negative.statusCode, negative.json().message]).toEqual([400, 'Price cannot be negative.']);
    expect((await update('abc', { price: '1 rs' })).statusCode).toBe(400);
    expect((await update(UNKNOWN, { price: '1 rs' })).statusCode).toBe(404);
    const clash = await update(a._id, { serviceName: b.serviceName });
    expect([clash.statusCode, clash.json().message]).toEqual([409, 'A service with this name already exists.']);
  });

  it('is Admin only', async () => {
    const id = (await create(body())).json().service._id;
    expect((await update(id, { price: '1 rs' }, {})).statusCode).toBe(401);
    expect((await update(id, { price: '1 rs' }, auth.employee)).statusCode).toBe(403);
  });
});

describe('DELETE /tor/delete-service', () => {
  it('deletes an unused service', async () => {
    const id = (await create(body())).json().service._id;
    const res = await remove(id);
    expect([res.statusCode, res.json().message]).toEqual([200, 'Service deleted successfully!']);
    expect((await remove(id)).statusCode).toBe(404);
  });

  it('keeps a service that bookings use, answering 409', async () => {
    const service = await buildService(t.db);
    await buildBooking(t.db, { serviceId: service.id });
    const res = await remove(service.id);
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'This service has bookings, so it cannot be deleted (booking history is kept). Set it to Inactive instead.',
    ]);
    const list = (await t.app.inject({ url: '/tor/get-services' })).json().data;
    expect(list.some((s: { _id: string }) => s._id === service.id)).toBe(true);
  });

  it('is Admin only and checks the id', async () => {
    const id = (await create(body())).json().service._id;
    expect((await remove(id, {})).statusCode).toBe(401);
    expect((await remove(id, auth.user)).statusCode).toBe(403);
    expect((await remove('1')).statusCode).toBe(400);
  });
});
