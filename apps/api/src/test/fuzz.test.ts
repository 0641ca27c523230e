import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { changedTables, snapshot } from './db-snapshot.js';
import { requestArb, routeShapes } from './fuzz-inputs.js';
import { setupTestApp } from './harness.js';
import { seedWorld, type Caller } from './world.js';

// Every /tor route (app.routeAccess, so new routes are fuzzed without touching this file), random and
// malformed bodies, query strings and headers, as anonymous and as each role: never a 5xx; a 4xx changes no
// record; a GET changes no record. npm test runs FUZZ_RUNS (default 20) per route, npm run bench 1,000.
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const limits = {
  loginFailuresPerAccount: 1e6,
  loginFailuresPerIp: 1e6,
  loginFreeAttemptsPerAddress: 1e6,
  sendOtpPerWindow: 1e6,
  updatePasswordPerWindow: 1e6,
  registrationsPerWindow: 1e6,
  publicFormsPerWindow: 1e6,
  profileUpdatesPerWindow: 1e6,
};
const t = await setupTestApp({ limits });
const world = await seedWorld(t);
// Mail stays queued: a delivery in the background would change the queued jobs between two snapshots, and a refused
// request that queued a mail must show as a change of its own.
await t.app.jobs.stop();
const shapes = routeShapes(t.app);
const statuses: Record<string, Record<number, number>> = {};
const started = Date.now();
afterAll(async () => {
  if (process.env.FUZZ_REPORT)
    writeFileSync(process.env.FUZZ_REPORT, JSON.stringify({ runs: RUNS, routes: shapes.length, ms: Date.now() - started, statuses }));
  await t.close();
});

describe(`fuzzing every route (${RUNS} runs each)`, () => {
  it('covers the routes the app registers', () => {
    expect(shapes.length).toBe(t.app.routeAccess.length);
    expect(shapes.length).toBeGreaterThan(40);
  });

  for (const shape of shapes) {
    const { access } = t.app.routeAccess.find((r) => r.method === shape.method && r.url === shape.url)!;
    const allowed: Caller[] =
      access === 'public'
        ? ['anonymous', 'User', 'Employee', 'Admin']
        : access === 'signed-in'
          ? ['User', 'Employee', 'Admin']
          : [...access];
    const name = `${shape.method} ${shape.url}`;
    it(`${name}: never a 5xx, and no record changes on a refused request`, { timeout: 30_000 + RUNS * 300 }, async () => {
      const seen: Record<number, number> = (statuses[name] = {});
      let before = await snapshot(t.pool);
      await fc.assert(
        fc.asyncProperty(requestArb(shape, world, allowed), async (input) => {
          const token = world.tokens[input.caller];
          const res = await t.app.inject({
            method: shape.method as 'GET',
            url: input.query ? `${shape.url}?${input.query}` : shape.url,
            headers: { ...input.headers, ...(token && { authorization: `Bearer ${token}` }) },
            ...(input.payload !== undefined && { payload: input.payload }),
          });
          seen[res.statusCode] = (seen[res.statusCode] ?? 0) + 1;
          const after = await snapshot(t.pool);
          const changed = changedTables(before, after);
          before = after;
          if (res.statusCode < 300 && changed.length > 0) {
            // A request that succeeded may have ended a session of ours (logout, a deactivation): renew them.
            await world.renewSessions();
            before = await snapshot(t.pool);
          }
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(changed, `${res.statusCode} ${res.body}`).toEqual([]);
            expect(typeof res.json<{ message?: unknown }>().message, res.body).toBe('string');
          }
          if (shape.method === 'GET') expect(changed).toEqual([]);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: process.env.FUZZ_SHRINK !== '1' },
      );
    });
  }
});
