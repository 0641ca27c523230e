import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildEmployee, buildUser } from '@autospa/db/testing';
import { expectedStatus, type Caller } from './authorization-table.js';
import { bearer, setupTestApp, signIn, type TestContext } from './harness.js';

// Walks the hand-written table (authorization-table.ts) of every /tor route × {anonymous, User, Employee, Admin}.
let t: TestContext;
const tokens: Partial<Record<Caller, string>> = {};
beforeAll(async () => {
  t = await setupTestApp();
  tokens.User = await signIn(t.app, await buildUser(t.db));
  tokens.Employee = await signIn(t.app, await buildEmployee(t.db));
  tokens.Admin = await signIn(t.app, await buildAdmin(t.db));
});
afterAll(() => t.close());

/** "METHOD /path" of every /tor route Fastify serves, read from its route tree (not from the access config). */
function servedRoutes(tree: string): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD' && path.startsWith('/tor')) found.push(`${method} ${path}`);
  }
  return found.sort();
}

describe('authorization table', () => {
  it('lists exactly the routes the server serves', () => {
    const served = servedRoutes(t.app.printRoutes({ commonPrefix: false }));
    expect(served.length).toBeGreaterThan(60);
    expect(served).toEqual(Object.keys(expectedStatus).sort());
  });

  it('answers every route for every caller with the status the table gives', async () => {
    const failures: string[] = [];
    // Logout revokes the caller's token, so it is walked last.
    const routes = Object.entries(expectedStatus).sort(([a], [b]) => Number(a === 'POST /tor/logout') - Number(b === 'POST /tor/logout'));
    for (const [route, byCaller] of routes) {
      const [method, url] = route.split(' ') as ['GET', string];
      for (const [caller, expected] of Object.entries(byCaller) as [Caller, number][]) {
        const token = tokens[caller];
        const res = await t.app.inject({
          method,
          url,
          headers: token ? bearer(token) : {},
          payload: method === 'GET' || method === 'DELETE' ? undefined : {},
        });
        if (res.statusCode !== expected) failures.push(`${route} as ${caller}: got ${res.statusCode}, expected ${expected}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
