import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '@autospa/contract';
import { buildAdmin, buildEmployee, buildService, buildUser } from '@autospa/db/testing';
import { weekdayOf } from '../../lib/zoned-time.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { bookableCatalog, dayAhead } from './test-fixtures.js';

let t: TestContext;
let user: Awaited<ReturnType<typeof buildUser>>;
let userAuth: Record<string, string>;
let admin: Record<string, string>;
let catalog: Awaited<ReturnType<typeof bookableCatalog>>;
beforeAll(async () => {
  t = await setupTestApp();
  user = await buildUser(t.db);
  userAuth = bearer(await signIn(t.app, user));
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  catalog = await bookableCatalog(t.db, { price: '₹1,299', pricePaise: 129_900, time: '1 hr', durationMinutes: 60 });
  // One customer makes most of this file's bookings: the per-customer limit has tests of its own (customer-limits.test.ts).
  await settings({ bookingsPerCustomer: 50 });
});
afterAll(() => t.close());

const book = (payload: object, headers = userAuth) => t.app.inject({ method: 'POST', url: '/tor/create-booking', payload, headers });
const settings = (payload: object) => t.app.inject({ method: 'PUT', url: '/tor/update-settings', payload, headers: admin });
afterEach(async () => {
  await settings({ bays: 3, openingHours: DEFAULT_OPENING_HOURS });
});

describe('POST /tor/create-booking', () => {
  it('creates a Pending booking in SPEC.md shape with price and duration snapshots, and mails the customer', async () => {
    const res = await book(catalog.body({ date: dayAhead(2), time: '10:30 AM' }));
    expect(res.statusCode).toBe(201);
    const { message, booking } = res.json();
    expect(message).toBe('Booking created successfully!');
    expect(booking).toMatchObject({
      category: [{ _id: catalog.category.id, name: catalog.category.name }],
      subCategory: [{ _id: catalog.sub.id, subName: catalog.sub.subName }],
      service: [{ _id: catalog.service.id, serviceName: catalog.service.serviceName, price: '₹1,299', time: '1 hr' }],
      date: dayAhead(2),
      time: '10:30 AM',
      carNo: ['DL01AB1234'],
      userId: { _id: user.id, username: user.username, phone: user.phone, emailId: user.email, typeOfUser: 'User' },
      status: 'Pending',
      employee: null,
      price: '₹1,299',
      pricePaise: 129_900,
      durationMinutes: 60,
      scheduled: true,
      source: 'app',
      cancelledBy: null,
    });
    expect(new Date(booking.endsAt).getTime() - new Date(booking.startsAt).getTime()).toBe(60 * 60_000);
    const mail = (await t.outbox()).find((m) => m.to.includes(user.email) && m.subject.startsWith('Booking received'));
    expect(mail?.body).toContain('10:30 AM');
  });

  it.each([
    ['10:30 AM', '10:30 AM'],
    ['10:30', '10:30 AM'],
    ['14:00', '02:00 PM'],
    ['2 pm', '02:00 PM'],
    ['9.15am', '09:15 AM'],
  ])('reads the free-text time %s as %s', async (time, expected) => {
    const res = await book(catalog.body({ date: dayAhead(4), time }));
    expect(res.statusCode).toBe(201);
    expect(res.json().booking.time).toBe(expected);
    await t.app.inject({ method: 'DELETE', url: `/tor/delete-booking?id=${res.json().booking._id}`, headers: admin });
  });

  it.each([
    ['category', { name: '' }, 'Category is required.'],
    ['subcategory', { subName: undefined }, 'SubCategory is required.'],
    ['service', { serviceName: ' ' }, 'Service is required.'],
    ['date', { date: undefined }, 'Date is required.'],
    ['date format', { date: '12/03/2030' }, 'Date must be a date (YYYY-MM-DD).'],
    ['impossible date', { date: '2030-02-30' }, 'Date must be a date (YYYY-MM-DD).'],
    ['time', { time: '' }, 'Time is required.'],
    ['time text', { time: 'after lunch' }, 'Time must be a time of day like 10:30 AM or 14:00.'],
    ['hour', { time: '25:00' }, 'Time must be a time of day like 10:30 AM or 14:00.'],
    ['car number', { carNo: '' }, 'Car number is required.'],
    ['car number format', { carNo: 'AB' }, 'Car number must be 4 to 12 letters and digits, like DL01AB1234.'],
    ['second car', { carNo: 'DL01AB1234, HR26DK4321' }, 'One booking is for one car. Please book each car separately.'],
    ['userId', { userId: 'me' }, 'userId must be a valid id.'],
  ])('rejects a bad %s with 400 and its message', async (_n, override, message) => {
    const res = await book(catalog.body(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('rejects unknown or mismatched names with 400', async () => {
    const other = await bookableCatalog(t.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'Spaceship' }, 'Category "Spaceship" was not found.'],
      [{ subName: 'Nope' }, 'SubCategory "Nope" was not found.'],
      [{ subName: other.sub.subName }, `SubCategory "${other.sub.subName}" does not belong to category "${catalog.category.name}".`],
      [{ serviceName: 'Moon polish' }, 'Service "Moon polish" was not found.'],
    ];
    for (const [override, message] of cases) {
      const res = await book(catalog.body(override));
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
  });

  it('matches names whatever their case', async () => {
    const body = catalog.body({ date: dayAhead(6) });
    const res = await book({
      ...body,
      name: body.name.toUpperCase(),
      subName: body.subName.toLowerCase(),
      serviceName: body.serviceName.toUpperCase(),
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses an Inactive service with 409', async () => {
    const inactive = await buildService(t.db, { status: 'Inactive' });
    const res = await book(catalog.body({ serviceName: inactive.serviceName }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Service "${inactive.serviceName}" is not available for booking right now.`);
  });

  it('rejects past days, past times and days beyond a year with 400', async () => {
    expect((await book(catalog.body({ date: dayAhead(-1) }))).json()).toEqual({
      message: 'That date has passed. Please pick today or a later date.',
    });
    expect((await book(catalog.body({ date: dayAhead(0), time: '12:00 AM' }))).json()).toEqual({
      message: 'That time has already passed. Please pick a later time.',
    });
    const far = await book(catalog.body({ date: dayAhead(400) }));
    expect([far.statusCode, far.json().message]).toEqual([400, 'Bookings can be made up to 365 days ahead.']);
  });

  it('refuses times outside opening hours, and closed days, with 409', async () => {
    for (const time of ['7:00 AM', '6:30 PM', '11:30 PM']) {
      const res = await book(catalog.body({ time }));
      expect([res.statusCode, res.json().message]).toEqual([409, 'We are closed at that time. Please pick a time within opening hours.']);
    }
    const day = dayAhead(5);
    await settings({ openingHours: { ...DEFAULT_OPENING_HOURS, [weekdayOf(day)]: null } });
    const res = await book(catalog.body({ date: day }));
    expect([res.statusCode, res.json().message]).toEqual([409, 'We are closed at that time. Please pick a time within opening hours.']);
  });

  it('refuses a full slot with 409, counting every moment of the stay, and frees the bay on cancel', async () => {
    await settings({ bays: 1, bufferMinutes: 0 });
    const day = dayAhead(7);
    const first = await book(catalog.body({ date: day, time: '11:00 AM' }));
    expect(first.statusCode).toBe(201);
    for (const time of ['11:00 AM', '10:30 AM', '11:59 AM']) {
      const res = await book(catalog.body({ date: day, time }));
      expect([time, res.statusCode, res.json().message]).toEqual([time, 409, 'This slot is full. Please pick another time.']);
    }
    expect((await book(catalog.body({ date: day, time: '12:00 PM' }))).statusCode).toBe(201);
    expect((await book(catalog.body({ date: day, time: '10:00 AM' }))).statusCode).toBe(201);
    await t.app.inject({ method: 'PUT', url: `/tor/cancel-booking?id=${first.json().booking._id}`, headers: admin });
    expect((await book(catalog.body({ date: day, time: '11:00 AM' }))).statusCode).toBe(201);
  });

  it('lets staff book on behalf of a customer by userId, and requires one', async () => {
    const employee = bearer(await signIn(t.app, await buildEmployee(t.db)));
    const missing = await book(catalog.body({ date: dayAhead(8) }), admin);
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'Choose the customer to book for (userId of a User account).']);
    const res = await book(catalog.body({ date: dayAhead(8), userId: user.id }), employee);
    expect(res.statusCode).toBe(201);
    expect(res.json().booking.userId._id).toBe(user.id);
    const staffAsCustomer = await buildEmployee(t.db);
    const wrong = await book(catalog.body({ date: dayAhead(8), userId: staffAsCustomer.id }), admin);
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, 'Customer not found. Pick an active User account.']);
  });

  it('does not let a User book for someone else', async () => {
    const other = await buildUser(t.db);
    const res = await book(catalog.body({ userId: other.id }));
    expect(res.statusCode).toBe(403);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/tor/create-booking', payload: catalog.body() });
    expect(res.statusCode).toBe(401);
  });

  it('rejects a body that is not an object with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/tor/create-booking',
      headers: { ...userAuth, 'content-type': 'application/json' },
      payload: '"x"',
    });
    expect(res.statusCode).toBe(400);
  });
});
