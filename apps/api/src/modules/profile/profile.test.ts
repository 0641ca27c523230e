import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildAdmin, buildEmployee, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const put = (token: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/tor/update-my-profile', headers: bearer(token), payload: payload as object });

describe('GET /tor/my-profile', () => {
  it("returns a customer's own account with its cars and no secrets", async () => {
    const user = await buildUser(t.db, { carNo: ['DL01AB1234', 'HR26DK4321'] });
    const res = await t.app.inject({ url: '/tor/my-profile', headers: bearer(await signIn(t.app, user)) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      typeOfUser: 'User',
      username: user.username,
      emailId: user.email,
      phone: user.phone,
      carNo: ['DL01AB1234', 'HR26DK4321'],
      gender: '',
      country: '',
      state: '',
      pincode: '',
      dateOfBirth: '',
      createdAt: expect.any(String),
      messageChannels: ['sms'],
      language: 'en',
      gst: null,
    });
    expect(res.body).not.toMatch(/argon2|password/i);
  });

  it("returns an employee's own staff details", async () => {
    const employee = await buildEmployee(t.db);
    const res = await t.app.inject({ url: '/tor/my-profile', headers: bearer(await signIn(t.app, employee)) });
    expect(res.json()).toMatchObject({
      id: employee.id,
      typeOfUser: 'Employee',
      gender: 'Female',
      state: 'Haryana',
      pincode: '122015',
      dateOfBirth: '1995-04-12',
      carNo: [],
    });
  });

  it('returns an Admin its own account', async () => {
    const admin = await buildAdmin(t.db);
    const res = await t.app.inject({ url: '/tor/my-profile', headers: bearer(await signIn(t.app, admin)) });
    expect(res.json()).toMatchObject({ id: admin.id, typeOfUser: 'Admin', username: admin.username });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/tor/my-profile' })).statusCode).toBe(401);
  });
});

describe('PUT /tor/update-my-profile', () => {
  it('changes only the caller, normalising and de-duplicating car numbers', async () => {
    const [user, other] = [await buildUser(t.db), await buildUser(t.db)];
    const token = await signIn(t.app, user);
    const res = await put(token, {
      username: `renamed_${user.id.slice(0, 8)}`,
      phone: '9123456780',
      carNo: 'dl 01 ab 1234, MH12XY0001,DL01AB1234',
      currentPassword: user.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile updated successfully!');
    expect(res.json().profile).toMatchObject({ id: user.id, phone: '9123456780', carNo: ['DL01AB1234', 'MH12XY0001'] });
    const me = await t.app.inject({ url: '/tor/my-profile', headers: bearer(token) });
    expect(me.json().username).toBe(`renamed_${user.id.slice(0, 8)}`);
    const untouched = await t.app.inject({ url: '/tor/my-profile', headers: bearer(await signIn(t.app, other)) });
    expect(untouched.json().username).toBe(other.username);
  });

  it('ignores fields a customer may not set (role, active)', async () => {
    const user = await buildUser(t.db);
    const token = await signIn(t.app, user);
    const res = await put(token, { phone: '9000000011', typeOfUser: 'Admin', active: false, currentPassword: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.typeOfUser).toBe('User');
    expect((await t.app.inject({ url: '/tor/me', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('answers 409 with one message that does not say which field another account has', async () => {
    const [user, other] = [await buildUser(t.db), await buildUser(t.db)];
    const token = await signIn(t.app, user);
    const neutral = 'These details cannot be used for your account. Check them or try others.';
    for (const payload of [{ emailId: other.email }, { phone: other.phone }, { username: other.username.toUpperCase() }]) {
      const res = await put(token, { ...payload, currentPassword: user.password });
      expect(res.statusCode, JSON.stringify(payload)).toBe(409);
      expect(res.json()).toEqual({ message: neutral });
    }
  });

  it('answers 400 with the field rule for bad input, and for an empty change', async () => {
    const token = await signIn(t.app, await buildUser(t.db));
    const cases: [unknown, string][] = [
      [{ emailId: 'not-an-email' }, 'Please enter a valid email address.'],
      [{ phone: '12345' }, 'Phone must be exactly 10 digits.'],
      [{ carNo: '' }, 'Car number is required.'],
      [{ carNo: 'X1' }, 'Car number must be 4 to 12 letters and digits, like DL01AB1234.'],
      [{ username: '  ' }, 'Username is required.'],
      [{}, 'Nothing to update.'],
    ];
    for (const [payload, message] of cases) {
      const res = await put(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('is for customers: staff records are kept by the Admin', async () => {
    for (const staff of [await buildEmployee(t.db), await buildAdmin(t.db)]) {
      const res = await put(await signIn(t.app, staff), { phone: '9000000099' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You do not have permission to do this.');
    }
    expect((await t.app.inject({ method: 'PUT', url: '/tor/update-my-profile', payload: { phone: '9000000099' } })).statusCode).toBe(401);
  });
});

describe('cars added on the profile and the garage', () => {
  it('puts a car number added on the profile in My Vehicles too, type not set yet, once', async () => {
    const user = await buildUser(t.db, { carNo: ['DL01AB1234'] });
    const token = await signIn(t.app, user);
    expect((await put(token, { carNo: 'DL01AB1234,TN22CC0042' })).statusCode).toBe(200);
    expect((await put(token, { carNo: 'DL01AB1234,TN22CC0042' })).statusCode).toBe(200);
    const garage = await t.app.inject({ url: '/tor/get-my-vehicles', headers: bearer(token) });
    const added = garage.json<{ data: { plate: string; category: unknown }[] }>().data.filter((v) => v.plate === 'TN22CC0042');
    expect(added).toEqual([expect.objectContaining({ plate: 'TN22CC0042', category: null })]);
  });
});
