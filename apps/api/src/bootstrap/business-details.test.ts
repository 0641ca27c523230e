import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin } from '@autospa/db/testing';
import { loadConfig } from '../config.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../test/harness.js';
import { seedBusinessDetails } from './business-details.js';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const business = async () => (await t.app.inject({ url: '/tor/get-settings' })).json().business;
const configured = (env: Record<string, string>) => loadConfig(env).business;

describe('seedBusinessDetails', () => {
  it('gives a fresh database the configured details, once: a later start with other values changes nothing', async () => {
    await seedBusinessDetails(t.db, configured({ BUSINESS_NAME: 'Shine Car Care', BUSINESS_PHONES: '9822055555' }));
    expect(await business()).toMatchObject({ name: 'Shine Car Care', city: 'Gurugram', phones: ['+91 98220 55555'] });
    await seedBusinessDetails(t.db, configured({ BUSINESS_NAME: 'Another Name' }));
    expect((await business()).name).toBe('Shine Car Care');
  });

  it("keeps the Admin's edits over the configuration", async () => {
    const admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/tor/update-settings',
      headers: admin,
      payload: { business: { city: 'Noida' } },
    });
    expect(res.statusCode).toBe(200);
    await seedBusinessDetails(t.db, configured({ BUSINESS_CITY: 'Pune', BUSINESS_REGION: 'Maharashtra' }));
    expect(await business()).toMatchObject({ name: 'Shine Car Care', city: 'Noida', region: 'Haryana' });
  });
});
