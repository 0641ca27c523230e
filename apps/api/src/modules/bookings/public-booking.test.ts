import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '@autospa/contract';
import { buildAdmin, buildCategory, buildService, buildUser } from '@autospa/db/testing';
import { weekdayOf } from '../../lib/zoned-time.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { dayAhead } from './test-fixtures.js';

let t: TestContext;
let admin: Record<string, string>;
let basic: Awaited<ReturnType<typeof buildService>>;
let suv: Awaited<ReturnType<typeof buildCategory>>;
beforeAll(async () => {
  t = await setupTestApp();
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  basic = await buildService(t.db, { serviceName: 'Basic Wash', publicKey: 'basic' });
  await buildService(t.db, { serviceName: 'Interior Cleaning', publicKey: 'interior', status: 'Inactive' });
  suv = await buildCategory(t.db, { name: 'SUV' });
});
afterAll(() => t.close());

const form = (o: Record<string, unknown> = {}) => ({
  service: 'basic',
  carType: 'suv',
  vehicleNo: 'mh 12 ab 9876',
  name: 'Priya Sharma',
  phone: '9822222222',
  date: dayAhead(3),
  timeSlot: 'Morning (8 AM - 12 PM)',
  ...o,
});
const send = (payload: object) => t.app.inject({ method: 'POST', url: '/tor/create-public-booking', payload });
const adminView = async (id: string) =>
  (await t.app.inject({ url: '/tor/get-allbookings', headers: admin })).json().data.find((b: { _id: string }) => b._id === id);

describe('POST /tor/create-public-booking', () => {
  it('saves a Pending guest request that the Admin sees in All Bookings', async () => {
    const res = await send(form());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Booking request received! We will call you to confirm the time.', id: expect.any(String) });
    expect(await adminView(res.json().id)).toMatchObject({
      status: 'Pending',
      source: 'public',
      scheduled: false,
      time: 'Morning (8 AM - 12 PM)',
      timeSlot: 'Morning (8 AM - 12 PM)',
      date: dayAhead(3),
      carType: 'suv',
      carNo: ['MH12AB9876'],
      category: [{ _id: suv.id, name: 'SUV' }],
      subCategory: [],
      service: [{ _id: basic.id, serviceName: 'Basic Wash' }],
      userId: { _id: null, username: 'Priya Sharma', phone: '9822222222', typeOfUser: 'Guest' },
    });
  });

  // The attack of issue 14: anyone could type a customer's phone number and put a booking on their account.
  it('never attaches to the account whose phone was typed in, and mails no one', async () => {
    const victim = await buildUser(t.db);
    const res = await send(form({ phone: victim.phone, timeSlot: 'evening', carType: 'sedan' }));
    expect(res.statusCode).toBe(201);
    const view = await adminView(res.json().id);
    expect(view).toMatchObject({
      userId: { _id: null, phone: victim.phone, typeOfUser: 'Guest' },
      time: 'Evening (4 PM - 8 PM)',
      category: [],
    });
    const mine = await t.app.inject({ url: '/tor/my-bookings', headers: bearer(await signIn(t.app, victim)) });
    expect(mine.json().data.map((b: { _id: string }) => b._id)).not.toContain(res.json().id);
    expect((await t.outbox()).filter((m) => m.to.includes(victim.email))).toEqual([]);
  });

  it.each([
    ['missing date', { date: undefined }, 'Please select both Date & Time Slot ⏰'],
    ['missing slot', { timeSlot: '' }, 'Please select both Date & Time Slot ⏰'],
    ['unknown slot', { timeSlot: 'Night' }, 'Time slot must be Morning (8 AM - 12 PM), Afternoon (12 PM - 4 PM) or Evening (4 PM - 8 PM).'],
    ['bad date', { date: '31-12-2030' }, 'Date must be a date (YYYY-MM-DD).'],
    ['service', { service: 'premium' }, 'Service must be basic, interior, exterior or full.'],
    ['car type', { carType: 'truck' }, 'Car type must be hatchback, sedan, suv or luxury.'],
    ['vehicle number', { vehicleNo: '#' }, 'Car number must be 4 to 12 letters and digits, like DL01AB1234.'],
    ['name', { name: ' ' }, 'Name is required.'],
    ['phone', { phone: '12345' }, 'Phone must be exactly 10 digits.'],
    ['past date', { date: dayAhead(-1) }, 'That date has passed. Please pick today or a later date.'],
  ])('rejects a %s with 400', async (_n, override, message) => {
    const res = await send(form(override));
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
  });

  it('answers 409 when the chosen service cannot be booked online, or the day is closed', async () => {
    for (const service of ['interior', 'full']) {
      const res = await send(form({ service }));
      expect([res.statusCode, res.json().message]).toEqual([409, 'This service cannot be booked online right now. Please call us.']);
    }
    const day = dayAhead(4);
    await t.app.inject({
      method: 'PUT',
      url: '/tor/update-settings',
      headers: admin,
      payload: { openingHours: { ...DEFAULT_OPENING_HOURS, [weekdayOf(day)]: null } },
    });
    const closed = await send(form({ date: day }));
    expect([closed.statusCode, closed.json().message]).toEqual([
      409,
      'We are closed at that time. Please pick a time within opening hours.',
    ]);
    await t.app.inject({ method: 'PUT', url: '/tor/update-settings', headers: admin, payload: { openingHours: DEFAULT_OPENING_HOURS } });
  });

  it('is limited per address like the other public forms', async () => {
    const limited = await setupTestApp({ limits: { publicBookingsPerAddress: 2 } });
    try {
      await buildService(limited.db, { publicKey: 'basic' });
      const post = () =>
        limited.app.inject({ method: 'POST', url: '/tor/create-public-booking', payload: form(), remoteAddress: '10.1.2.3' });
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(201);
      const third = await post();
      expect([third.statusCode, third.json().message]).toEqual([429, 'Too many requests. Please wait a moment and try again.']);
    } finally {
      await limited.close();
    }
  });

  it('is limited per phone number too, from however many addresses', async () => {
    const limited = await setupTestApp({ limits: { publicBookingsPerPhone: 2 } });
    try {
      await buildService(limited.db, { publicKey: 'basic' });
      const post = (n: number) =>
        limited.app.inject({ method: 'POST', url: '/tor/create-public-booking', payload: form(), remoteAddress: `10.1.3.${n}` });
      expect([(await post(1)).statusCode, (await post(2)).statusCode, (await post(3)).statusCode]).toEqual([201, 201, 429]);
      const other = await limited.app.inject({
        method: 'POST',
        url: '/tor/create-public-booking',
        payload: form({ phone: '9833333333' }),
        remoteAddress: '10.1.3.4',
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
