import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';

// Issue 14, item 3: a stolen session must not be enough to take the account over by changing where it signs in
// and where its reset codes go; the old address hears of every such change and can undo it.
let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp({ limits: { profileUpdatesPerWindow: 10 } });
});
afterAll(() => t.close());

const put = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/tor/update-my-profile', headers: bearer(token), payload });
const report = (token: unknown) => t.app.inject({ method: 'POST', url: '/tor/report-profile-change', payload: { token } });
const me = (token: string) => t.app.inject({ url: '/tor/my-profile', headers: bearer(token) });

/** The token of the newest "This wasn't me" link mailed to `email`. */
async function reportToken(email: string): Promise<string | undefined> {
  const mail = (await t.outbox()).filter((m) => m.to.includes(email) && m.subject === 'Your Auto Spa sign-in details were changed').at(-1);
  return /\/report-profile-change\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
}

let n = 0;
const fresh = () => {
  n += 1;
  return { emailId: `attacker${n}@evil.test`, phone: `98000000${String(n).padStart(2, '0')}`, username: `taken_over_${n}` };
};

describe('PUT /tor/update-my-profile: the current password guards the sign-in details', () => {
  it.each(['emailId', 'phone', 'username'] as const)(
    'refuses to change %s without the current password (400) or with a wrong one (403)',
    async (field) => {
      const user = await buildUser(t.db);
      const token = await signIn(t.app, user);
      const change = { [field]: fresh()[field] };

      const missing = await put(token, change);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Enter your current password to change your email, phone or username.');
      const wrong = await put(token, { ...change, currentPassword: 'not-my-password-1' });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().message).toBe('Your current password is not correct.');

      expect((await me(token)).json()).toMatchObject({ emailId: user.email, phone: user.phone, username: user.username });
      expect(await reportToken(user.email)).toBeUndefined();
    },
  );

  it('needs no password for cars or for details sent back unchanged', async () => {
    const user = await buildUser(t.db);
    const token = await signIn(t.app, user);
    const res = await put(token, { emailId: user.email.toUpperCase(), phone: user.phone, username: user.username, carNo: 'MH12XY0001' });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.carNo).toEqual(['MH12XY0001']);
    expect(await reportToken(user.email)).toBeUndefined();
  });

  it('is rate-limited per account: the 11th try in the window answers 429, other accounts go on', async () => {
    const [user, other] = [await buildUser(t.db), await buildUser(t.db)];
    const token = await signIn(t.app, user);
    for (let i = 0; i < 10; i++)
      expect((await put(token, { phone: '9111111111', currentPassword: `guess-${i}-password` })).statusCode).toBe(403);
    const blocked = await put(token, { phone: '9111111111', currentPassword: user.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many requests. Please wait a moment and try again.');
    expect((await put(await signIn(t.app, other), { carNo: 'KA01AB0001' })).statusCode).toBe(200);
  });
});

describe('the notice to the old address and its "This wasn\'t me" link', () => {
  it('mails the old address what changed; the link restores the old details, ends every session and the password', async () => {
    const user = await buildUser(t.db);
    const token = await signIn(t.app, user);
    const attacker = fresh();
    const res = await put(token, { emailId: attacker.emailId, phone: attacker.phone, currentPassword: user.password });
    expect(res.statusCode).toBe(200);

    const mails = (await t.outbox()).filter((m) => m.subject === 'Your Auto Spa sign-in details were changed');
    const notice = mails.find((m) => m.to.includes(user.email));
    expect(notice?.body).toContain(`Email was ${user.email}, now ${attacker.emailId}`);
    expect(notice?.body).toContain(`Phone was ${user.phone}, now ${attacker.phone}`);
    expect(mails.some((m) => m.to.includes(attacker.emailId))).toBe(false);
    const link = await reportToken(user.email);
    expect(link).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const stored = await t.db.execute(sql`select encode(token_hash, 'escape') as h from profile_changes`);
    expect(JSON.stringify(stored.rows)).not.toContain(link);

    const undone = await report(link);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().message).toBe(
      'Your old email, phone and username are back and every device is signed out. Now set a new password with Forgot Password.',
    );
    expect((await me(token)).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/tor/login', payload: { username: user.username, password: user.password } });
    expect(login.statusCode).toBe(401);
    const [row] = (await t.db.execute(sql`select email, phone, username from accounts where id = ${user.id}`)).rows;
    expect(row).toEqual({ email: user.email, phone: user.phone, username: user.username });

    // The reset code now goes to the restored address, and works.
    const otp = await t.app.inject({ method: 'POST', url: '/tor/send-otp', payload: { emailId: user.email } });
    expect(otp.statusCode).toBe(200);
    expect((await t.outbox()).some((m) => m.to.includes(user.email) && /password code/i.test(m.subject))).toBe(true);

    const again = await report(link);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link is not valid any more. If you still need help, write to hello@autospa.example.');
  });

  it("spends the links of later changes, so whoever made them cannot undo the owner's report", async () => {
    const user = await buildUser(t.db);
    const token = await signIn(t.app, user);
    const first = fresh();
    await put(token, { emailId: first.emailId, currentPassword: user.password });
    const ownersLink = await reportToken(user.email);
    await put(token, { emailId: fresh().emailId, currentPassword: user.password });
    const attackersLink = await reportToken(first.emailId);
    expect(attackersLink).toBeDefined();

    expect((await report(ownersLink)).statusCode).toBe(200);
    expect((await report(attackersLink)).statusCode).toBe(400);
    const [row] = (await t.db.execute(sql`select email from accounts where id = ${user.id}`)).rows;
    expect(row).toEqual({ email: user.email });
  });

  it('refuses an expired link, an unknown one and junk with 400, changing nothing', async () => {
    const user = await buildUser(t.db);
    const token = await signIn(t.app, user);
    await put(token, { username: fresh().username, currentPassword: user.password });
    const link = await reportToken(user.email);
    await t.db.execute(sql`update profile_changes set expires_at = now() - interval '1 second' where account_id = ${user.id}`);
    for (const candidate of [link, 'A'.repeat(43), 'x', 42, '../../etc/passwd']) {
      const res = await report(candidate);
      expect(res.statusCode, String(candidate)).toBe(400);
      expect(res.json().message).toBe('This link is not valid any more. If you still need help, write to hello@autospa.example.');
    }
    expect((await me(token)).statusCode).toBe(200);
  });

  it('answers 409 and changes nothing when another account has taken the old details meanwhile', async () => {
    const user = await buildUser(t.db);
    const token = await signIn(t.app, user);
    await put(token, { emailId: fresh().emailId, currentPassword: user.password });
    const link = await reportToken(user.email);
    await buildUser(t.db, { email: user.email });
    const res = await report(link);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Sorry, we could not put your details back. Please write to hello@autospa.example.');
    expect((await me(token)).statusCode).toBe(200);
  });

  it('two clicks at once restore once', async () => {
    const user = await buildUser(t.db);
    await put(await signIn(t.app, user), { phone: fresh().phone, currentPassword: user.password });
    const link = await reportToken(user.email);
    const answers = await Promise.all([report(link), report(link), report(link)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });
});
