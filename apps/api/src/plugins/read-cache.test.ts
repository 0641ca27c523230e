import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '@autospa/db';
import { buildAdmin, buildEmployee, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../test/harness.js';
import { bookableCatalog, dayAhead } from '../modules/bookings/test-fixtures.js';

// The micro-cache of hot reads (plugins/read-cache.ts): repeated reads are served from memory, yet a write
// made through the server shows on the very next read, callers never see each other's answers, and a
// signed-out or switched-off session is refused at once.
let t: TestContext;
let admin: Record<string, string>;
let catalog: Awaited<ReturnType<typeof bookableCatalog>>;
beforeAll(async () => {
  t = await setupTestApp();
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  catalog = await bookableCatalog(t.db);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** How many times the app took a connection from its pool (every query does) until stop() is called. */
function countQueries(context: TestContext) {
  let n = 0;
  const count = () => void n++;
  context.pool.on('acquire', count);
  return {
    stop() {
      context.pool.off('acquire', count);
      return n;
    },
  };
}

describe('read cache', () => {
  it('answers a repeated read from memory with the same bytes, until the entry expires', async () => {
    const first = await get('/tor/get-services');
    const second = await get('/tor/get-services');
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    // A change made behind the server's back (another tool on the database) shows once the entry expires.
    await t.db.update(services).set({ description: 'Changed outside' }).where(eq(services.id, catalog.service.id));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await get('/tor/get-services')).body).toContain('Changed outside');
  });

  it('does not let a client skip the cache with Cache-Control: no-cache (issue 14)', async () => {
    const list = '/tor/get-allbookings?page=1&limit=100';
    await get(list, admin);
    // Counted at the pool: a request answered from memory sends PostgreSQL nothing at all.
    const queries = countQueries(t);
    for (const header of ['no-cache', 'no-store', 'max-age=0', 'no-cache, no-store, must-revalidate']) {
      const res = await get(list, { ...admin, 'cache-control': header, pragma: 'no-cache' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-cache']).toBe('hit');
    }
    expect(queries.stop()).toBe(0);
  });

  it('shows a write made through the server on the next read', async () => {
    await get('/tor/get-services');
    expect((await get('/tor/get-services')).headers['x-cache']).toBe('hit');
    const created = await t.app.inject({
      method: 'POST',
      url: '/tor/create-services',
      headers: admin,
      payload: { serviceName: 'Cache Check Wash', description: 'x', price: '500', time: '30 min' },
    });
    expect(created.statusCode).toBe(201);
    const after = await get('/tor/get-services');
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.body).toContain('Cache Check Wash');

    const list = `/tor/get-allbookings?page=1&limit=25`;
    const before = (await get(list, admin)).json().total as number;
    expect((await get(list, admin)).headers['x-cache']).toBe('hit');
    const user = bearer(await signIn(t.app, await buildUser(t.db)));
    const booked = await t.app.inject({
      method: 'POST',
      url: '/tor/create-booking',
      headers: user,
      payload: catalog.body({ date: dayAhead(4) }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await get(list, admin)).json().total).toBe(before + 1);
  });

  it('computes an expired answer once when many requests miss it together', async () => {
    await t.app.inject({ method: 'POST', url: '/tor/logout' }); // any write: the next reads all miss
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/tor/get-allbookings?page=1&limit=5', admin)));
    expect(answers.every((a) => a.statusCode === 200 && a.body === answers[0]!.body)).toBe(true);
    expect(answers.filter((a) => a.headers['x-cache'] === undefined)).toHaveLength(1);
    expect(answers.filter((a) => a.headers['x-cache'] === 'shared').length).toBeGreaterThan(0);
  });

  it('keeps answers apart per caller, and checks the role before serving one', async () => {
    const employee = bearer(await signIn(t.app, await buildEmployee(t.db)));
    const url = '/tor/get-today-bookings?assigned=me';
    await get(url, admin);
    expect((await get(url, admin)).headers['x-cache']).toBe('hit');
    const mine = await get(url, employee);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['x-cache']).toBeUndefined();
    const user = bearer(await signIn(t.app, await buildUser(t.db)));
    expect((await get(url, user)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
  });

  it('refuses a session at once after sign-out or when the Admin switches the account off', async () => {
    const account = await buildEmployee(t.db);
    const token = await signIn(t.app, account);
    const url = '/tor/get-today-bookings';
    expect((await get(url, bearer(token))).statusCode).toBe(200);
    expect((await get(url, bearer(token))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/tor/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await get(url, bearer(token))).statusCode).toBe(401);

    const other = await buildEmployee(t.db);
    const otherToken = await signIn(t.app, other);
    expect((await get(url, bearer(otherToken))).statusCode).toBe(200);
    const removed = await t.app.inject({ method: 'DELETE', url: `/tor/delete-employee?id=${other.id}`, headers: admin });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await get(url, bearer(otherToken))).statusCode).toBe(401);
  });

  it('keeps sessions cached across booking writes, which cannot change an account, but not across account writes', async () => {
    const customer = await buildUser(t.db);
    const user = bearer(await signIn(t.app, customer));
    await get('/tor/my-bookings', user); // the session is now cached
    const seen: string[] = [];
    const query = t.pool.query.bind(t.pool);
    const spy = (text: unknown, ...rest: unknown[]) => {
      const sql = typeof text === 'string' ? text : (text as { text: string }).text;
      if (/from "sessions"/.test(sql)) seen.push(sql);
      return (query as (...a: unknown[]) => unknown)(text, ...rest);
    };
    (t.pool as unknown as { query: typeof spy }).query = spy;
    try {
      const booked = await t.app.inject({
        method: 'POST',
        url: '/tor/create-booking',
        headers: user,
        payload: catalog.body({ date: dayAhead(5) }),
      });
      expect(booked.statusCode, booked.body).toBe(201);
      expect((await get('/tor/my-bookings', user)).statusCode).toBe(200);
      expect(seen).toEqual([]);
      // Any write that does not declare otherwise (here a sign-out of someone else) looks the session up again.
      await t.app.inject({ method: 'POST', url: '/tor/logout' });
      expect((await get('/tor/my-bookings', user)).statusCode).toBe(200);
      expect(seen).toHaveLength(1);
    } finally {
      (t.pool as unknown as { query: typeof query }).query = query;
    }
  });
});
