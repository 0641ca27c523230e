import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmployee, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const put = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/tor/update-my-profile', headers: bearer(token), payload });
const me = async (token: string) => (await t.app.inject({ url: '/tor/my-profile', headers: bearer(token) })).json();

describe('PUT /tor/update-my-profile: a business customer GSTIN (issue 21)', () => {
  it('saves the GSTIN upper-cased with the registered name, without the current password, and clears it with null', async () => {
    const token = await signIn(t.app, await buildUser(t.db));
    const res = await put(token, { gst: { gstin: '29aabct1332l1za', legalName: ' Tata Fleet Pvt Ltd ' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.gst).toEqual({ gstin: '29AABCT1332L1ZA', legalName: 'Tata Fleet Pvt Ltd' });
    expect((await me(token)).gst).toEqual({ gstin: '29AABCT1332L1ZA', legalName: 'Tata Fleet Pvt Ltd' });

    await put(token, { phone: '9000000123', currentPassword: undefined });
    expect((await me(token)).gst).toEqual({ gstin: '29AABCT1332L1ZA', legalName: 'Tata Fleet Pvt Ltd' });

    const cleared = await put(token, { gst: null });
    expect([cleared.statusCode, cleared.json().profile.gst]).toEqual([200, null]);
    expect((await me(token)).gst).toBeNull();
  });

  it.each([
    [{ gstin: '29AABCT1332L1ZB', legalName: 'Tata' }, 'GSTIN check digit does not match. Check the number for typing errors.'],
    [{ gstin: 'ABC', legalName: 'Tata' }, 'GSTIN must be 15 characters like 27AAPFU0939F1ZV.'],
    [{ gstin: '29AABCT1332L1ZA', legalName: '' }, 'Legal name is required.'],
  ])('rejects %j with 400 and keeps the one saved', async (gst, message) => {
    const token = await signIn(t.app, await buildUser(t.db));
    await put(token, { gst: { gstin: '27AAPFU0939F1ZV', legalName: 'Saved Co' } });
    const res = await put(token, { gst });
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect((await me(token)).gst).toEqual({ gstin: '27AAPFU0939F1ZV', legalName: 'Saved Co' });
  });

  it('is not for staff', async () => {
    const token = await signIn(t.app, await buildEmployee(t.db));
    expect((await put(token, { gst: { gstin: '27AAPFU0939F1ZV', legalName: 'Staff Co' } })).statusCode).toBe(403);
    expect((await me(token)).gst).toBeNull();
  });
});
