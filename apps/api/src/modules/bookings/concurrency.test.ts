import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bookings } from '@autospa/db';
import { buildAdmin, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { bookableCatalog, dayAhead } from './test-fixtures.js';

let t: TestContext;
let auth: Record<string, string>;
let catalog: Awaited<ReturnType<typeof bookableCatalog>>;
let customers: string[];
beforeAll(async () => {
  t = await setupTestApp();
  auth = bearer(await signIn(t.app, await buildAdmin(t.db)));
  catalog = await bookableCatalog(t.db);
  // Each request is a different customer's car, booked at the front desk: the per-customer and per-car rules
  // have tests of their own (customer-limits.test.ts); here only the bays are short.
  customers = await Promise.all(Array.from({ length: REQUESTS }, async () => (await buildUser(t.db)).id));
  await t.app.inject({ method: 'PUT', url: '/tor/update-settings', payload: { bookingsPerCustomer: 50 }, headers: auth });
});
afterAll(() => t.close());

const ROUNDS = 20;
const REQUESTS = 50;
const BAYS = 3;

describe('capacity under concurrency', () => {
  // The lock lives in PostgreSQL, so parallel app.inject calls race exactly as parallel HTTP clients would.
  // 1,000 requests: about 3 s on a quiet machine, 10–30 s while CI's other test files share its 2 cores.
  it(`lets exactly ${BAYS} of ${REQUESTS} simultaneous requests for one slot through, ${ROUNDS} rounds in a row`, async () => {
    const started = Date.now();
    for (let round = 0; round < ROUNDS; round++) {
      const date = dayAhead(10 + round);
      const results = await Promise.all(
        Array.from({ length: REQUESTS }, (_, i) => {
          const payload = catalog.body({ date, time: '10:00 AM', userId: customers[i], carNo: `CC${round}X${i}` });
          return t.app.inject({ method: 'POST', url: '/tor/create-booking', payload, headers: auth });
        }),
      );
      const created = results.filter((r) => r.statusCode === 201).length;
      const full = results.filter(
        (r) => r.statusCode === 409 && r.json().message === 'This slot is full. Please pick another time.',
      ).length;
      const stored = await t.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.bookingDate, date), ne(bookings.status, 'Cancelled')));
      expect({ round, created, full, stored: stored.length }).toEqual({ round, created: BAYS, full: REQUESTS - BAYS, stored: BAYS });
    }
    console.log(`concurrency: ${ROUNDS} rounds × ${REQUESTS} requests in ${Date.now() - started} ms`);
  }, 120_000);
});
