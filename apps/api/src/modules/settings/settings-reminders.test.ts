import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';

// Issue 19: when reminders go, and the hours no SMS or WhatsApp may go.
let t: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await setupTestApp();
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
});
afterAll(() => t.close());

const put = (payload: object, headers = admin) => t.app.inject({ method: 'PUT', url: '/tor/update-settings', payload, headers });
const settings = async () => (await t.app.inject({ url: '/tor/get-settings' })).json();

describe('PUT /tor/update-settings: reminders', () => {
  it('saves the reminder offsets, largest first, and the quiet hours', async () => {
    const res = await put({ reminderOffsetsHours: [2, 48, 24], quietHours: { from: '22:30', to: '07:00' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({ reminderOffsetsHours: [48, 24, 2], quietHours: { from: '22:30', to: '07:00' } });
    expect(await settings()).toMatchObject({ reminderOffsetsHours: [48, 24, 2], quietHours: { from: '22:30', to: '07:00' } });
  });

  it('allows no reminders at all', async () => {
    expect((await put({ reminderOffsetsHours: [] })).statusCode).toBe(200);
    expect((await settings()).reminderOffsetsHours).toEqual([]);
    await put({ reminderOffsetsHours: [24, 2] });
  });

  const offsets = 'Reminder offsets must be up to 4 different whole hours from 1 to 168.';
  const quiet = 'Quiet hours need a from and a to time as HH:MM (24-hour), and they must differ.';
  it.each([
    [{ reminderOffsetsHours: [0] }, offsets],
    [{ reminderOffsetsHours: [169] }, offsets],
    [{ reminderOffsetsHours: [1.5] }, offsets],
    [{ reminderOffsetsHours: [24, 24] }, offsets],
    [{ reminderOffsetsHours: [1, 2, 3, 4, 5] }, offsets],
    [{ reminderOffsetsHours: '24, 2' }, offsets],
    [{ quietHours: { from: '21:00', to: '21:00' } }, quiet],
    [{ quietHours: { from: '9pm', to: '08:00' } }, quiet],
    [{ quietHours: { from: '21:00' } }, quiet],
    [{ quietHours: '21:00-08:00' }, quiet],
  ])('rejects %j with 400 and keeps what was saved', async (payload, message) => {
    const before = await settings();
    const res = await put(payload);
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    const after = await settings();
    expect([after.reminderOffsetsHours, after.quietHours]).toEqual([before.reminderOffsetsHours, before.quietHours]);
  });

  it('is for the Admin only', async () => {
    const user = bearer(await signIn(t.app, await buildUser(t.db)));
    expect((await put({ reminderOffsetsHours: [1] }, user)).statusCode).toBe(403);
    expect((await settings()).reminderOffsetsHours).not.toEqual([1]);
  });
});
