import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildBooking, buildEmployee, buildService, buildUser } from '@autospa/db/testing';
import { zonedInstant } from '../../lib/zoned-time.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { ZONE, dayAhead } from '../bookings/test-fixtures.js';

// Issue 17: an Employee asks for leave, the Admin approves or declines; get-metrics' Pending Leaves counts the
// requests still to decide.

let t: TestContext;
let employee: Awaited<ReturnType<typeof buildEmployee>>;
const auth: Record<'admin' | 'employee' | 'colleague' | 'user', Record<string, string>> = {
  admin: {},
  employee: {},
  colleague: {},
  user: {},
};
beforeAll(async () => {
  t = await setupTestApp();
  employee = await buildEmployee(t.db);
  auth.admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  auth.employee = bearer(await signIn(t.app, employee));
  auth.colleague = bearer(await signIn(t.app, await buildEmployee(t.db)));
  auth.user = bearer(await signIn(t.app, await buildUser(t.db)));
});
afterAll(() => t.close());

const ask = (from: string, to: string, headers = auth.employee, reason = 'Family function') =>
  t.app.inject({ method: 'POST', url: '/tor/create-leave', payload: { from, to, reason }, headers });
const decide = (id: string, status: string, headers = auth.admin) =>
  t.app.inject({ method: 'PUT', url: `/tor/update-leave?id=${id}`, payload: { status }, headers });
const list = (headers: Record<string, string>, query = '') => t.app.inject({ url: `/tor/get-leaves${query}`, headers });
const pendingLeaves = async (headers = auth.admin) => (await t.app.inject({ url: '/tor/get-metrics', headers })).json().pendingLeaves;

describe('leave requests', () => {
  it('asks, approves, and moves the Pending Leaves metric', async () => {
    expect(await pendingLeaves()).toBe(0);
    const asked = await ask(dayAhead(20), dayAhead(22));
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({
      message: 'Leave requested successfully!',
      leave: {
        employee: { _id: employee.id, username: employee.username },
        from: dayAhead(20),
        to: dayAhead(22),
        status: 'Pending',
        decidedBy: null,
      },
    });
    expect(await pendingLeaves()).toBe(1);
    expect(await pendingLeaves(auth.employee)).toBe(1);
    expect(await pendingLeaves(auth.colleague)).toBe(0);
    const approved = await decide(asked.json().leave._id, 'Approved');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      message: 'Leave approved.',
      leave: { status: 'Approved', decidedBy: { username: expect.any(String) } },
    });
    expect(approved.json().leave.decidedAt).toEqual(expect.any(String));
    expect(await pendingLeaves()).toBe(0);
    const again = await decide(asked.json().leave._id, 'Declined');
    expect([again.statusCode, again.json().message]).toEqual([409, 'This leave request has already been decided.']);
  });

  it("declines, and shows an Employee only its own requests (Pending first), the Admin everyone's", async () => {
    const theirs = await ask(dayAhead(30), dayAhead(30), auth.colleague);
    const mine = await ask(dayAhead(40), dayAhead(41));
    expect((await decide(mine.json().leave._id, 'Declined')).json()).toMatchObject({
      message: 'Leave declined.',
      leave: { status: 'Declined' },
    });
    const own = (await list(auth.employee)).json();
    expect(own.data.every((l: { employee: { _id: string } }) => l.employee._id === employee.id)).toBe(true);
    expect(own.total).toBe(2);
    const all = (await list(auth.admin)).json();
    expect(all.total).toBe(3);
    expect(all.data[0]._id).toBe(theirs.json().leave._id);
    expect((await list(auth.admin, '?status=Declined')).json().data.map((l: { _id: string }) => l._id)).toEqual([mine.json().leave._id]);
  });

  it('refuses approving while the employee has jobs assigned on those days', async () => {
    const day = dayAhead(50);
    const asked = await ask(day, day);
    const service = await buildService(t.db);
    await buildBooking(t.db, { serviceId: service.id, bookingDate: day, startsAt: zonedInstant(day, 600, ZONE), employeeId: employee.id });
    const res = await decide(asked.json().leave._id, 'Approved');
    expect([res.statusCode, res.json().message]).toEqual([409, 'This employee has 1 job assigned on those days. Reassign them first.']);
  });

  it('checks the dates: order, past, at most 60 days, no overlap with its own requests', async () => {
    const order = await ask(dayAhead(70), dayAhead(69));
    expect([order.statusCode, order.json().message]).toEqual([400, 'The last day of leave cannot be before the first.']);
    const past = await ask(dayAhead(-1), dayAhead(1));
    expect([past.statusCode, past.json().message]).toEqual([400, 'Leave cannot start in the past.']);
    const long = await ask(dayAhead(70), dayAhead(130));
    expect([long.statusCode, long.json().message]).toEqual([400, 'A leave request can cover at most 60 days.']);
    const overlap = await ask(dayAhead(21), dayAhead(25));
    expect([overlap.statusCode, overlap.json().message]).toEqual([409, 'You already asked for leave on some of these days.']);
  });

  it('lets only an Employee ask and only the Admin decide', async () => {
    const asked = await ask(dayAhead(90), dayAhead(90));
    const id = asked.json().leave._id as string;
    expect((await decide(id, 'Approved', auth.employee)).statusCode).toBe(403);
    expect((await decide(id, 'Approved', auth.colleague)).statusCode).toBe(403);
    expect((await ask(dayAhead(91), dayAhead(91), auth.admin)).statusCode).toBe(403);
    expect((await ask(dayAhead(91), dayAhead(91), auth.user)).statusCode).toBe(403);
    expect((await list(auth.user)).statusCode).toBe(403);
    expect((await list({})).statusCode).toBe(401);
    const missing = await decide('00000000-0000-4000-8000-000000000000', 'Approved');
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Leave request not found.']);
    const bad = await decide(id, 'Maybe');
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Status must be Approved or Declined.']);
  });
});

describe('staff', () => {
  it('lists active employees with their shifts for Admin and Employee; only the Admin sets shifts', async () => {
    const res = await t.app.inject({ url: '/tor/get-staff', headers: auth.employee });
    expect(res.statusCode).toBe(200);
    expect(res.json().staff).toContainEqual({ _id: employee.id, username: employee.username, phone: employee.phone ?? '', shifts: null });
    expect((await t.app.inject({ url: '/tor/get-staff', headers: auth.user })).statusCode).toBe(403);
    const put = (id: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: `/tor/update-shifts?id=${id}`, payload: { shifts: null }, headers });
    expect((await put(employee.id, auth.employee)).statusCode).toBe(403);
    const notEmployee = await put('00000000-0000-4000-8000-000000000000', auth.admin);
    expect([notEmployee.statusCode, notEmployee.json().message]).toEqual([404, 'Employee not found.']);
  });
});
