import nodeIcal, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { bookableCatalog, dayAhead } from './test-fixtures.js';

// Issue 18: the booking mails and the calendar file state the business details of the settings, not constants.
let t: TestContext;
let catalog: Awaited<ReturnType<typeof bookableCatalog>>;
let admin: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await setupTestApp();
  catalog = await bookableCatalog(t.db);
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  customer = bearer(await signIn(t.app, await buildUser(t.db)));
  const res = await t.app.inject({
    method: 'PUT',
    url: '/tor/update-settings',
    headers: admin,
    payload: {
      business: {
        name: 'Shine Car Care',
        street: '12 FC Road',
        city: 'Pune',
        region: 'Maharashtra',
        postalCode: '411004',
        mapUrl: 'https://maps.example/shine',
      },
    },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
});
afterAll(() => t.close());

const eventOf = (ics: string) => Object.values(nodeIcal.sync.parseICS(ics)).find((c) => c?.type === 'VEVENT') as VEvent;

describe('business details in what the customer receives', () => {
  it('the booking mail and the .ics download give the settings’ name, address and map link', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/tor/create-booking',
      payload: catalog.body({ date: dayAhead(5), time: '10:00 AM', carNo: 'MH12 SC 1001' }),
      headers: customer,
    });
    expect(made.statusCode).toBe(201);
    const { _id, reference } = made.json().booking;
    const mail = (await t.outbox()).find((m) => m.subject.includes(reference));
    expect(mail?.body).toContain('Address: 12 FC Road, Pune, Maharashtra 411004');
    expect(mail?.body).toContain('Map: https://maps.example/shine');
    expect(mail?.body).not.toContain('Gurugram');

    const ics = await t.app.inject({ url: `/tor/get-booking-ics?id=${_id}`, headers: customer });
    const event = eventOf(ics.body);
    expect(event.location).toBe('12 FC Road, Pune, Maharashtra 411004');
    expect(event.summary).toBe(`Shine Car Care: ${catalog.service.serviceName} (${reference})`);
    expect(event.description).toContain('Map: https://maps.example/shine');
  });

  it('a later mail (the booking cancelled) reads the details as they are then', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/tor/create-booking',
      payload: catalog.body({ date: dayAhead(6), time: '11:00 AM', carNo: 'MH12 SC 1002' }),
      headers: customer,
    });
    const { _id, reference } = made.json().booking;
    await t.app.inject({ method: 'PUT', url: '/tor/update-settings', headers: admin, payload: { business: { city: 'Pimpri' } } });
    const cancelled = await t.app.inject({ method: 'PUT', url: `/tor/cancel-booking?id=${_id}`, headers: customer });
    expect(cancelled.statusCode).toBe(200);
    const mail = (await t.outbox()).find((m) => m.subject.startsWith('Booking cancelled') && m.subject.includes(reference));
    expect(mail?.body).toContain('Address: 12 FC Road, Pimpri, Maharashtra 411004');
    expect(mail?.body).toMatch(/Shine Car Care\s*$/);
  });
});
