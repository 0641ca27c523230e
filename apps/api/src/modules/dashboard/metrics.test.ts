import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildBooking, buildEmployee, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';

let t: TestContext;
const auth: Record<'admin' | 'employee' | 'user', Record<string, string>> = { admin: {}, employee: {}, user: {} };
beforeAll(async () => {
  t = await setupTestApp();
  const user = await buildUser(t.db);
  const employee = await buildEmployee(t.db);
  await buildUser(t.db);
  await buildUser(t.db, { active: false });
  auth.user = bearer(await signIn(t.app, user));
  auth.employee = bearer(await signIn(t.app, employee));
  auth.admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  await buildBooking(t.db, { userId: user.id, status: 'Pending' });
  await buildBooking(t.db, { userId: user.id, status: 'Completed', employeeId: employee.id });
  await buildBooking(t.db, { status: 'Completed' });
  await buildBooking(t.db, { status: 'Pending', employeeId: employee.id });
  await buildBooking(t.db, { status: 'Cancelled' });
});
afterAll(() => t.close());

const metrics = (headers: Record<string, string>) => t.app.inject({ url: '/tor/get-metrics', headers });

describe('GET /tor/get-metrics', () => {
  it('gives an Admin the whole business: active customers, pending leave requests (none yet), completed and all bookings', async () => {
    const res = await metrics(auth.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalUsers: 2, pendingLeaves: 0, completedTasks: 2, totalProjects: 5 });
  });

  it('gives a User its own bookings and an Employee the ones assigned to it', async () => {
    expect((await metrics(auth.user)).json()).toEqual({ totalUsers: 2, pendingLeaves: 0, completedTasks: 1, totalProjects: 2 });
    expect((await metrics(auth.employee)).json()).toEqual({ totalUsers: 2, pendingLeaves: 0, completedTasks: 1, totalProjects: 2 });
  });

  it('needs a session', async () => {
    expect((await metrics({})).statusCode).toBe(401);
  });
});
