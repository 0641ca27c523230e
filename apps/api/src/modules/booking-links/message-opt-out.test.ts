import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOptOuts } from '@autospa/db';
import { setupTestApp, type TestContext } from '../../test/harness.js';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const optOut = (token: string) => t.app.inject({ method: 'POST', url: '/tor/message-opt-out', payload: { token } });

describe('POST /tor/message-opt-out', () => {
  it('records the number and channel once, however often the link is used', async () => {
    const token = t.app.optOutLinks.sign({ channel: 'whatsapp', recipient: '+919876543210' });
    for (let i = 0; i < 2; i++) {
      const res = await optOut(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'Done: you will get no more messages from us on this channel.',
        channel: 'whatsapp',
        recipient: '+91••••••3210',
      });
    }
    const rows = await t.db.select().from(messageOptOuts);
    expect(rows.map(({ recipient, channel }) => ({ recipient, channel }))).toEqual([{ recipient: '+919876543210', channel: 'whatsapp' }]);
  });

  it('refuses a link with one character changed, or a booking link, with 400 and records nothing', async () => {
    const token = t.app.optOutLinks.sign({ channel: 'sms', recipient: '+919810012345' });
    const bookingLink = t.app.bookingLinks.sign({
      bookingId: '00000000-0000-4000-8000-000000000000',
      action: 'confirm',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    for (const bad of [`${token.slice(0, 4)}${token[4] === 'A' ? 'B' : 'A'}${token.slice(5)}`, bookingLink]) {
      const res = await optOut(bad);
      expect([res.statusCode, res.json().message]).toEqual([400, 'This opt-out link is not valid.']);
    }
    const rows = await t.db.select().from(messageOptOuts);
    expect(rows.some((r) => r.recipient === '+919810012345')).toBe(false);
  });
});
