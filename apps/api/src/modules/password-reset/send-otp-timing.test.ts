import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@autospa/db/testing';
import { statementsDuring } from '../../test/count-statements.js';
import { setupTestApp, type TestContext } from '../../test/harness.js';

// Issue 14 item 7: send-otp must not tell by its speed whether an email has an account.
let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('POST /tor/send-otp timing', () => {
  it('does the same database work for a known and an unknown email', async () => {
    const user = await buildUser(t.db);
    const send = (emailId: string) => t.app.inject({ method: 'POST', url: '/tor/send-otp', payload: { emailId } });
    await send('warm-up@example.test');
    // Delivery of the queued mail happens later, in the background, whatever the request did.
    await t.app.jobs.stop();
    await t.app.stopListening(); // its announcements of writes are statements too
    const known = await statementsDuring(() => send(user.email));
    const unknown = await statementsDuring(() => send('nobody-at-all@example.test'));
    expect(known).toBeGreaterThan(0);
    expect(unknown).toBe(known);
  });

  it('takes the same time for a known and an unknown email (median of 20 each, within a factor of 1.5)', async () => {
    const known = await Promise.all(Array.from({ length: 20 }, () => buildUser(t.db)));
    const timings = { known: [] as number[], unknown: [] as number[] };
    const send = async (kind: 'known' | 'unknown', emailId: string) => {
      const start = performance.now();
      const res = await t.app.inject({ method: 'POST', url: '/tor/send-otp', payload: { emailId } });
      timings[kind].push(performance.now() - start);
      expect(res.statusCode).toBe(200);
    };
    // Warm-up, then interleaved so a slow moment of the machine hits both alike.
    await send('unknown', 'warm-up@example.test');
    timings.unknown.length = 0;
    for (let n = 0; n < 20; n++) {
      await send('known', known[n]!.email);
      await send('unknown', `nobody-${n}@example.test`);
    }
    const ratio = median(timings.known) / median(timings.unknown);
    console.info(
      `send-otp median known ${median(timings.known).toFixed(2)} ms, unknown ${median(timings.unknown).toFixed(2)} ms, ratio ${ratio.toFixed(2)}`,
    );
    expect(ratio).toBeLessThan(1.5);
    expect(ratio).toBeGreaterThan(1 / 1.5);
  });
});
