import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildUser, latestOtp } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const sendOtp = (emailId: string) => t.app.inject({ method: 'POST', url: '/tor/send-otp', payload: { emailId } });
const update = (token: string, body: object, headers = {}) =>
  t.app.inject({ method: 'POST', url: `/tor/update-password?token=${encodeURIComponent(token)}`, payload: body, headers });
const codeFor = async (email: string) => {
  await t.app.mailQueue.flush();
  return latestOtp(t.outboxDir, email);
};

describe('POST /tor/send-otp', () => {
  it('emails a 6-digit code and returns {token, message}', async () => {
    const user = await buildUser(t.db);
    const res = await sendOtp(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token: expect.any(String), message: 'OTP sent to your email' });
    expect(await codeFor(user.email)).toMatch(/^\d{6}$/);
  });

  it('answers an unknown email with the same shape and message, and sends nothing', async () => {
    const before = (await t.outbox()).length;
    const res = await sendOtp('nobody@example.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token: expect.any(String), message: 'OTP sent to your email' });
    expect(await t.outbox()).toHaveLength(before);
  });

  it('stores the code and token only hashed', async () => {
    const user = await buildUser(t.db);
    const { token } = (await sendOtp(user.email)).json();
    const code = (await codeFor(user.email))!;
    const dump = JSON.stringify((await t.db.execute(sql`select * from password_resets where account_id = ${user.id}`)).rows);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(code);
  });

  it('rejects a missing or malformed email with 400', async () => {
    expect((await sendOtp('')).statusCode).toBe(400);
    const res = await sendOtp('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid email address.');
  });
});

describe('POST /tor/update-password', () => {
  it('sets the password with the code, ends other sessions, keeps the caller, and emails a notice', async () => {
    const user = await buildUser(t.db);
    const other = await signIn(t.app, user);
    const mine = await signIn(t.app, user);
    const { token } = (await sendOtp(user.email)).json();
    const otp = Number(await codeFor(user.email));
    const res = await update(token, { otp, newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' }, bearer(mine));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password updated successfully');
    expect((await t.app.inject({ url: '/tor/me', headers: bearer(other) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/tor/me', headers: bearer(mine) })).statusCode).toBe(200);
    await expect(signIn(t.app, { username: user.username, password: 'brand-new-pass' })).resolves.toBeTruthy();
    await expect(signIn(t.app, user)).rejects.toThrow();
    expect((await t.outbox()).some((m) => m.to.includes(user.email) && /password was changed/.test(m.subject))).toBe(true);
  });

  it('accepts the code as a number even when it starts with zeros', async () => {
    const user = await buildUser(t.db);
    const token = 'fixed-token-for-zero-test';
    const { createHmac, createHash } = await import('node:crypto');
    await t.db.execute(sql`insert into password_resets (token_hash, account_id, otp_hash, expires_at)
      values (${createHash('sha256').update(token).digest()}, ${user.id}, ${createHmac('sha256', token).update('004211').digest()}, now() + interval '10 minutes')`);
    const res = await update(token, { otp: 4211, newPassword: 'zeros-are-fine', confirmPassword: 'zeros-are-fine' });
    expect(res.statusCode).toBe(200);
  });

  it('works once only', async () => {
    const user = await buildUser(t.db);
    const { token } = (await sendOtp(user.email)).json();
    const otp = Number(await codeFor(user.email));
    const body = { otp, newPassword: 'first-change-1', confirmPassword: 'first-change-1' };
    expect((await update(token, body)).statusCode).toBe(200);
    const again = await update(token, body);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('The code is wrong or has expired. Request a new one.');
  });

  it('refuses an expired code', async () => {
    const user = await buildUser(t.db);
    const { token } = (await sendOtp(user.email)).json();
    const otp = Number(await codeFor(user.email));
    await t.db.execute(sql`update password_resets set expires_at = now() - interval '1 second' where account_id = ${user.id}`);
    const res = await update(token, { otp, newPassword: 'too-late-pass', confirmPassword: 'too-late-pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The code is wrong or has expired. Request a new one.');
  });

  it('locks the code after 5 wrong tries, even for the right code', async () => {
    const user = await buildUser(t.db);
    const { token } = (await sendOtp(user.email)).json();
    const otp = Number(await codeFor(user.email));
    const wrong = (otp + 1) % 1_000_000;
    for (let i = 0; i < 4; i++)
      expect((await update(token, { otp: wrong, newPassword: 'guessing-123', confirmPassword: 'guessing-123' })).json().message).toBe(
        'The code is wrong or has expired. Request a new one.',
      );
    expect((await update(token, { otp: wrong, newPassword: 'guessing-123', confirmPassword: 'guessing-123' })).json().message).toBe(
      'Too many wrong codes. Request a new one.',
    );
    const right = await update(token, { otp, newPassword: 'guessing-123', confirmPassword: 'guessing-123' });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Too many wrong codes. Request a new one.');
  });

  it('replaces an earlier code when a new one is sent', async () => {
    const user = await buildUser(t.db);
    const first = (await sendOtp(user.email)).json().token;
    const firstOtp = Number(await codeFor(user.email));
    await sendOtp(user.email);
    expect((await update(first, { otp: firstOtp, newPassword: 'old-code-pass', confirmPassword: 'old-code-pass' })).statusCode).toBe(400);
  });

  it('gives a token for an unknown email that can never succeed', async () => {
    const { token } = (await sendOtp('ghost@example.test')).json();
    const res = await update(token, { otp: 123456, newPassword: 'ghost-password', confirmPassword: 'ghost-password' });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['mismatched passwords', { otp: 1, newPassword: 'abcdefgh1', confirmPassword: 'abcdefgh2' }, 'Passwords do not match'],
    ['short password', { otp: 1, newPassword: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters.'],
    ['non-numeric code', { otp: 'abc', newPassword: 'abcdefgh1', confirmPassword: 'abcdefgh1' }, 'OTP must be a number.'],
  ])('rejects %s with 400', async (_name, body, message) => {
    const res = await update('any-token', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('requires the token query parameter', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/tor/update-password',
      payload: { otp: 1, newPassword: 'abcdefgh1', confirmPassword: 'abcdefgh1' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('answers 429 on send-otp and update-password past the limit', async () => {
    const limited = await setupTestApp({ limits: { sendOtpPerWindow: 2, updatePasswordPerWindow: 2 } });
    try {
      const post = (url: string, payload: object) => limited.app.inject({ method: 'POST', url, payload, remoteAddress: '10.7.7.7' });
      await post('/tor/send-otp', { emailId: 'a@example.test' });
      await post('/tor/send-otp', { emailId: 'a@example.test' });
      expect((await post('/tor/send-otp', { emailId: 'a@example.test' })).statusCode).toBe(429);
      const body = { otp: 1, newPassword: 'abcdefgh1', confirmPassword: 'abcdefgh1' };
      await post('/tor/update-password?token=x', body);
      await post('/tor/update-password?token=x', body);
      expect((await post('/tor/update-password?token=x', body)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
