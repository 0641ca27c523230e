import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { bookableCatalog, dayAhead } from './test-fixtures.js';

// Issue 14 item 4: create-booking is limited per account (from however many addresses) and per address (for
// however many accounts), so a script cannot fill the bays by spreading itself out.
const TOO_MANY = 'Too many requests. Please wait a moment and try again.';
let t: TestContext;
let catalog: Awaited<ReturnType<typeof bookableCatalog>>;
beforeAll(async () => {
  t = await setupTestApp({ limits: { bookingsPerAccount: 3, bookingsPerAddress: 5 } });
  catalog = await bookableCatalog(t.db);
  const admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  await t.app.inject({ method: 'PUT', url: '/tor/update-settings', payload: { bookingsPerCustomer: 50 }, headers: admin });
});
afterAll(() => t.close());

let n = 0;
const book = (headers: Record<string, string>, remoteAddress: string) => {
  const i = n++;
  const payload = catalog.body({ date: dayAhead(2 + i), carNo: `RL${String(i).padStart(6, '0')}` });
  return t.app.inject({ method: 'POST', url: '/tor/create-booking', payload, headers, remoteAddress });
};

describe('POST /tor/create-booking request limits', () => {
  it('answers 429 to one account past its limit, whatever address it comes from', async () => {
    const auth = bearer(await signIn(t.app, await buildUser(t.db)));
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await book(auth, `10.2.0.${i + 1}`)).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
    const refused = await book(auth, '10.2.0.99');
    expect([refused.statusCode, refused.json().message]).toEqual([429, TOO_MANY]);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('answers 429 to one address past its limit, whatever accounts it uses', async () => {
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await book(bearer(await signIn(t.app, await buildUser(t.db))), '10.2.1.1')).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await book(bearer(await signIn(t.app, await buildUser(t.db))), '10.2.1.2')).statusCode).toBe(201);
  });
});
