import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildEmployee, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from './harness.js';

// Walks every /tor route × {anonymous, User, Employee, Admin} and checks the server's verdict.
let t: TestContext;
const tokens: Record<string, string | undefined> = {};
beforeAll(async () => {
  t = await setupTestApp();
  tokens.User = await signIn(t.app, await buildUser(t.db));
  tokens.Employee = await signIn(t.app, await buildEmployee(t.db));
  tokens.Admin = await signIn(t.app, await buildAdmin(t.db));
});
afterAll(() => t.close());

// Routes whose answer to a signed-in caller depends on the role even though anyone may call them.
const roleAware: Record<string, Partial<Record<string, number>>> = {
  'POST /tor/create-user': { User: 403, Employee: 403 },
};

describe('authorization matrix', () => {
  it('covers the routes the app registers', () => {
    expect(t.app.routeAccess.length).toBeGreaterThanOrEqual(13);
    // Issue 14: the "This wasn't me" link of a profile-change notice is opened signed out, from a mail.
    expect(t.app.routeAccess).toContainEqual({ method: 'POST', url: '/tor/report-profile-change', access: 'public' });
    expect(t.app.routeAccess).toContainEqual({ method: 'PUT', url: '/tor/update-my-profile', access: ['User'] });
  });

  it('answers every route for every caller as its access rule says', async () => {
    const failures: string[] = [];
    // Logout revokes the caller's token, so it is walked last.
    const routes = [...t.app.routeAccess].sort((a, b) => Number(a.url === '/tor/logout') - Number(b.url === '/tor/logout'));
    for (const { method, url, access } of routes) {
      for (const caller of ['anonymous', 'User', 'Employee', 'Admin']) {
        const token = tokens[caller];
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers: token ? bearer(token) : {},
          payload: method === 'GET' || method === 'DELETE' ? undefined : {},
        });
        const expected =
          roleAware[`${method} ${url}`]?.[caller] ??
          (access === 'public'
            ? 'allowed'
            : caller === 'anonymous'
              ? 401
              : access === 'signed-in' || access.includes(caller as 'Admin')
                ? 'allowed'
                : 403);
        const ok =
          expected === 'allowed' ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500 : res.statusCode === expected;
        if (!ok) failures.push(`${method} ${url} as ${caller}: got ${res.statusCode}, expected ${expected}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
