import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bookings } from '@autospa/db';
import { buildAdmin, buildBooking, buildEmployee, buildService, buildUser } from '@autospa/db/testing';
import { zonedInstant } from '../../lib/zoned-time.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { ZONE, allowManyUpcoming, bookableCatalog, dayAhead } from './test-fixtures.js';

let t: TestContext;
let customer: Awaited<ReturnType<typeof buildUser>>;
let employee: Awaited<ReturnType<typeof buildEmployee>>;
let catalog: Awaited<ReturnType<typeof bookableCatalog>>;
const auth: Record<'admin' | 'employee' | 'user', Record<string, string>> = { admin: {}, employee: {}, user: {} };
beforeAll(async () => {
  t = await setupTestApp();
  await allowManyUpcoming(t.db);
  customer = await buildUser(t.db);
  employee = await buildEmployee(t.db);
  catalog = await bookableCatalog(t.db);
  auth.user = bearer(await signIn(t.app, customer));
  auth.admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  auth.employee = bearer(await signIn(t.app, employee));
});
afterAll(() => t.close());

// The customer's bookings, each at 9:00 on a day of its own from 20 days ahead: they never compete for a bay.
let ownDays = 20;
const own = (o: Parameters<typeof buildBooking>[1] = {}) => {
  const day = dayAhead(ownDays++);
  return buildBooking(t.db, {
    userId: customer.id,
    serviceId: catalog.service.id,
    carNo: ['DL01AB1234'],
    startsAt: zonedInstant(day, 9 * 60, ZONE),
    bookingDate: day,
    ...o,
  });
};
const edit = (id: string, payload: object, headers = auth.admin) =>
  t.app.inject({ method: 'PUT', url: `/tor/update-booking?id=${id}`, payload, headers });
const remove = (id: string, headers = auth.admin) => t.app.inject({ method: 'DELETE', url: `/tor/delete-booking?id=${id}`, headers });

describe('PUT /tor/update-booking', () => {
  it('edits date, time, service, car, employee and status together, re-taking the price snapshot', async () => {
    const premium = await buildService(t.db, { price: '1499 rs', pricePaise: 149_900, time: '1 hr 30 min', durationMinutes: 90 });
    const b = await own();
    const res = await edit(b.id, {
      date: dayAhead(6),
      time: '13:00',
      serviceName: premium.serviceName,
      carNo: 'hr 26 dk 4321',
      employeeId: employee.id,
      status: 'Confirmed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Booking updated successfully!');
    expect(res.json().booking).toMatchObject({
      date: dayAhead(6),
      time: '01:00 PM',
      service: [{ _id: premium.id }],
      price: '1499 rs',
      durationMinutes: 90,
      carNo: ['HR26DK4321'],
      employee: { _id: employee.id },
      status: 'Confirmed',
    });
    expect((await t.outbox()).some((m) => m.to.includes(customer.email) && m.subject.startsWith('Booking confirmed'))).toBe(true);
  });

  it('gives a public request an exact time through the capacity check', async () => {
    const day = dayAhead(8);
    const request = await buildBooking(t.db, {
      serviceId: catalog.service.id,
      scheduled: false,
      timeSlot: 'Morning (8 AM - 12 PM)',
      source: 'public',
      bookingDate: day,
      startsAt: zonedInstant(day, 480, ZONE),
      endsAt: zonedInstant(day, 720, ZONE),
    });
    for (let i = 0; i < 3; i++)
      await buildBooking(t.db, { serviceId: catalog.service.id, startsAt: zonedInstant(day, 9 * 60, ZONE), bookingDate: day });
    const full = await edit(request.id, { time: '9:00 AM', status: 'Confirmed' });
    expect([full.statusCode, full.json().message]).toEqual([409, 'This slot is full. Please pick another time.']);
    const res = await edit(request.id, { time: '10:00 AM', status: 'Confirmed' });
    expect(res.json().booking).toMatchObject({
      scheduled: true,
      time: '10:00 AM',
      status: 'Confirmed',
      timeSlot: 'Morning (8 AM - 12 PM)',
    });
  });

  it('returns the booking unchanged, without mail, when nothing differs', async () => {
    const b = await own();
    const before = (await t.outbox()).length;
    const res = await edit(b.id, { status: 'Pending', carNo: 'DL01AB1234' });
    expect(res.statusCode).toBe(200);
    expect((await t.outbox()).length).toBe(before);
  });

  it('answers 400 for bad input, unknown names and ids', async () => {
    const b = await own();
    const cases: [object, string][] = [
      [{}, 'Nothing to update.'],
      [{ time: 'noonish' }, 'Time must be a time of day like 10:30 AM or 14:00.'],
      [{ employeeId: 'bob' }, 'employeeId must be a valid id.'],
      [{ employeeId: customer.id }, 'Employee not found. Pick an active Employee account.'],
      [{ serviceName: 'Unknown wash' }, 'Service "Unknown wash" was not found.'],
      [{ date: dayAhead(-3) }, 'That date has passed. Please pick today or a later date.'],
    ];
    for (const [payload, message] of cases) {
      const res = await edit(b.id, payload);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
  });

  it('answers 409 for a finished booking or an invalid transition', async () => {
    const done = await own({ status: 'Completed' });
    const res = await edit(done.id, { carNo: 'KA05MN0001' });
    expect([res.statusCode, res.json().message]).toEqual([409, 'This booking is Completed and can no longer be changed.']);
    const b = await own();
    expect((await edit(b.id, { status: 'In progress' })).statusCode).toBe(409);
  });

  it('is Admin only, and 404 for an unknown booking', async () => {
    const b = await own();
    expect((await edit(b.id, { carNo: 'KA05MN0001' }, {})).statusCode).toBe(401);
    expect((await edit(b.id, { carNo: 'KA05MN0001' }, auth.user)).statusCode).toBe(403);
    expect((await edit(b.id, { carNo: 'KA05MN0001' }, auth.employee)).statusCode).toBe(403);
    expect((await edit('00000000-0000-4000-8000-000000000000', { carNo: 'KA05MN0001' })).statusCode).toBe(404);
  });
});

describe('DELETE /tor/delete-booking', () => {
  it('deletes the booking and tells a customer who still expected it', async () => {
    const b = await own();
    const res = await remove(b.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Booking deleted successfully!');
    expect(await t.db.select().from(bookings).where(eq(bookings.id, b.id))).toHaveLength(0);
    expect((await remove(b.id)).statusCode).toBe(404);
    expect((await t.outbox()).some((m) => m.to.includes(customer.email) && m.subject.startsWith('Booking cancelled'))).toBe(true);
  });

  it('is Admin only', async () => {
    const b = await own();
    expect((await remove(b.id, {})).statusCode).toBe(401);
    expect((await remove(b.id, auth.user)).statusCode).toBe(403);
    expect((await remove(b.id, auth.employee)).statusCode).toBe(403);
    expect((await remove('nope')).statusCode).toBe(400);
  });
});

// Issue 14 item 5: a public request is a guest's until the Admin, by hand, says whose account it belongs to.
describe('PUT /tor/update-booking linking a public request to a customer', () => {
  const request = () =>
    buildBooking(t.db, { serviceId: catalog.service.id, source: 'public', scheduled: false, timeSlot: 'Morning (8 AM - 12 PM)' });

  it("links it to the customer's account, who then sees it in My Bookings", async () => {
    const b = await request();
    const owner = await buildUser(t.db);
    const res = await edit(b.id, { userId: owner.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().booking.userId).toMatchObject({ _id: owner.id, typeOfUser: 'User' });
    const mine = await t.app.inject({ url: '/tor/my-bookings', headers: bearer(await signIn(t.app, owner)) });
    expect(mine.json().data.map((x: { _id: string }) => x._id)).toContain(b.id);
  });

  it('refuses a booking made in the app, an unknown or non-customer account, and anyone but the Admin', async () => {
    const appBooking = await own({ startsAt: zonedInstant(dayAhead(9), 9 * 60, ZONE), bookingDate: dayAhead(9) });
    const other = await buildUser(t.db);
    const moved = await edit(appBooking.id, { userId: other.id });
    expect([moved.statusCode, moved.json().message]).toEqual([409, 'Only a public booking request can be linked to a customer account.']);
    const b = await request();
    const toEmployee = await edit(b.id, { userId: employee.id });
    expect([toEmployee.statusCode, toEmployee.json().message]).toEqual([400, 'Customer not found. Pick an active User account.']);
    expect((await edit(b.id, { userId: customer.id }, auth.employee)).statusCode).toBe(403);
    expect((await edit(b.id, { userId: 'not-an-id' })).statusCode).toBe(400);
  });
});
