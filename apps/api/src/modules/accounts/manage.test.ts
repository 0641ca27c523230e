import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildAdmin, buildEmployee, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';

let t: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await setupTestApp();
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
});
afterAll(() => t.close());

describe('GET /tor/allusersandemployee', () => {
  it('lists Users with SPEC.md fields and no secrets, wrapped in {data}', async () => {
    const user = await buildUser(t.db, { carNo: ['HR26DK4321'] });
    await buildEmployee(t.db);
    const res = await t.app.inject({ url: '/tor/allusersandemployee?typeOfUser=User', headers: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.every((u: { typeOfUser: string }) => u.typeOfUser === 'User')).toBe(true);
    expect(body.data.find((u: { userId: string }) => u.userId === user.id)).toEqual({
      _id: user.id,
      userId: user.id,
      username: user.username,
      phone: user.phone,
      emailId: user.email,
      carNo: ['HR26DK4321'],
      bookings: 0,
      active: true,
      typeOfUser: 'User',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(res.body).not.toMatch(/argon2|password/i);
  });

  it('lists Employees with SPEC.md fields', async () => {
    const employee = await buildEmployee(t.db);
    const res = await t.app.inject({ url: '/tor/allusersandemployee?typeOfUser=Employee', headers: admin });
    const row = res.json().data.find((e: { employeeId: string }) => e.employeeId === employee.id);
    expect(row).toMatchObject({
      username: employee.username,
      gender: 'Female',
      country: 'India',
      state: 'Haryana',
      pincode: '122015',
      dateOfBirth: '1995-04-12',
      active: true,
    });
  });

  it('pages and searches when asked, reporting the total', async () => {
    for (let i = 0; i < 5; i++) await buildUser(t.db, { username: `pager_${i}` });
    const res = await t.app.inject({ url: '/tor/allusersandemployee?typeOfUser=User&q=pager_&page=2&limit=2', headers: admin });
    expect(res.json().total).toBe(5);
    expect(res.json().data).toHaveLength(2);
  });

  it('rejects an unknown typeOfUser with 400', async () => {
    const res = await t.app.inject({ url: '/tor/allusersandemployee?typeOfUser=Admin', headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('typeOfUser must be User or Employee.');
  });

  it('is Admin only', async () => {
    expect((await t.app.inject({ url: '/tor/allusersandemployee?typeOfUser=User' })).statusCode).toBe(401);
    const token = await signIn(t.app, await buildUser(t.db));
    expect((await t.app.inject({ url: '/tor/allusersandemployee?typeOfUser=User', headers: bearer(token) })).statusCode).toBe(403);
  });
});

describe('PUT /tor/update-user and /tor/update-employee', () => {
  it('updates a user', async () => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/tor/update-user?id=${user.id}`,
      payload: { username: 'renamed-user', carNo: 'ka05 mn 0001' },
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('User updated successfully!');
    const list = await t.app.inject({ url: '/tor/allusersandemployee?typeOfUser=User&q=renamed-user', headers: admin });
    expect(list.json().data[0]).toMatchObject({ username: 'renamed-user', carNo: ['KA05MN0001'] });
  });

  it('updates an employee', async () => {
    const employee = await buildEmployee(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/tor/update-employee?id=${employee.id}`,
      payload: { state: 'Delhi', gender: 'Male' },
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 for an unknown id or the wrong kind', async () => {
    const employee = await buildEmployee(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/tor/update-user?id=${employee.id}`,
      payload: { username: 'x-y-z' },
      headers: admin,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Account not found.');
  });

  it('answers 400 for a malformed id or body', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/tor/update-user?id=nope', payload: {}, headers: admin })).statusCode).toBe(400);
    const user = await buildUser(t.db);
    const res = await t.app.inject({ method: 'PUT', url: `/tor/update-user?id=${user.id}`, payload: { phone: '1' }, headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Phone must be exactly 10 digits.');
  });

  it('answers 409 when the change clashes with another account', async () => {
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    const res = await t.app.inject({ method: 'PUT', url: `/tor/update-user?id=${a.id}`, payload: { emailId: b.email }, headers: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email address already exists.');
  });
});

describe('DELETE /tor/delete-user and /tor/delete-employee', () => {
  it('deactivates: the account stays listed, cannot sign in, and its sessions end', async () => {
    const user = await buildUser(t.db);
    const token = await signIn(t.app, user);
    const res = await t.app.inject({ method: 'DELETE', url: `/tor/delete-user?id=${user.id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('User deactivated successfully!');
    expect((await t.app.inject({ url: '/tor/me', headers: bearer(token) })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/tor/login', payload: { username: user.username, password: user.password } });
    expect(login.statusCode).toBe(403);
    const list = await t.app.inject({ url: `/tor/allusersandemployee?typeOfUser=User&q=${user.username}`, headers: admin });
    expect(list.json().data[0].active).toBe(false);
  });

  it('deactivates an employee, and re-activation lets it sign in again', async () => {
    const employee = await buildEmployee(t.db);
    expect((await t.app.inject({ method: 'DELETE', url: `/tor/delete-employee?id=${employee.id}`, headers: admin })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/tor/login', payload: { username: employee.username, password: employee.password } }))
        .statusCode,
    ).toBe(403);
    await t.app.inject({ method: 'PUT', url: `/tor/update-employee?id=${employee.id}`, payload: { active: true }, headers: admin });
    expect(
      (await t.app.inject({ method: 'POST', url: '/tor/login', payload: { username: employee.username, password: employee.password } }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 404 for an unknown account and 403 for a non-Admin', async () => {
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/tor/delete-employee?id=00000000-0000-4000-8000-000000000000', headers: admin }))
        .statusCode,
    ).toBe(404);
    const user = await buildUser(t.db);
    const token = await signIn(t.app, user);
    expect((await t.app.inject({ method: 'DELETE', url: `/tor/delete-user?id=${user.id}`, headers: bearer(token) })).statusCode).toBe(403);
  });
});
