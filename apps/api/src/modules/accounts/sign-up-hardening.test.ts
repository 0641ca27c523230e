import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildEmployee, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { signUpBodies } from './test-fixtures.js';

// Issue 14 item 7: sign-up answers that tell a stranger which details are on file, common passwords, and
// usernames that look like someone else's.
let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await setupTestApp();
  adminToken = await signIn(t.app, await buildAdmin(t.db));
});
afterAll(() => t.close());

const { userBody, employeeBody } = signUpBodies('meera', '97');
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const signUp = (payload: object) => post('/tor/create-user', payload);

const NEUTRAL = { message: 'An account with some of these details already exists. Sign in, or use Forgot Password if it is yours.' };
const COMMON = { message: 'This password is one of the most common ones. Please choose a harder one to guess.' };

describe('POST /tor/create-user without a token (sign-up)', () => {
  it('answers a taken username, email or phone with one neutral 409 that names no field', async () => {
    const owner = await buildUser(t.db, { username: 'Kavya', email: 'kavya@example.test', phone: '9123456780' });
    const answers = await Promise.all([
      signUp(userBody({ username: owner.username.toUpperCase() })),
      signUp(userBody({ emailId: owner.email })),
      signUp(userBody({ phone: owner.phone })),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(NEUTRAL);
    }
  });
});

describe('common passwords', () => {
  const withPassword = (password: string) => ({ password, confirmPassword: password });

  it.each(['password123', 'Password123', 'QWERTY123', 'iloveyou', '12345678'])('refuses %s at sign-up with 400', async (password) => {
    const res = await signUp(userBody(withPassword(password)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(COMMON);
  });

  it('refuses one when an Admin creates a User or an Employee', async () => {
    const asAdmin = bearer(adminToken);
    for (const [url, body] of [
      ['/tor/create-user', userBody(withPassword('Welcome123'))],
      ['/tor/create-user', employeeBody(withPassword('admin@123'))],
      ['/tor/create-employee', employeeBody(withPassword('P@ssw0rd'))],
    ] as const) {
      const res = await post(url, body, asAdmin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(COMMON);
    }
  });

  it('refuses one as the new password of a reset', async () => {
    const user = await buildUser(t.db);
    const { token } = (await post('/tor/send-otp', { emailId: user.email })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/tor/update-password?token=${token}`,
      payload: { otp: 123456, ...{ newPassword: 'sunshine1', confirmPassword: 'sunshine1' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(COMMON);
  });

  it('accepts an uncommon one', async () => {
    expect((await signUp(userBody(withPassword('tidal-mango-42')))).statusCode).toBe(201);
  });
});

describe('usernames', () => {
  it.each([
    [
      'a Cyrillic а in a Latin name',
      'r\u0430vi',
      'Username cannot mix letters of different alphabets (such as Latin and Cyrillic): they can look alike.',
    ],
    [
      'a Greek ο in a Latin name',
      'dem\u03bf-admin',
      'Username cannot mix letters of different alphabets (such as Latin and Cyrillic): they can look alike.',
    ],
    ['a right-to-left override', 'admin\u202egnp.exe', 'Username cannot contain invisible, control or text-direction characters.'],
    ['a bidi isolate', '\u2067admin\u2069', 'Username cannot contain invisible, control or text-direction characters.'],
    ['a zero-width space', 'ad\u200bmin', 'Username cannot contain invisible, control or text-direction characters.'],
    ['a zero-width joiner', 'ad\u200dmin', 'Username cannot contain invisible, control or text-direction characters.'],
    ['a no-break space', 'ravi\u00a0kumar', 'Username cannot contain invisible, control or text-direction characters.'],
    ['an email address', 'kavya@example.test', 'Username cannot contain @. Sign-in takes the email address in its own field.'],
  ])('refuses %s at sign-up with 400', async (_name, username, message) => {
    const res = await signUp(userBody({ username }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses them when an Admin creates or renames a User or an Employee', async () => {
    const asAdmin = bearer(adminToken);
    const user = await buildUser(t.db);
    const employee = await buildEmployee(t.db);
    const attempts = [
      post('/tor/create-user', userBody({ username: 'p\u0430ul' }), asAdmin),
      post('/tor/create-user', employeeBody({ username: 'staff@autospa.example' }), asAdmin),
      post('/tor/create-employee', employeeBody({ username: 'ad\u200bmin' }), asAdmin),
      t.app.inject({ method: 'PUT', url: `/tor/update-user?id=${user.id}`, payload: { username: 'admin\u202e' }, headers: asAdmin }),
      t.app.inject({
        method: 'PUT',
        url: `/tor/update-employee?id=${employee.id}`,
        payload: { username: 'm\u0430nager' },
        headers: asAdmin,
      }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(400);
  });

  it('stores names NFC-normalised, so an accent typed two ways is one name', async () => {
    const decomposed = 'Jose\u0301';
    const res = await signUp(userBody({ username: decomposed }));
    expect(res.statusCode).toBe(201);
    const [row] = (await t.db.execute<{ username: string }>(sql`select username from accounts where id = ${res.json().id}`)).rows;
    expect(row!.username).toBe('Jos\u00e9');
    expect((await signUp(userBody({ username: 'Jos\u00e9' }))).statusCode).toBe(409);
    const login = await post('/tor/login', { username: decomposed, password: 'long-enough-1' });
    expect(login.statusCode).toBe(200);
  });

  it.each(['demo-admin2', 'e2e-owner2', 'Ravi Kumar', "O'Brien", 'Núñez', 'रवि', 'たなか太郎', 'Li Wei 李伟', 'user_42.x'])(
    'accepts %s',
    async (username) => {
      expect((await signUp(userBody({ username }))).statusCode).toBe(201);
    },
  );
});
