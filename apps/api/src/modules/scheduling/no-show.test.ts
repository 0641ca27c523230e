import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildBooking, buildEmployee, buildService, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { allowManyUpcoming } from '../bookings/test-fixtures.js';

// Issue 17 item 3: No-show, only after the start time, by the Admin or the employee on the job (any employee
// for an unassigned one), counted per customer on every booking of that customer.

let t: TestContext;
let service: Awaited<ReturnType<typeof buildService>>;
let customer: Awaited<ReturnType<typeof buildUser>>;
let mine: Awaited<ReturnType<typeof buildEmployee>>;
const auth: Record<'admin' | 'mine' | 'other', Record<string, string>> = { admin: {}, mine: {}, other: {} };
beforeAll(async () => {
  t = await setupTestApp();
  await allowManyUpcoming(t.db);
  service = await buildService(t.db);
  customer = await buildUser(t.db);
  mine = await buildEmployee(t.db);
  auth.admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  auth.mine = bearer(await signIn(t.app, mine));
  auth.other = bearer(await signIn(t.app, await buildEmployee(t.db)));
});
afterAll(() => t.close());

const HOUR = 3_600_000;
let slot = 0;
/** A booking that started `hoursAgo` hours ago (negative: still to come), each in its own hour of the day. */
const startedAgo = (hoursAgo: number, o: Parameters<typeof buildBooking>[1] = {}) => {
  const startsAt = new Date(Date.now() - hoursAgo * HOUR + slot++ * 60_000);
  return buildBooking(t.db, {
    serviceId: service.id,
    userId: customer.id,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 30 * 60_000),
    ...o,
  });
};
const mark = (id: string, headers: Record<string, string>, status = 'No-show') =>
  t.app.inject({ method: 'PUT', url: `/tor/update-booking-status?id=${id}`, payload: { status }, headers });
const view = async (id: string) => (await t.app.inject({ url: `/tor/get-booking?id=${id}`, headers: auth.admin })).json().booking;

describe('No-show', () => {
  it('is refused before the start time, by either route', async () => {
    const later = await startedAgo(-5);
    const res = await mark(later.id, auth.admin);
    expect([res.statusCode, res.json().message]).toEqual([409, 'A booking can be marked No-show only after its start time.']);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/tor/update-booking?id=${later.id}`,
      payload: { status: 'No-show' },
      headers: auth.admin,
    });
    expect([edit.statusCode, edit.json().message]).toEqual([409, 'A booking can be marked No-show only after its start time.']);
  });

  it("is marked after the start by the Admin, is final, and counts on the customer's bookings", async () => {
    const other = await startedAgo(-30);
    expect((await view(other.id)).customerNoShows).toBe(0);
    const missed = await startedAgo(2, { status: 'Confirmed' });
    const res = await mark(missed.id, auth.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ status: 'No-show', customerNoShows: 1 });
    expect((await view(other.id)).customerNoShows).toBe(1);
    const again = await mark(missed.id, auth.admin, 'Confirmed');
    expect([again.statusCode, again.json().message]).toEqual([409, 'A No-show booking cannot be moved to Confirmed.']);
  });

  it('lets the assigned employee mark it, not another employee; any employee for an unassigned one', async () => {
    const assigned = await startedAgo(3, { employeeId: mine.id });
    const refused = await mark(assigned.id, auth.other);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'This booking is assigned to another employee.']);
    expect((await mark(assigned.id, auth.mine)).json().booking.status).toBe('No-show');
    const open = await startedAgo(4);
    expect((await mark(open.id, auth.other)).statusCode).toBe(200);
  });

  it("counts a guest's no-shows by phone", async () => {
    const phone = '9876501234';
    const first = await startedAgo(5, { userId: null, guestName: 'Asha', guestPhone: phone });
    const second = await startedAgo(-40, { userId: null, guestName: 'Asha', guestPhone: phone });
    await mark(first.id, auth.admin);
    expect((await view(second.id)).customerNoShows).toBe(1);
  });
});
