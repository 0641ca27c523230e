import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bookings } from '@autospa/db';
import { buildAdmin, buildBooking, buildEmployee, buildUser } from '@autospa/db/testing';
import { zonedInstant } from '../../lib/zoned-time.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { ZONE, allowManyUpcoming, bookableCatalog, dayAhead } from './test-fixtures.js';

let t: TestContext;
let customer: Awaited<ReturnType<typeof buildUser>>;
let catalog: Awaited<ReturnType<typeof bookableCatalog>>;
const auth: Record<'admin' | 'employee' | 'user' | 'stranger', Record<string, string>> = {
  admin: {},
  employee: {},
  user: {},
  stranger: {},
};
beforeAll(async () => {
  t = await setupTestApp();
  await allowManyUpcoming(t.db);
  customer = await buildUser(t.db);
  catalog = await bookableCatalog(t.db);
  auth.user = bearer(await signIn(t.app, customer));
  auth.stranger = bearer(await signIn(t.app, await buildUser(t.db)));
  auth.admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  auth.employee = bearer(await signIn(t.app, await buildEmployee(t.db)));
});
afterAll(() => t.close());

const HOUR = 3_600_000;
// The customer's booking `inHours` ahead; without it, two hours after the previous one from 72 hours ahead, so
// the bookings of this file never compete for a bay.
let spread = 72;
const ownBooking = (inHours?: number, o: Parameters<typeof buildBooking>[1] = {}) =>
  buildBooking(t.db, {
    userId: customer.id,
    serviceId: catalog.service.id,
    startsAt: new Date(Date.now() + (inHours ?? (spread += 2)) * HOUR),
    ...o,
  });
const cancel = (id: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: `/tor/cancel-booking?id=${id}`, headers });
const reschedule = (id: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: `/tor/reschedule-booking?id=${id}`, payload, headers });
const statusOf = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status;

describe('PUT /tor/cancel-booking', () => {
  it('lets the customer cancel its own booking more than 24 hours ahead, recording who and when, and mails it', async () => {
    const b = await ownBooking();
    const res = await cancel(b.id, auth.user);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Booking cancelled successfully!');
    expect(res.json().booking).toMatchObject({ status: 'Cancelled', cancelledBy: { _id: customer.id, typeOfUser: 'User' } });
    expect((await t.outbox()).some((m) => m.to.includes(customer.email) && m.subject.startsWith('Booking cancelled'))).toBe(true);
  });

  it('refuses another customer with 403 and leaves the booking alone', async () => {
    const b = await ownBooking();
    const res = await cancel(b.id, auth.stranger);
    expect([res.statusCode, res.json().message]).toEqual([403, 'This booking belongs to another customer.']);
    expect(await statusOf(b.id)).toBe('Pending');
  });

  it('refuses the customer within 24 hours of the start with 409, but not an Admin', async () => {
    const b = await ownBooking(23, { createdAt: new Date(Date.now() - HOUR) });
    const res = await cancel(b.id, auth.user);
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'Bookings can be changed or cancelled only up to 24 hours before the start. Please call us.',
    ]);
    expect(await statusOf(b.id)).toBe('Pending');
    expect((await cancel(b.id, auth.admin)).statusCode).toBe(200);
  });

  it('refuses a booking already cancelled or completed with 409', async () => {
    for (const status of ['Cancelled', 'Completed']) {
      const res = await cancel((await ownBooking(undefined, { status })).id, auth.user);
      expect(res.statusCode).toBe(409);
    }
  });

  it('answers 404, 400, 401 and 403 (Employee) as it should', async () => {
    expect((await cancel('00000000-0000-4000-8000-000000000000', auth.user)).statusCode).toBe(404);
    expect((await cancel('x', auth.user)).statusCode).toBe(400);
    const b = await ownBooking();
    expect((await cancel(b.id, {})).statusCode).toBe(401);
    expect((await cancel(b.id, auth.employee)).statusCode).toBe(403);
  });
});

describe('PUT /tor/reschedule-booking', () => {
  it('moves the customer’s own booking to a free time and mails it', async () => {
    const b = await ownBooking();
    const res = await reschedule(b.id, { date: dayAhead(9), time: '3:30 PM' }, auth.user);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Booking rescheduled successfully!');
    expect(res.json().booking).toMatchObject({ date: dayAhead(9), time: '03:30 PM', status: 'Pending' });
    expect((await t.outbox()).some((m) => m.to.includes(customer.email) && m.subject.startsWith('Booking rescheduled'))).toBe(true);
  });

  it('runs the capacity check: a full slot is 409, and the booking stays where it was', async () => {
    const day = dayAhead(11);
    const start = zonedInstant(day, 14 * 60, ZONE);
    for (let i = 0; i < 3; i++) await buildBooking(t.db, { serviceId: catalog.service.id, startsAt: start, bookingDate: day });
    const b = await ownBooking();
    const res = await reschedule(b.id, { date: day, time: '2:15 PM' }, auth.user);
    expect([res.statusCode, res.json().message]).toEqual([409, 'This slot is full. Please pick another time.']);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row?.startsAt.getTime()).toBe(b.startsAt.getTime());
  });

  it('refuses another customer (403), within 24 hours (409), and a finished booking (409)', async () => {
    const to = { date: dayAhead(12), time: '10:00 AM' };
    expect((await reschedule((await ownBooking()).id, to, auth.stranger)).statusCode).toBe(403);
    const soon = await reschedule((await ownBooking(5, { createdAt: new Date(Date.now() - HOUR) })).id, to, auth.user);
    expect([soon.statusCode, soon.json().message]).toEqual([
      409,
      'Bookings can be changed or cancelled only up to 24 hours before the start. Please call us.',
    ]);
    const done = await reschedule((await ownBooking(undefined, { status: 'Completed' })).id, to, auth.user);
    expect([done.statusCode, done.json().message]).toEqual([409, 'This booking is Completed and can no longer be changed.']);
  });

  it('validates the new date and time (400) and opening hours (409)', async () => {
    const b = await ownBooking();
    expect((await reschedule(b.id, { date: dayAhead(12) }, auth.user)).json().message).toBe('Time is required.');
    expect((await reschedule(b.id, { date: 'soon', time: '10:00' }, auth.user)).json().message).toBe('Date must be a date (YYYY-MM-DD).');
    expect((await reschedule(b.id, { date: dayAhead(-2), time: '10:00' }, auth.user)).json().message).toBe(
      'That date has passed. Please pick today or a later date.',
    );
    const closed = await reschedule(b.id, { date: dayAhead(12), time: '10:00 PM' }, auth.user);
    expect([closed.statusCode, closed.json().message]).toEqual([
      409,
      'We are closed at that time. Please pick a time within opening hours.',
    ]);
  });

  it('answers 401, 403 (Employee) and 404', async () => {
    const to = { date: dayAhead(12), time: '10:00 AM' };
    const b = await ownBooking();
    expect((await reschedule(b.id, to, {})).statusCode).toBe(401);
    expect((await reschedule(b.id, to, auth.employee)).statusCode).toBe(403);
    expect((await reschedule('00000000-0000-4000-8000-000000000000', to, auth.admin)).statusCode).toBe(404);
  });
});
