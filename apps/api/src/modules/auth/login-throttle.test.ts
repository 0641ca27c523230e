import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@autospa/db/testing';
import { statementsDuring } from '../../test/count-statements.js';
import { setupTestApp, type TestContext } from '../../test/harness.js';

// Issue 14 items 1 and 2, with the default limits: 5 free attempts per identifier and address, then a
// growing delay; 100 per account and 50 per address in 15 minutes. The app trusts X-Forwarded-For.
const FREE = 5;
const TOO_MANY = { message: 'Too many failed sign-in attempts. Please wait a while and try again.' };
const INVALID = { message: 'Invalid login details. Check them and try again.' };

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp({ trustProxy: true });
});
afterAll(() => t.close());

const login = (payload: object, address: string) =>
  t.app.inject({ method: 'POST', url: '/tor/login', payload, headers: { 'x-forwarded-for': address } });

describe('POST /tor/login under attack', () => {
  it('evaluates at most the limit of 40 parallel wrong guesses from one address; the rest get 429', async () => {
    const owner = await buildUser(t.db);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => login({ username: owner.username, password: 'guess-123456' }, '203.0.113.7')),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(FREE);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40 - FREE);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    for (const refused of answers.filter((r) => r.statusCode === 429)) {
      expect(refused.json()).toEqual(TOO_MANY);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
  });

  it('lets the owner sign in from another address while someone hammers the account', async () => {
    const owner = await buildUser(t.db);
    const attack = Array.from({ length: 40 }, (_, n) => login({ username: owner.username, password: `guess-${n}-pass` }, '198.51.100.66'));
    const [ownerDuring, ...attackAnswers] = await Promise.all([
      login({ username: owner.username, password: owner.password }, '192.0.2.10'),
      ...attack,
    ]);
    expect(ownerDuring.statusCode).toBe(200);
    expect(attackAnswers.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(FREE);
    // More hammering, now from several addresses; the owner still gets in, with email and phone too.
    for (let n = 0; n < 3; n++) {
      await Promise.all(
        Array.from({ length: 10 }, () => login({ username: owner.username, password: 'guess-again-1' }, `198.51.100.${70 + n}`)),
      );
    }
    expect((await login({ username: owner.username, password: owner.password }, '192.0.2.11')).statusCode).toBe(200);
    expect((await login({ emailId: owner.email, password: owner.password }, '192.0.2.12')).statusCode).toBe(200);
  });

  it('makes each attempt after the free ones wait twice as long as the last: 1 s, 2 s, 4 s', async () => {
    const user = await buildUser(t.db);
    const address = '203.0.113.20';
    for (let n = 0; n < FREE; n++)
      expect((await login({ username: user.username, password: 'wrong-password' }, address)).statusCode).toBe(401);
    for (const wait of [1, 2, 4]) {
      const refused = await login({ username: user.username, password: user.password }, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(wait));
      // Time passes (the row is aged rather than the test sleeping).
      await t.db.execute(
        sql`update rate_limits set blocked_until = now() - interval '1 millisecond' where key like ${`login:pair:${address}:%`}`,
      );
      expect((await login({ username: user.username, password: 'wrong-password' }, address)).statusCode).toBe(401);
    }
    // The right password, once the wait is over, signs in and clears the count.
    await t.db.execute(
      sql`update rate_limits set blocked_until = now() - interval '1 millisecond' where key like ${`login:pair:${address}:%`}`,
    );
    expect((await login({ username: user.username, password: user.password }, address)).statusCode).toBe(200);
    expect((await login({ username: user.username, password: 'wrong-password' }, address)).statusCode).toBe(401);
  });

  it('answers an unknown username exactly like a known one over repeated failures', async () => {
    const known = await buildUser(t.db);
    const sequence = async (username: string, address: string) => {
      const steps: { status: number; body: unknown; retry: boolean }[] = [];
      for (let n = 0; n < 12; n++) {
        const res = await login({ username, password: 'wrong-password' }, address);
        steps.push({ status: res.statusCode, body: res.json(), retry: res.headers['retry-after'] !== undefined });
      }
      return steps;
    };
    const knownSteps = await sequence(known.username, '203.0.113.31');
    const unknownSteps = await sequence('nobody-by-this-name', '203.0.113.32');
    expect(unknownSteps).toEqual(knownSteps);
    expect(knownSteps.slice(0, FREE).every((s) => s.status === 401 && JSON.stringify(s.body) === JSON.stringify(INVALID))).toBe(true);
    expect(knownSteps.slice(FREE).every((s) => s.status === 429 && s.retry)).toBe(true);
  });

  it('sends PostgreSQL the same statements for an unknown username as for a known one, refused or not', async () => {
    const known = await buildUser(t.db);
    await t.app.jobs.stop();
    await t.app.stopListening(); // its announcements of writes are statements too
    const counts = async (username: string, address: string) => {
      const steps: number[] = [];
      for (let n = 0; n < FREE + 2; n++) steps.push(await statementsDuring(() => login({ username, password: 'wrong-password' }, address)));
      return steps;
    };
    const knownCounts = await counts(known.username, '203.0.113.41');
    expect(await counts('nobody-named-so', '203.0.113.42')).toEqual(knownCounts);
  });

  it('takes the same time for an unknown username as for a known one', async () => {
    const known = await buildUser(t.db);
    const timings = { known: [] as number[], unknown: [] as number[] };
    // Interleaved, each from its own address so no throttle step differs; medians hide a stray slow call.
    for (let n = 0; n < 10; n++) {
      for (const [kind, username] of [
        ['known', known.username],
        ['unknown', `ghost-${n}`],
      ] as const) {
        const start = performance.now();
        const res = await login({ username, password: 'wrong-password' }, `203.0.114.${n * 2 + (kind === 'known' ? 0 : 1)}`);
        timings[kind].push(performance.now() - start);
        expect(res.statusCode).toBe(401);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const ratio = median(timings.unknown) / median(timings.known);
    console.info(
      `login median known ${median(timings.known).toFixed(1)} ms, unknown ${median(timings.unknown).toFixed(1)} ms, ratio ${ratio.toFixed(2)}`,
    );
    expect(ratio).toBeGreaterThan(1 / 1.5);
    expect(ratio).toBeLessThan(1.5);
  });
});
