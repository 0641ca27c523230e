import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildEmployee } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';

let t: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await setupTestApp();
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
});
afterAll(() => t.close());

let n = 0;
const body = (o: object = {}) => ({ serviceName: `GST Wash ${++n}`, description: 'Foam.', price: '999', time: '30 min', ...o });
const create = (payload: object, headers = admin) => t.app.inject({ method: 'POST', url: '/tor/create-services', payload, headers });
const update = (id: string, payload: object, headers = admin) =>
  t.app.inject({ method: 'PUT', url: `/tor/update-service?id=${id}`, payload, headers });
const listed = async (id: string) =>
  ((await t.app.inject({ url: '/tor/get-services', headers: admin })).json().data as { _id: string }[]).find((s) => s._id === id);

describe('a service SAC code and deposit (issue 21)', () => {
  it('creates a service with its SAC code and deposit, changes them, and lists them', async () => {
    const res = await create(body({ sacCode: ' 998729 ', depositPercent: 20 }));
    expect(res.statusCode).toBe(201);
    const id = res.json().service._id as string;
    expect(res.json().service).toMatchObject({ sacCode: '998729', depositPercent: 20 });
    const changed = await update(id, { sacCode: '9987', depositPercent: 100 });
    expect([changed.statusCode, changed.json().service.sacCode, changed.json().service.depositPercent]).toEqual([200, '9987', 100]);
    expect(await listed(id)).toMatchObject({ sacCode: '9987', depositPercent: 100 });
    await update(id, { depositPercent: 0 });
    expect(await listed(id)).toMatchObject({ sacCode: '9987', depositPercent: 0 });
  });

  it('defaults to SAC 998714 and no deposit', async () => {
    expect((await create(body())).json().service).toMatchObject({ sacCode: '998714', depositPercent: 0 });
  });

  it.each([
    [{ sacCode: '998' }, 'SAC code must be 4 to 8 digits, like 998714.'],
    [{ sacCode: '99871A' }, 'SAC code must be 4 to 8 digits, like 998714.'],
    [{ depositPercent: 101 }, 'Deposit must be a whole percent from 0 to 100.'],
    [{ depositPercent: -1 }, 'Deposit must be a whole percent from 0 to 100.'],
    [{ depositPercent: 12.5 }, 'Deposit must be a whole percent from 0 to 100.'],
  ])('rejects %j with 400 on create and on update', async (payload, message) => {
    const created = await create(body(payload));
    expect([created.statusCode, created.json().message]).toEqual([400, message]);
    const id = (await create(body())).json().service._id as string;
    const res = await update(id, payload);
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect(await listed(id)).toMatchObject({ sacCode: '998714', depositPercent: 0 });
  });

  it('lets no Employee change them', async () => {
    const id = (await create(body())).json().service._id as string;
    const employee = bearer(await signIn(t.app, await buildEmployee(t.db)));
    expect((await update(id, { depositPercent: 50 }, employee)).statusCode).toBe(403);
    expect(await listed(id)).toMatchObject({ depositPercent: 0 });
  });
});
