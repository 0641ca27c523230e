import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@autospa/contract';
import { bookings } from '@autospa/db';
import { buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { bookableCatalog, dayAhead } from './test-fixtures.js';

let t: TestContext;
let auth: Record<string, string>;
let catalog: Awaited<ReturnType<typeof bookableCatalog>>;
beforeAll(async () => {
  t = await setupTestApp();
  auth = bearer(await signIn(t.app, await buildUser(t.db)));
  catalog = await bookableCatalog(t.db);
});
afterAll(() => t.close());

const ROUNDS = 20;
const REQUESTS = 50;
const BAYS = 3;

describe('capacity under concurrency', () => {
  // The lock lives in PostgreSQL, so parallel app.inject calls race exactly as parallel HTTP clients would.
  it(`lets exactly ${BAYS} of ${REQUESTS} simultaneous requests for one slot through, ${ROUNDS} rounds in a row`, async () => {
    const started = Date.now();
    for (let round = 0; round < ROUNDS; round++) {
      const date = dayAhead(10 + round);
      const body = catalog.body({ date, time: '10:00 AM' });
      const results = await Promise.all(
        Array.from({ length: REQUESTS }, () => t.app.inject({ method: 'POST', url: '/tor/create-booking', payload: body, headers: auth })),
      );
      const created = results.filter((r) => r.statusCode === 201).length;
      const full = results.filter((r) => r.statusCode === 409 && r.json().message === messages.bookings.slotFull).length;
      const stored = await t.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.bookingDate, date), ne(bookings.status, 'Cancelled')));
      expect({ round, created, full, stored: stored.length }).toEqual({ round, created: BAYS, full: REQUESTS - BAYS, stored: BAYS });
    }
    console.log(`concurrency: ${ROUNDS} rounds × ${REQUESTS} requests in ${Date.now() - started} ms`);
  });
});
