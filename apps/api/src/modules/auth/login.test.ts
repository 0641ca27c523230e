import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildAdmin, buildEmployee, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp({ limits: { loginFailuresPerAccount: 3, loginFailuresPerIp: 6 } });
});
afterAll(() => t.close());

const login = (payload: object, remoteAddress = '10.0.0.1') => t.app.inject({ method: 'POST', url: '/tor/login', payload, remoteAddress });

describe('POST /tor/login', () => {
  it('signs in by username, email or phone and returns the SPEC.md login response', async () => {
    const user = await buildUser(t.db, { username: 'Ravi', email: 'ravi@example.test', phone: '9876543210' });
    for (const identifier of [{ username: 'ravi' }, { emailId: 'RAVI@example.test' }, { phone: '9876543210' }]) {
      const res = await login({ ...identifier, password: user.password });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        token: expect.stringMatching(/^[\w-]{43}$/),
        typeOfUser: 'User',
        username: 'Ravi',
        employeeId: user.id,
        email: 'ravi@example.test',
      });
    }
  });

  it('returns each role in typeOfUser', async () => {
    for (const build of [buildAdmin, buildEmployee, buildUser]) {
      const account = await build(t.db);
      const res = await login({ username: account.username, password: account.password });
      expect(res.json().typeOfUser).toBe(account.typeOfUser);
    }
  });

  it('answers a wrong password and an unknown account with the same 401 message', async () => {
    const user = await buildUser(t.db);
    const wrong = await login({ username: user.username, password: 'not-the-password' }, '10.0.1.1');
    const unknown = await login({ username: 'nobody-here', password: 'whatever-123' }, '10.0.1.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid login details. Check them and try again.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a deactivated account with 403 once the password is right', async () => {
    const user = await buildUser(t.db, { active: false });
    const res = await login({ username: user.username, password: user.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This account has been deactivated. Please contact the business.');
  });

  it('asks for both fields when one is missing', async () => {
    for (const payload of [{ username: 'x' }, { password: 'y' }, { username: '', password: '' }, {}]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please fill in all fields');
    }
  });

  it('rejects a malformed body with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/tor/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not valid JSON/);
  });

  it('locks an account after too many failures, even with the right password, with 429', async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < 3; i++)
      expect((await login({ username: user.username, password: 'wrong-password' }, `10.1.0.${i}`)).statusCode).toBe(401);
    const res = await login({ username: user.username, password: user.password }, '10.1.0.9');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Too many failed sign-in attempts. Please wait a while and try again.');
  });

  it('limits failures per address across accounts with 429', async () => {
    for (let i = 0; i < 6; i++) await login({ username: `ghost-${i}`, password: 'wrong-password' }, '10.2.0.1');
    const user = await buildUser(t.db);
    expect((await login({ username: user.username, password: user.password }, '10.2.0.1')).statusCode).toBe(429);
    expect((await login({ username: user.username, password: user.password }, '10.2.0.2')).statusCode).toBe(200);
  });

  it('clears the account failure count after a successful sign-in', async () => {
    const user = await buildUser(t.db);
    await login({ username: user.username, password: 'wrong-password' }, '10.3.0.1');
    await login({ username: user.username, password: 'wrong-password' }, '10.3.0.1');
    expect((await login({ username: user.username, password: user.password }, '10.3.0.1')).statusCode).toBe(200);
    await login({ username: user.username, password: 'wrong-password' }, '10.3.0.1');
    await login({ username: user.username, password: 'wrong-password' }, '10.3.0.1');
    expect((await login({ username: user.username, password: user.password }, '10.3.0.1')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('GET /tor/me returns the signed-in account', async () => {
    const user = await buildUser(t.db);
    const token = await signIn(t.app, user);
    const res = await t.app.inject({ method: 'GET', url: '/tor/me', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, typeOfUser: 'User', username: user.username, emailId: user.email });
  });

  it('GET /tor/me without a token is 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/tor/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue.');
  });

  it('POST /tor/logout revokes the token', async () => {
    const user = await buildUser(t.db);
    const token = await signIn(t.app, user);
    expect((await t.app.inject({ method: 'POST', url: '/tor/logout', headers: bearer(token) })).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/tor/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Your session has expired. Please sign in again.');
  });

  it('expires a session after 7 days without use, and keeps one used within them', async () => {
    const user = await buildUser(t.db);
    const stale = await signIn(t.app, user);
    const fresh = await signIn(t.app, user);
    await t.db.execute(sql`update sessions set last_used_at = now() - interval '7 days 1 minute' where account_id = ${user.id}`);
    await t.db.execute(
      sql`update sessions set last_used_at = now() - interval '6 days 23 hours' where account_id = ${user.id} and token_hash = sha256(${fresh}::bytea)`,
    );
    expect((await t.app.inject({ method: 'GET', url: '/tor/me', headers: bearer(stale) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/tor/me', headers: bearer(fresh) })).statusCode).toBe(200);
    // Using it slides the window forward.
    const [row] = (
      await t.db.execute<{ age: number }>(
        sql`select extract(epoch from now() - last_used_at) as age from sessions where token_hash = sha256(${fresh}::bytea)`,
      )
    ).rows;
    expect(Number(row!.age)).toBeLessThan(5);
  });

  it('ends a session 30 days after sign-in even when it is used every day', async () => {
    const user = await buildUser(t.db);
    const old = await signIn(t.app, user);
    const young = await signIn(t.app, user);
    // Signed in 30 days ago, used a minute ago (so the idle limit alone would keep it).
    await t.db.execute(
      sql`update sessions set created_at = now() - interval '30 days 1 minute', last_used_at = now() - interval '1 minute' where token_hash = sha256(${old}::bytea)`,
    );
    await t.db.execute(
      sql`update sessions set created_at = now() - interval '29 days 23 hours', last_used_at = now() - interval '1 minute' where token_hash = sha256(${young}::bytea)`,
    );
    const refused = await t.app.inject({ method: 'GET', url: '/tor/me', headers: bearer(old) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Your session has expired. Please sign in again.' });
    expect((await t.app.inject({ method: 'GET', url: '/tor/me', headers: bearer(young) })).statusCode).toBe(200);
  });

  it('stores only the SHA-256 of a token', async () => {
    const user = await buildUser(t.db);
    const token = await signIn(t.app, user);
    const rows = (await t.db.execute<{ token_hash: Buffer }>(sql`select token_hash from sessions where account_id = ${user.id}`)).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash.toString('base64url')).not.toBe(token);
    expect(rows[0]!.token_hash).toHaveLength(32);
  });

  it('answers a garbage Authorization header on a protected route with 401', async () => {
    for (const authorization of ['Bearer ', 'Bearer nonsense', 'Basic abc', 'Bearer a b']) {
      const res = await t.app.inject({ method: 'GET', url: '/tor/me', headers: { authorization } });
      expect(res.statusCode).toBe(401);
    }
  });
});
