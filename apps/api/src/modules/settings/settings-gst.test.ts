import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildEmployee, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';

let t: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await setupTestApp();
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
});
afterAll(() => t.close());

const put = (payload: object, headers = admin) => t.app.inject({ method: 'PUT', url: '/tor/update-settings', payload, headers });
const settings = async () => (await t.app.inject({ url: '/tor/get-settings' })).json();

describe('PUT /tor/update-settings: GST and the payment hold (issue 21)', () => {
  it('saves the GST registration upper-cased, the rate, tax-exclusive prices and the hold, and reads them back', async () => {
    const res = await put({
      gst: { legalName: ' Auto Spa Services LLP ', gstin: ' 06aapfu0939f1zz ', state: 'Haryana' },
      taxRatePercent: 5,
      pricesIncludeTax: false,
      paymentHoldMinutes: 15,
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      gst: { legalName: 'Auto Spa Services LLP', gstin: '06AAPFU0939F1ZZ', state: 'Haryana' },
      taxRatePercent: 5,
      pricesIncludeTax: false,
      paymentHoldMinutes: 15,
    };
    expect(res.json().settings).toMatchObject(expected);
    expect(await settings()).toMatchObject(expected);
  });

  it('keeps the registration when other settings change, and clears it with null', async () => {
    await put({ gst: { legalName: 'Auto Spa LLP', gstin: '07AAACA1234B1ZK', state: 'Delhi' } });
    await put({ bays: 4 });
    expect((await settings()).gst).toEqual({ legalName: 'Auto Spa LLP', gstin: '07AAACA1234B1ZK', state: 'Delhi' });
    const res = await put({ gst: null });
    expect([res.statusCode, res.json().settings.gst]).toEqual([200, null]);
    expect((await settings()).gst).toBeNull();
  });

  it.each([
    [
      { gst: { legalName: 'A', gstin: '06AAPFU0939F1ZA', state: 'Haryana' } },
      'GSTIN check digit does not match. Check the number for typing errors.',
    ],
    [{ gst: { legalName: 'A', gstin: '06AAPFU0939F1Z', state: 'Haryana' } }, 'GSTIN must be 15 characters like 27AAPFU0939F1ZV.'],
    [{ gst: { legalName: 'A', gstin: '99AAPFU0939F1ZZ', state: 'Haryana' } }, 'GSTIN must start with a valid state code.'],
    [{ gst: { legalName: 'A', gstin: '27AAPFU0939F1ZV', state: 'Haryana' } }, 'This GSTIN is registered in another state, not Haryana.'],
    [{ gst: { legalName: ' ', gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' } }, 'Legal name is required.'],
    [{ gst: { legalName: 'A', gstin: '27AAPFU0939F1ZV', state: 'Atlantis' } }, 'Choose the state of the GST registration.'],
    [{ taxRatePercent: 10 }, 'Tax rate must be 0, 5, 12, 18, 28 or 40 percent.'],
    [{ paymentHoldMinutes: 0 }, 'Payment hold must be a whole number of minutes from 1 to 60.'],
    [{ paymentHoldMinutes: 61 }, 'Payment hold must be a whole number of minutes from 1 to 60.'],
    [{ paymentHoldMinutes: 2.5 }, 'Payment hold must be a whole number of minutes from 1 to 60.'],
  ])('rejects %j with 400 and saves nothing', async (payload, message) => {
    const before = await settings();
    const res = await put({ bays: before.bays + 1, ...payload });
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect(await settings()).toEqual(before);
  });

  it('lets neither an Employee nor a customer change the GST registration', async () => {
    const gst = { legalName: 'Someone Else', gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' };
    const before = (await settings()).gst;
    expect((await put({ gst }, bearer(await signIn(t.app, await buildEmployee(t.db))))).statusCode).toBe(403);
    expect((await put({ gst }, bearer(await signIn(t.app, await buildUser(t.db))))).statusCode).toBe(403);
    expect((await settings()).gst).toEqual(before);
  });
});
