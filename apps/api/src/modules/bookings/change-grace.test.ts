import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildBooking, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { allowManyUpcoming, bookableCatalog, dayAhead } from './test-fixtures.js';

// Issue 16 items 4 and 6: the grace after booking (setting changeGraceMinutes, default 15) against the 24-hour
// rule, and My Bookings in the order a customer reads it.
let t: TestContext;
let customer: Awaited<ReturnType<typeof buildUser>>;
let auth: Record<string, string>;
let admin: Record<string, string>;
let catalog: Awaited<ReturnType<typeof bookableCatalog>>;
beforeAll(async () => {
  t = await setupTestApp();
  customer = await buildUser(t.db);
  auth = bearer(await signIn(t.app, customer));
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  catalog = await bookableCatalog(t.db);
  await allowManyUpcoming(t.db);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const MINUTE = 60_000;
let slot = 0;
// Bookings within 24 hours of the start, made `madeMinutesAgo` minutes ago; each an hour after the previous.
const soonBooking = (madeMinutesAgo: number) =>
  buildBooking(t.db, {
    userId: customer.id,
    serviceId: catalog.service.id,
    startsAt: new Date(Date.now() + (3 + slot++) * HOUR),
    createdAt: new Date(Date.now() - madeMinutesAgo * MINUTE),
  });
const cancel = (id: string) => t.app.inject({ method: 'PUT', url: `/tor/cancel-booking?id=${id}`, headers: auth });
const TOO_LATE = 'Bookings can be changed or cancelled only up to 24 hours before the start. Please call us.';

describe('the grace after booking', () => {
  it('lets the customer cancel a booking inside 24 hours within 15 minutes of making it', async () => {
    const res = await cancel((await soonBooking(2)).id);
    expect([res.statusCode, res.json().booking?.status]).toEqual([200, 'Cancelled']);
  });

  it('refuses it once the grace is over', async () => {
    const res = await cancel((await soonBooking(16)).id);
    expect([res.statusCode, res.json().message]).toEqual([409, TOO_LATE]);
  });

  it('follows the setting: 0 switches the grace off, 30 widens it', async () => {
    const put = (changeGraceMinutes: number) =>
      t.app.inject({ method: 'PUT', url: '/tor/update-settings', payload: { changeGraceMinutes }, headers: admin });
    expect((await put(0)).json().settings.changeGraceMinutes).toBe(0);
    expect((await cancel((await soonBooking(1)).id)).statusCode).toBe(409);
    await put(30);
    expect((await cancel((await soonBooking(20)).id)).statusCode).toBe(200);
    await put(15);
  });

  it('applies to rescheduling too', async () => {
    const reschedule = async (madeMinutesAgo: number, time: string) => {
      const b = await soonBooking(madeMinutesAgo);
      return t.app.inject({
        method: 'PUT',
        url: `/tor/reschedule-booking?id=${b.id}`,
        payload: { date: dayAhead(2), time },
        headers: auth,
      });
    };
    const inGrace = await reschedule(5, '10:00 AM');
    expect([inGrace.statusCode, inGrace.json().booking?.time]).toEqual([200, '10:00 AM']);
    const late = await reschedule(16, '11:00 AM');
    expect([late.statusCode, late.json().message]).toEqual([409, TOO_LATE]);
  });
});

describe('GET /tor/my-bookings order', () => {
  it('lists upcoming bookings first, the soonest at the top, then past ones, the most recent first', async () => {
    const user = await buildUser(t.db);
    const headers = bearer(await signIn(t.app, user));
    const at = (hours: number) =>
      buildBooking(t.db, { userId: user.id, serviceId: catalog.service.id, startsAt: new Date(Date.now() + hours * HOUR) });
    const lastWeek = await at(-24 * 7);
    const upNextWeek = await at(24 * 7);
    const yesterday = await at(-24);
    const tomorrow = await at(24);
    const res = await t.app.inject({ url: '/tor/my-bookings', headers });
    expect(res.json().data.map((b: { _id: string }) => b._id)).toEqual([tomorrow.id, upNextWeek.id, yesterday.id, lastWeek.id]);
  });
});
