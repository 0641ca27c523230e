import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@autospa/db';
import { buildAdmin, buildEmployee, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { signUpBodies } from './test-fixtures.js';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await setupTestApp();
  adminToken = await signIn(t.app, await buildAdmin(t.db));
});
afterAll(() => t.close());

const { userBody, employeeBody } = signUpBodies('asha', '98');
const create = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/tor/create-user', payload: payload as object, headers });
const typeOf = async (id: string) => (await t.db.select().from(accounts).where(eq(accounts.id, id)))[0];

describe('POST /tor/create-user', () => {
  it('registers a User without a token, ignoring any role in the body', async () => {
    const res = await create(userBody({ typeOfUser: 'Admin', role: 'Admin', gender: 'Male' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Registration successful!');
    const row = await typeOf(res.json().id);
    expect(row?.typeOfUser).toBe('User');
    expect(row?.carNo).toEqual(['DL01AB1234']);
    expect(row?.gender).toBeNull();
  });

  it('lets the new User sign in with the password, stored as an argon2id hash', async () => {
    const body = userBody();
    const res = await create(body);
    const row = await typeOf(res.json().id);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(signIn(t.app, { username: body.username, password: body.password })).resolves.toBeTruthy();
  });

  it('with an Admin token creates a User', async () => {
    const res = await create(userBody(), bearer(adminToken));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('User added successfully!');
    expect((await typeOf(res.json().id))?.typeOfUser).toBe('User');
  });

  it('with an Admin token and employee fields creates an Employee', async () => {
    const res = await create(employeeBody(), bearer(adminToken));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Employee added successfully!');
    const row = await typeOf(res.json().id);
    expect(row).toMatchObject({ typeOfUser: 'Employee', gender: 'Female', state: 'Haryana', dateOfBirth: '1996-02-29' });
  });

  it('refuses a User or Employee token with 403', async () => {
    for (const build of [buildUser, buildEmployee]) {
      const token = await signIn(t.app, await build(t.db));
      const res = await create(userBody(), bearer(token));
      expect(res.statusCode).toBe(403);
    }
  });

  it('refuses an expired token with 401 instead of registering anonymously', async () => {
    const res = await create(employeeBody(), bearer('stale-token'));
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['username', { username: '' }, 'Username is required.'],
    ['missing username', { username: undefined }, 'Username is required.'],
    ['email format', { emailId: 'not-an-email' }, 'Please enter a valid email address.'],
    ['phone digits', { phone: '12345' }, 'Phone must be exactly 10 digits.'],
    ['phone letters', { phone: '98765abcde' }, 'Phone must be exactly 10 digits.'],
    ['short password', { password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters.'],
    ['password match', { confirmPassword: 'something-else' }, 'Passwords do not match.'],
    ['car number', { carNo: '' }, 'Car number is required.'],
  ])('rejects a bad %s with 400 and its message', async (_name, override, message) => {
    const res = await create(userBody(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it.each([
    ['gender', { gender: 'Robot' }, 'Gender must be Male, Female or Other.'],
    ['pincode', { pincode: '12' }, 'Pincode must be 6 digits.'],
    ['date of birth', { dateOfBirth: '2999-01-01' }, 'Date of birth cannot be in the future.'],
    ['country', { country: ' ' }, 'Country is required.'],
  ])('rejects a bad employee %s with 400', async (_name, override, message) => {
    const res = await create(employeeBody(override), bearer(adminToken));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it.each([
    ['username', (b: ReturnType<typeof userBody>) => ({ username: b.username.toUpperCase() }), 'username'],
    ['email', (b: ReturnType<typeof userBody>) => ({ emailId: b.emailId.toUpperCase() }), 'email address'],
    ['phone', (b: ReturnType<typeof userBody>) => ({ phone: b.phone }), 'phone number'],
  ])('answers an Admin adding a duplicate %s with 409 naming it', async (_name, clash, label) => {
    const first = userBody();
    expect((await create(first)).statusCode).toBe(201);
    const res = await create(userBody(clash(first)), bearer(adminToken));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`An account with this ${label} already exists.`);
  });

  it('rejects a body that is not an object with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/tor/create-user',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /tor/create-employee', () => {
  it('creates an Employee and returns the SPEC.md shape with 201', async () => {
    const body = employeeBody();
    const res = await t.app.inject({ method: 'POST', url: '/tor/create-employee', payload: body, headers: bearer(adminToken) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Employee created successfully!',
      token: expect.any(String),
      emailId: body.emailId,
      username: body.username,
      typeOfUser: 'Employee',
      employeeId: expect.any(String),
    });
    const me = await t.app.inject({ method: 'GET', url: '/tor/me', headers: bearer(res.json().token) });
    expect(me.json().typeOfUser).toBe('Employee');
  });

  it('is Admin only', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/tor/create-employee', payload: employeeBody() })).statusCode).toBe(401);
    const token = await signIn(t.app, await buildEmployee(t.db));
    expect(
      (await t.app.inject({ method: 'POST', url: '/tor/create-employee', payload: employeeBody(), headers: bearer(token) })).statusCode,
    ).toBe(403);
  });

  it('validates the body with the same messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/tor/create-employee',
      payload: employeeBody({ confirmPassword: 'nope-nope' }),
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Passwords do not match.');
  });

  it('answers a duplicate email with 409', async () => {
    const body = employeeBody();
    await t.app.inject({ method: 'POST', url: '/tor/create-employee', payload: body, headers: bearer(adminToken) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/tor/create-employee',
      payload: employeeBody({ emailId: body.emailId }),
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('self-registration limit', () => {
  it('answers 429 after too many anonymous registrations from one address, but never limits an Admin', async () => {
    const limited = await setupTestApp({ limits: { registrationsPerWindow: 2 } });
    try {
      const token = await signIn(limited.app, await buildAdmin(limited.db));
      const post = (payload: object, headers = {}) =>
        limited.app.inject({ method: 'POST', url: '/tor/create-user', payload, headers, remoteAddress: '10.9.9.9' });
      expect((await post(userBody())).statusCode).toBe(201);
      expect((await post(userBody())).statusCode).toBe(201);
      const third = await post(userBody());
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe('Too many requests. Please wait a moment and try again.');
      expect((await post(userBody(), bearer(token))).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('invalid characters', () => {
  it('answers a NUL character in any field with 400, not 500', async () => {
    const res = await create(userBody({ username: 'bad\u0000name' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request contains an invalid character.');
  });
});
