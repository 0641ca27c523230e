import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '@autospa/contract';
import { buildAdmin, buildEmployee, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';

let t: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await setupTestApp();
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
});
afterAll(() => t.close());

const put = (payload: object, headers = admin) => t.app.inject({ method: 'PUT', url: '/tor/update-settings', payload, headers });

describe('GET /tor/get-settings', () => {
  it('answers anyone with the defaults: 3 bays, Asia/Kolkata, the FAQ opening hours, 10 minutes between cars, 2 mobile teams', async () => {
    const res = await t.app.inject({ url: '/tor/get-settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      bays: 3,
      bookingsPerCustomer: 3,
      changeGraceMinutes: 15,
      timeZone: 'Asia/Kolkata',
      slotMinutes: 30,
      openingHours: DEFAULT_OPENING_HOURS,
      bufferMinutes: 10,
      doorTeams: 2,
      upiId: null,
      business: {
        name: 'Auto Spa',
        street: 'Plot 42, Sector 18',
        city: 'Gurugram',
        region: 'Haryana',
        postalCode: '122015',
        phones: ['+91 98100 12345', '+91 98100 67890'],
        emails: ['hello@autospa.example', 'bookings@autospa.example'],
        mapUrl: null,
      },
      reminderOffsetsHours: [24, 2],
      quietHours: { from: '21:00', to: '08:00' },
      paymentHoldMinutes: 10,
      gst: null,
      taxRatePercent: 18,
      pricesIncludeTax: true,
    });
    expect(res.json().openingHours.mon).toEqual({ open: '08:00', close: '19:00' });
    expect(res.json().openingHours.sun).toEqual({ open: '09:00', close: '17:00' });
  });
});

describe('PUT /tor/update-settings', () => {
  it('saves what is sent and keeps the rest', async () => {
    const res = await put({ bays: 4, timeZone: 'Asia/Dubai' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Settings updated successfully!',
      settings: { bays: 4, timeZone: 'Asia/Dubai', slotMinutes: 30 },
    });
    await put({ slotMinutes: 15, bookingsPerCustomer: 5 });
    expect((await t.app.inject({ url: '/tor/get-settings' })).json()).toMatchObject({
      bays: 4,
      timeZone: 'Asia/Dubai',
      slotMinutes: 15,
      bookingsPerCustomer: 5,
    });
    await put({ bookingsPerCustomer: 3 });
  });

  it.each([
    [{ bays: 0 }, 'Bays must be a whole number from 1 to 50.'],
    [{ bays: 2.5 }, 'Bays must be a whole number from 1 to 50.'],
    [{ timeZone: 'Mars/Olympus' }, 'Time zone must be an IANA name such as Asia/Kolkata.'],
    [{ slotMinutes: 1 }, 'slotMinutes must be 5 to 240.'],
    [{ bookingsPerCustomer: 0 }, 'Upcoming bookings per customer must be a whole number from 1 to 50.'],
    [{ bookingsPerCustomer: 51 }, 'Upcoming bookings per customer must be a whole number from 1 to 50.'],
    [{ changeGraceMinutes: -1 }, 'Change grace must be a whole number of minutes from 0 to 1440.'],
    [{ changeGraceMinutes: 1441 }, 'Change grace must be a whole number of minutes from 0 to 1440.'],
    [{ bookingsPerCustomer: 1.5 }, 'Upcoming bookings per customer must be a whole number from 1 to 50.'],
    [{ bookingsPerCustomer: '3' }, 'Upcoming bookings per customer must be a whole number from 1 to 50.'],
    [
      { openingHours: { ...DEFAULT_OPENING_HOURS, mon: { open: '19:00', close: '08:00' } } },
      'Opening hours must be HH:MM with the opening before the closing.',
    ],
    [
      { openingHours: { ...DEFAULT_OPENING_HOURS, tue: { open: '8am', close: '19:00' } } },
      'Opening hours must be HH:MM with the opening before the closing.',
    ],
  ])('rejects %j with 400', async (payload, message) => {
    const res = await put(payload);
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
  });

  it('saves the business details sent, phones normalised and emails lower-cased, and keeps the rest', async () => {
    const res = await put({ business: { phones: ['9876543210', '+91 70000 11111'], emails: ['Front@Desk.example'], city: ' Delhi ' } });
    expect(res.statusCode).toBe(200);
    const business = (await t.app.inject({ url: '/tor/get-settings' })).json().business;
    expect(business).toEqual({
      name: 'Auto Spa',
      street: 'Plot 42, Sector 18',
      city: 'Delhi',
      region: 'Haryana',
      postalCode: '122015',
      phones: ['+91 98765 43210', '+91 70000 11111'],
      emails: ['front@desk.example'],
      mapUrl: null,
    });
    await put({ business: { mapUrl: 'https://maps.example/autospa' } });
    expect((await t.app.inject({ url: '/tor/get-settings' })).json().business).toMatchObject({
      city: 'Delhi',
      mapUrl: 'https://maps.example/autospa',
    });
    await put({ business: { mapUrl: null, city: 'Gurugram' } });
  });

  const business = (details: object) => ({ business: details });
  it.each([
    [business({ name: '' }), 'Business name must be 1 to 80 characters.'],
    [business({ name: 'x'.repeat(81) }), 'Business name must be 1 to 80 characters.'],
    [business({ street: ' ' }), 'Street must be 1 to 120 characters.'],
    [business({ street: 'x'.repeat(121) }), 'Street must be 1 to 120 characters.'],
    [business({ city: '' }), 'City must be 1 to 120 characters.'],
    [business({ region: 'Atlantis' }), 'State must be one of the Indian states and union territories.'],
    [business({ postalCode: '012345' }), 'PIN code must be 6 digits and cannot start with 0.'],
    [business({ postalCode: '12345' }), 'PIN code must be 6 digits and cannot start with 0.'],
    [
      business({ phones: ['+91 58100 12345'] }),
      'Each phone must be an Indian number: +91 and 10 digits starting with 6 to 9, e.g. +91 98100 12345.',
    ],
    [
      business({ phones: ['+1 555 0100'] }),
      'Each phone must be an Indian number: +91 and 10 digits starting with 6 to 9, e.g. +91 98100 12345.',
    ],
    [business({ phones: [] }), 'Give 1 to 3 phone numbers.'],
    [business({ phones: ['9810012345', '9810012346', '9810012347', '9810012348'] }), 'Give 1 to 3 phone numbers.'],
    [business({ emails: ['not-an-email'] }), 'Each email must be a valid address, e.g. hello@autospa.example.'],
    [business({ emails: ['a@b.example?cc=x@y.example'] }), 'Each email must be a valid address, e.g. hello@autospa.example.'],
    [business({ emails: [] }), 'Give 1 to 3 email addresses.'],
    [business({ emails: ['a@x.example', 'b@x.example', 'c@x.example', 'd@x.example'] }), 'Give 1 to 3 email addresses.'],
    [
      business({ mapUrl: 'http://maps.example/autospa' }),
      'Map link must be an https:// address, or empty to link the address on OpenStreetMap.',
    ],
    [business({ mapUrl: 'javascript:alert(1)' }), 'Map link must be an https:// address, or empty to link the address on OpenStreetMap.'],
  ])('rejects the business details %j with 400 and saves nothing', async (payload, message) => {
    const before = (await t.app.inject({ url: '/tor/get-settings' })).json();
    const res = await put({ bays: before.bays + 1, ...payload });
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect((await t.app.inject({ url: '/tor/get-settings' })).json()).toEqual(before);
  });

  it('is Admin only', async () => {
    expect((await put({ bays: 2 }, {})).statusCode).toBe(401);
    expect((await put({ bays: 2 }, bearer(await signIn(t.app, await buildUser(t.db))))).statusCode).toBe(403);
    expect((await put({ bays: 2 }, bearer(await signIn(t.app, await buildEmployee(t.db))))).statusCode).toBe(403);
  });
});

describe('the time zone setting', () => {
  it('places bookings on the business wall clock of the configured zone', async () => {
    const { bookableCatalog } = await import('../bookings/test-fixtures.js');
    const catalog = await bookableCatalog(t.db);
    const customer = bearer(await signIn(t.app, await buildUser(t.db)));
    await put({ timeZone: 'America/New_York' });
    try {
      const body = catalog.body({ time: '10:00 AM' });
      const res = await t.app.inject({ method: 'POST', url: '/tor/create-booking', payload: body, headers: customer });
      expect(res.statusCode).toBe(201);
      const startsAt = new Date(res.json().booking.startsAt);
      const wall = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(startsAt);
      expect(wall).toBe('10:00');
      expect(res.json().booking.time).toBe('10:00 AM');
    } finally {
      await put({ timeZone: 'Asia/Kolkata' });
    }
  });
});
