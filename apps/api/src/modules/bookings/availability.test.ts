import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '@autospa/contract';
import { buildAdmin, buildBooking, buildService, buildUser, setBusinessSettings } from '@autospa/db/testing';
import { weekdayOf, zonedInstant } from '../../lib/zoned-time.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { ZONE, dayAhead } from './test-fixtures.js';

let t: TestContext;
let user: Record<string, string>;
let admin: Record<string, string>;
let wash: Awaited<ReturnType<typeof buildService>>;
beforeAll(async () => {
  t = await setupTestApp();
  user = bearer(await signIn(t.app, await buildUser(t.db)));
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  wash = await buildService(t.db, { time: '1 hr', durationMinutes: 60 });
  // These cases are about the stay itself; the buffer between cars has its own tests (pricing/availability-quote.test.ts).
  await setBusinessSettings(t.db, { bufferMinutes: 0 });
});
afterAll(() => t.close());

const check = (query: string, headers = user) => t.app.inject({ url: `/tor/get-availability?${query}`, headers });

describe('GET /tor/get-availability', () => {
  it('lists every half hour at which the service fits within opening hours, minus full times', async () => {
    const day = dayAhead(6);
    const sunday = weekdayOf(day) === 'sun';
    for (let i = 0; i < 3; i++)
      await buildBooking(t.db, { serviceId: wash.id, startsAt: zonedInstant(day, 11 * 60, ZONE), bookingDate: day });
    await buildBooking(t.db, { serviceId: wash.id, startsAt: zonedInstant(day, 14 * 60, ZONE), bookingDate: day });
    const res = await check(`date=${day}&serviceName=${encodeURIComponent(wash.serviceName.toLowerCase())}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ date: day, serviceName: wash.serviceName, durationMinutes: 60, bays: 3, closed: false });
    expect(body.opensAt).toBe(sunday ? '09:00' : '08:00');
    expect(body.times[0]).toBe(sunday ? '09:00 AM' : '08:00 AM');
    expect(body.times.at(-1)).toBe(sunday ? '04:00 PM' : '06:00 PM');
    // 11:00–12:00 holds all three bays: 10:30, 11:00 and 11:30 starts would overlap it.
    for (const full of ['10:30 AM', '11:00 AM', '11:30 AM']) expect(body.times).not.toContain(full);
    expect(body.times).toContain('10:00 AM');
    expect(body.times).toContain('12:00 PM');
    expect(body.slots.find((s: { time: string }) => s.time === '02:00 PM').freeBays).toBe(2);
    expect(body.slots.find((s: { time: string }) => s.time === '11:00 AM').freeBays).toBe(0);
  });

  it('says a closed day is closed', async () => {
    const day = dayAhead(7);
    await t.app.inject({
      method: 'PUT',
      url: '/tor/update-settings',
      headers: admin,
      payload: { openingHours: { ...DEFAULT_OPENING_HOURS, [weekdayOf(day)]: null } },
    });
    const res = await check(`date=${day}&serviceName=${encodeURIComponent(wash.serviceName)}`);
    expect(res.json()).toMatchObject({ closed: true, opensAt: null, times: [], slots: [] });
    await t.app.inject({ method: 'PUT', url: '/tor/update-settings', headers: admin, payload: { openingHours: DEFAULT_OPENING_HOURS } });
  });

  it('answers 400 for a missing or past date and an unknown service, and answers without a session', async () => {
    expect((await check(`serviceName=${encodeURIComponent(wash.serviceName)}`)).json().message).toBe('Date is required.');
    expect((await check(`date=${dayAhead(-1)}&serviceName=${encodeURIComponent(wash.serviceName)}`)).json().message).toBe(
      'That date has passed. Please pick today or a later date.',
    );
    const unknown = await check(`date=${dayAhead(1)}&serviceName=Nothing`);
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'Service "Nothing" was not found.']);
    expect((await check(`date=${dayAhead(1)}&serviceName=${encodeURIComponent(wash.serviceName)}`, {})).statusCode).toBe(200);
  });
});
