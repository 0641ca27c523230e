import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser } from '@autospa/db/testing';
import { defineJob } from '../jobs/queue.js';
import { bookableCatalog, dayAhead } from '../modules/bookings/test-fixtures.js';
import { bearer, setupTestApp, signIn, startAnotherInstance, type TestContext } from './harness.js';

// Two instances of the app on one database, as behind a load balancer (README, "Running several instances"):
// the capacity rule, sessions, cached reads and queued jobs hold across both. Rate limits: several-instances.redis.test.ts.
const probe = defineJob<{ n: number }>('test-probe');
const ran: { n: number; by: 'a' | 'b' }[] = [];
// Each instance holds its first job until the other has taken one too: both workers are running at once.
let bothTook!: () => void;
const both = new Promise<void>((resolve) => (bothTook = resolve));
const took = new Set<string>();
const worker = (by: 'a' | 'b') => async (data: { n: number }) => {
  ran.push({ n: data.n, by });
  took.add(by);
  if (took.size === 2) bothTook();
  await both;
};

let a: TestContext;
let b: Awaited<ReturnType<typeof startAnotherInstance>>;
beforeAll(async () => {
  a = await setupTestApp({ beforeReady: (app) => app.jobs.work(probe, worker('a')) });
  b = await startAnotherInstance(a, { beforeReady: (app) => app.jobs.work(probe, worker('b')) });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe('two instances on one database', () => {
  it('never books more cars into one slot than there are bays, whichever instance takes each request', async () => {
    const catalog = await bookableCatalog(a.db);
    const admin = await buildAdmin(a.db);
    const tokens = { a: bearer(await signIn(a.app, admin)), b: bearer(await signIn(b.app, admin)) };
    const customers = await Promise.all(Array.from({ length: 10 }, () => buildUser(a.db)));
    const body = (userId: string, i: number) =>
      catalog.body({ date: dayAhead(5), time: '11:00 AM', userId, carNo: `DL 01 AB ${1000 + i}` });
    const answers = await Promise.all(
      customers.map((c, i) =>
        (i % 2 ? b.app : a.app).inject({
          method: 'POST',
          url: '/tor/create-booking',
          payload: body(c.id, i),
          headers: i % 2 ? tokens.b : tokens.a,
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    const { rows } = await a.db.execute<{ n: number }>(
      sql`select count(*)::int as n from bookings where service_id = ${catalog.service.id}`,
    );
    expect(rows[0]!.n).toBe(3);
  });

  it('lets a session made on one instance be used on the other, and a sign-out on one end it on both', async () => {
    const user = await buildUser(a.db);
    const token = bearer(await signIn(a.app, user));
    expect((await b.app.inject({ url: '/tor/me', headers: token })).json().username).toBe(user.username);
    expect((await b.app.inject({ url: '/tor/me', headers: token })).statusCode).toBe(200); // now in b's session cache
    const heard = b.app.accountWrites.next();
    expect((await a.app.inject({ method: 'POST', url: '/tor/logout', headers: token })).statusCode).toBe(200);
    await heard;
    const after = await b.app.inject({ url: '/tor/me', headers: token });
    expect(after.statusCode).toBe(401);
  });

  it('shows a write made on one instance in the cached reads of the other', async () => {
    const catalog = await bookableCatalog(a.db);
    const admin = await buildAdmin(a.db);
    const names = async () =>
      (await b.app.inject({ url: '/tor/get-services' })).json<{ data: { serviceName: string }[] }>().data.map((s) => s.serviceName);
    const headers = bearer(await signIn(a.app, admin));
    expect(await names()).toContain(catalog.service.serviceName);
    // b hears the set-up's own writes in its own time: read until it keeps an answer.
    let cached = false;
    for (let tries = 0; tries < 20 && !cached; tries++)
      cached = (await b.app.inject({ url: '/tor/get-services' })).headers['x-cache'] === 'hit';
    expect(cached).toBe(true);
    const heard = b.app.writes.next();
    const renamed = await a.app.inject({
      method: 'PUT',
      url: `/tor/update-service?id=${catalog.service.id}`,
      payload: { serviceName: 'Ceramic Coat Deluxe' },
      headers,
    });
    expect(renamed.statusCode).toBe(200);
    await heard;
    expect(await names()).toContain('Ceramic Coat Deluxe');
    expect(await names()).not.toContain(catalog.service.serviceName);
  });

  it('runs each queued job exactly once with both instances working the queue', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, n) => (n % 2 ? b.app : a.app).jobs.send(probe, { n })));
    await Promise.all([a.app.jobs.flush(probe), b.app.jobs.flush(probe)]);
    expect(ran.map((r) => r.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(new Set(ran.map((r) => r.by))).toEqual(new Set(['a', 'b']));
  });
});
