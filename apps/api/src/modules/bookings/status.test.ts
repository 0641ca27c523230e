import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bookings } from '@autospa/db';
import { buildAdmin, buildBooking, buildEmployee, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { allowManyUpcoming } from './test-fixtures.js';

let t: TestContext;
let customer: Awaited<ReturnType<typeof buildUser>>;
let employee: Awaited<ReturnType<typeof buildEmployee>>;
const auth: Record<'admin' | 'employee' | 'other' | 'user', Record<string, string>> = { admin: {}, employee: {}, other: {}, user: {} };
beforeAll(async () => {
  t = await setupTestApp();
  await allowManyUpcoming(t.db);
  customer = await buildUser(t.db);
  employee = await buildEmployee(t.db);
  auth.user = bearer(await signIn(t.app, customer));
  auth.admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  auth.employee = bearer(await signIn(t.app, employee));
  auth.other = bearer(await signIn(t.app, await buildEmployee(t.db)));
});
afterAll(() => t.close());

const move = (id: string, status: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: `/tor/update-booking-status?id=${id}`, payload: { status }, headers });
const mailsTo = async (email: string, prefix: string) =>
  (await t.outbox()).filter((m) => m.to.includes(email) && m.subject.startsWith(prefix));

describe('PUT /tor/update-booking-status', () => {
  it('lets an Employee take an unassigned booking and move it to Completed, mailing the customer', async () => {
    // Today's booking: work starts on the booking's day (a later one: see the next test).
    const b = await buildBooking(t.db, { userId: customer.id, startsAt: new Date() });
    const confirmed = await move(b.id, 'Confirmed', auth.employee);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe('Booking status updated successfully!');
    expect(confirmed.json().booking).toMatchObject({ status: 'Confirmed', employee: { _id: employee.id, username: employee.username } });
    expect((await move(b.id, 'In progress', auth.employee)).json().booking.status).toBe('In progress');
    expect((await move(b.id, 'Completed', auth.employee)).json().booking.status).toBe('Completed');
    expect(await mailsTo(customer.email, 'Booking confirmed')).toHaveLength(1);
    expect(await mailsTo(customer.email, 'Booking completed')).toHaveLength(1);
  });

  // Issue 14: marking tomorrow's job done today would close (and bill) work that was never done.
  it('refuses to start or complete a booking dated after today (business time zone) with 409', async () => {
    const notYet = 'This booking is for a later day. It can be started or completed only on its day.';
    const confirmed = await buildBooking(t.db, {
      userId: customer.id,
      status: 'Confirmed',
      startsAt: new Date(Date.now() + 2 * 86_400_000),
    });
    const start = await move(confirmed.id, 'In progress', auth.employee);
    expect([start.statusCode, start.json().message]).toEqual([409, notYet]);
    const started = await buildBooking(t.db, {
      userId: customer.id,
      status: 'In progress',
      startsAt: new Date(Date.now() + 2 * 86_400_000),
    });
    const complete = await move(started.id, 'Completed', auth.employee);
    expect([complete.statusCode, complete.json().message]).toEqual([409, notYet]);
    const byEdit = await t.app.inject({
      method: 'PUT',
      url: `/tor/update-booking?id=${confirmed.id}`,
      payload: { status: 'In progress' },
      headers: auth.admin,
    });
    expect([byEdit.statusCode, byEdit.json().message]).toEqual([409, notYet]);
  });

  it('keeps an Employee off a booking assigned to another employee, and off cancelling', async () => {
    const b = await buildBooking(t.db, { userId: customer.id, employeeId: employee.id });
    const res = await move(b.id, 'Confirmed', auth.other);
    expect([res.statusCode, res.json().message]).toEqual([403, 'This booking is assigned to another employee.']);
    const cancel = await move(b.id, 'Cancelled', auth.employee);
    expect([cancel.statusCode, cancel.json().message]).toEqual([403, 'Only the customer or an Admin can cancel a booking.']);
  });

  it('refuses a transition the lifecycle does not allow with 409', async () => {
    const b = await buildBooking(t.db, { userId: customer.id });
    const skip = await move(b.id, 'Completed', auth.admin);
    expect([skip.statusCode, skip.json().message]).toEqual([409, 'A Pending booking cannot be moved to Completed.']);
    const same = await move(b.id, 'Pending', auth.admin);
    expect([same.statusCode, same.json().message]).toEqual([409, 'This booking is already Pending.']);
    const done = await buildBooking(t.db, { userId: customer.id, status: 'Completed' });
    expect((await move(done.id, 'Cancelled', auth.admin)).statusCode).toBe(409);
  });

  it('lets an Admin cancel, recording who and when', async () => {
    const b = await buildBooking(t.db, { userId: customer.id, status: 'Confirmed' });
    const res = await move(b.id, 'Cancelled', auth.admin);
    expect(res.json().booking).toMatchObject({
      status: 'Cancelled',
      cancelledBy: { typeOfUser: 'Admin' },
      cancelledAt: expect.any(String),
    });
    expect((await mailsTo(customer.email, 'Booking cancelled')).length).toBeGreaterThan(0);
  });

  it('will not confirm a public request that has no exact time yet', async () => {
    const b = await buildBooking(t.db, { scheduled: false, timeSlot: 'Morning (8 AM - 12 PM)', source: 'public' });
    const res = await move(b.id, 'Confirmed', auth.admin);
    expect([res.statusCode, res.json().message]).toEqual([409, 'Give this request an exact time before confirming it.']);
  });

  it('answers 400 for a bad id or status, 404 for an unknown booking', async () => {
    const b = await buildBooking(t.db, { userId: customer.id });
    expect((await move('nope', 'Confirmed', auth.admin)).statusCode).toBe(400);
    const bad = await move(b.id, 'Done', auth.admin);
    expect([bad.statusCode, bad.json().message]).toEqual([
      400,
      'Status must be Pending, Confirmed, In progress, Completed, Cancelled or No-show.',
    ]);
    const missing = await move('00000000-0000-4000-8000-000000000000', 'Confirmed', auth.admin);
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Booking not found.']);
  });

  it('is for staff only: 401 anonymous, 403 for a User', async () => {
    const b = await buildBooking(t.db, { userId: customer.id });
    expect((await move(b.id, 'Confirmed', {})).statusCode).toBe(401);
    expect((await move(b.id, 'Confirmed', auth.user)).statusCode).toBe(403);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row?.status).toBe('Pending');
  });
});
