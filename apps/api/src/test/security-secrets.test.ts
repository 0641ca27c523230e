import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@autospa/db';
import { routeShapes } from './fuzz-inputs.js';
import { setupTestApp, type TestContext } from './harness.js';
import { sha256 } from '../lib/tokens.js';
import { seedWorld, type Caller, type World } from './world.js';

// No answer carries a password hash, a reset code or a token: every GET route, as every caller, with the
// query strings that reach each record the world holds.
let t: TestContext;
let world: World;
beforeAll(async () => {
  t = await setupTestApp();
  world = await seedWorld(t);
});
afterAll(() => t.close());

/** Query strings for a route: its list parameters, then each known id for a route that takes one. */
function queriesFor(params: string[]): string[] {
  const base = new URLSearchParams();
  const values: Record<string, string> = {
    page: '1',
    limit: '100',
    date: world.day,
    serviceName: world.catalog.service.serviceName,
    typeOfUser: 'User',
  };
  for (const p of params) if (values[p]) base.set(p, values[p]);
  if (!params.includes('id')) return [base.toString()];
  return world.ids().map((id) => new URLSearchParams([...base, ['id', id]]).toString());
}

describe('secrets in answers', () => {
  it('no GET answer, to any caller, holds a password hash, a reset code or token, or a session token', async () => {
    const rows = await t.db.select({ username: accounts.username, hash: accounts.passwordHash }).from(accounts);
    const tokens = Object.values(world.tokens).filter((v): v is string => Boolean(v));
    const secrets: { label: string; pattern: RegExp }[] = [
      { label: 'an argon2 hash', pattern: /\$argon2/ },
      ...rows.map((r) => ({ label: `the password hash of ${r.username}`, pattern: new RegExp(escape(r.hash)) })),
      ...tokens.flatMap((token) => [
        { label: 'a session token', pattern: new RegExp(escape(token)) },
        { label: 'a session token hash', pattern: new RegExp(sha256(token).toString('hex')) },
      ]),
      ...world.resets.flatMap((r) => [
        { label: `the reset token of ${r.email}`, pattern: new RegExp(escape(r.token)) },
        { label: `the reset code of ${r.email}`, pattern: new RegExp(`(?<![0-9A-Za-z])${r.otp}(?![0-9A-Za-z])`) },
      ]),
    ];
    expect(world.resets.every((r) => /^\d{6}$/.test(r.otp))).toBe(true);

    const leaks: string[] = [];
    const answered = new Set<string>();
    const gets = routeShapes(t.app).filter((s) => s.method === 'GET');
    for (const shape of gets) {
      const calls = (['anonymous', 'User', 'Employee', 'Admin'] as Caller[]).flatMap((caller) =>
        queriesFor(shape.query).map((query) => ({ caller, query })),
      );
      await Promise.all(
        calls.map(async ({ caller, query }) => {
          const token = world.tokens[caller];
          const res = await t.app.inject({ url: `${shape.url}?${query}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
          if (res.statusCode === 200) answered.add(shape.url);
          for (const s of secrets) if (s.pattern.test(res.body)) leaks.push(`${shape.url}?${query} as ${caller}: ${s.label}`);
        }),
      );
    }
    expect(leaks).toEqual([]);
    // The walk reached real data on most routes, not just 401s and 404s.
    console.log(
      `secrets walk: ${answered.size} of ${gets.length} GET routes answered 200; not: ${gets
        .filter((g) => !answered.has(g.url))
        .map((g) => g.url)
        .join(', ')}`,
    );
    expect(answered.size).toBeGreaterThan(gets.length * 0.7);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
