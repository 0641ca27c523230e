import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, verifyPassword } from '@autospa/db';
import { setupTestApp, signIn, type TestContext } from '../test/harness.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts.js';
import { ensureFirstAdmin } from './first-admin.js';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

describe('ensureFirstAdmin', () => {
  it('creates the Admin from ADMIN_* once, and leaves it alone afterwards', async () => {
    const first = await ensureFirstAdmin(t.db, {
      ADMIN_USERNAME: 'owner',
      ADMIN_EMAIL: 'Owner@Example.test',
      ADMIN_PASSWORD: 'owner-secret-1',
      ADMIN_PHONE: '9999911111',
    });
    expect(first).toEqual({ username: 'owner', generatedPassword: undefined });
    expect(await ensureFirstAdmin(t.db, { ADMIN_USERNAME: 'second' })).toBeUndefined();
    const [row] = await t.db.select().from(accounts).where(eq(accounts.username, 'owner'));
    expect(row).toMatchObject({ typeOfUser: 'Admin', email: 'owner@example.test', phone: '9999911111' });
    expect(await verifyPassword(row!.passwordHash, 'owner-secret-1')).toBe(true);
  });
});

describe('ensureFirstAdmin without a password', () => {
  it('generates one that signs in and is stored only hashed', async () => {
    const fresh = await setupTestApp();
    try {
      const created = await ensureFirstAdmin(fresh.db, {});
      expect(created?.username).toBe('admin');
      expect(created?.generatedPassword).toMatch(/^[\w-]{16}$/);
      const [row] = await fresh.db.select().from(accounts).where(eq(accounts.username, 'admin'));
      expect(row!.passwordHash).not.toContain(created!.generatedPassword);
      await expect(signIn(fresh.app, { username: 'admin', password: created!.generatedPassword! })).resolves.toBeTruthy();
    } finally {
      await fresh.close();
    }
  });
});

describe('seedDemoAccounts', () => {
  it('seeds one account per role that signs in with the README credentials, idempotently', async () => {
    await seedDemoAccounts(t.db);
    await seedDemoAccounts(t.db);
    for (const demo of DEMO_ACCOUNTS) {
      const rows = await t.db.select().from(accounts).where(eq(accounts.username, demo.username));
      expect(rows).toHaveLength(1);
      const res = await t.app.inject({ method: 'POST', url: '/tor/login', payload: { emailId: demo.email, password: demo.password } });
      expect(res.json().typeOfUser).toBe(demo.typeOfUser);
    }
  });
});
