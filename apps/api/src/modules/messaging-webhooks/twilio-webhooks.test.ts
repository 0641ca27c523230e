import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOptOuts, notifications } from '@autospa/db';
import { buildApp, type App } from '../../app.js';
import { setupTestApp, type TestContext } from '../../test/harness.js';

const authToken = 'twilio-webhook-token';
const publicUrl = 'https://wash.autospa.example';

/** Signs as Twilio does: base64 HMAC-SHA1 of the full URL and the parameters sorted by name, name then value. */
function signed(path: string, params: Record<string, string>, token = authToken) {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], `${publicUrl}${path}`);
  return {
    method: 'POST' as const,
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': createHmac('sha1', token).update(data).digest('base64'),
    },
    payload: new URLSearchParams(params).toString(),
  };
}

let t: TestContext;
let app: App;
beforeAll(async () => {
  t = await setupTestApp();
  app = await buildApp({
    db: t.db,
    mail: { from: 'Auto Spa <test@autospa.example>', outboxDir: t.outboxDir },
    webDistDir: join(t.outboxDir, 'no-web-build'),
    publicUrl,
    background: false,
    textProviders: {
      sms: {
        provider: 'twilio',
        accountSid: 'AC1',
        authToken,
        from: '+15005550006',
        messagingServiceSid: null,
        statusCallbackUrl: `${publicUrl}/tor/webhooks/twilio/status`,
        baseUrl: 'http://127.0.0.1:9',
      },
      whatsapp: null,
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

async function sentSms(providerId: string) {
  const [row] = await t.db
    .insert(notifications)
    .values({
      channel: 'sms',
      template: 'reminder',
      recipient: '+919810012345',
      provider: 'twilio',
      providerId,
      status: 'sent',
      sentAt: new Date(),
    })
    .returning();
  return row!;
}

const rowOf = async (id: string) => (await t.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;

describe('POST /tor/webhooks/twilio/status', () => {
  it('marks the message delivered, and the same report again changes nothing', async () => {
    const row = await sentSms('SM00000000000000000000000000000001');
    const report = { MessageSid: 'SM00000000000000000000000000000001', MessageStatus: 'delivered', AccountSid: 'AC1', To: '+919810012345' };
    const first = await app.inject(signed('/tor/webhooks/twilio/status', report));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(first.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    const delivered = await rowOf(row.id);
    expect(delivered).toMatchObject({ status: 'delivered', error: null });
    const again = await app.inject(signed('/tor/webhooks/twilio/status', report));
    expect(again.statusCode).toBe(200);
    expect(await rowOf(row.id)).toEqual(delivered);
  });

  it('marks an undelivered message failed with the error code; a late "sent" report does not undo it', async () => {
    const row = await sentSms('SM00000000000000000000000000000002');
    const report = { MessageSid: 'SM00000000000000000000000000000002', MessageStatus: 'undelivered', ErrorCode: '30003' };
    expect((await app.inject(signed('/tor/webhooks/twilio/status', report))).statusCode).toBe(200);
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed', error: 'twilio reported undelivered (error 30003)' });
    const late = { MessageSid: 'SM00000000000000000000000000000002', MessageStatus: 'sent' };
    expect((await app.inject(signed('/tor/webhooks/twilio/status', late))).statusCode).toBe(200);
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed' });
  });

  it('answers 403 to a bad or missing signature and changes nothing', async () => {
    const row = await sentSms('SM00000000000000000000000000000003');
    const report = { MessageSid: 'SM00000000000000000000000000000003', MessageStatus: 'delivered' };
    const forged = await app.inject(signed('/tor/webhooks/twilio/status', report, 'not-the-token'));
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ message: 'The request signature is not valid.' });
    const tampered = signed('/tor/webhooks/twilio/status', { ...report, MessageStatus: 'failed' });
    const replayed = await app.inject({ ...tampered, payload: new URLSearchParams(report).toString() });
    expect(replayed.statusCode).toBe(403);
    const { headers, ...unsigned } = signed('/tor/webhooks/twilio/status', report);
    const missing = await app.inject({ ...unsigned, headers: { 'content-type': headers['content-type'] } });
    expect(missing.statusCode).toBe(403);
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent' });
  });

  it('answers 400 to a signed report without a MessageSid', async () => {
    const res = await app.inject(signed('/tor/webhooks/twilio/status', { MessageStatus: 'delivered' }));
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /tor/webhooks/twilio/inbound', () => {
  const optOuts = () => t.db.select().from(messageOptOuts).where(eq(messageOptOuts.recipient, '+919810067890'));

  it('records "STOP" as an SMS opt-out once, and "START" takes it back', async () => {
    const stop = { MessageSid: 'SM10', From: '+919810067890', To: '+15005550006', Body: ' stop ' };
    const res = await app.inject(signed('/tor/webhooks/twilio/inbound', stop));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    expect(await optOuts()).toEqual([{ recipient: '+919810067890', channel: 'sms', optedOutAt: expect.any(Date) }]);
    const [first] = await optOuts();
    expect((await app.inject(signed('/tor/webhooks/twilio/inbound', { ...stop, Body: 'STOP' }))).statusCode).toBe(200);
    expect(await optOuts()).toEqual([first]);
    await app.inject(signed('/tor/webhooks/twilio/inbound', { ...stop, Body: 'START' }));
    expect(await optOuts()).toEqual([]);
  });

  it('ignores any other reply, and refuses an unsigned STOP', async () => {
    const hello = { MessageSid: 'SM11', From: '+919810067890', To: '+15005550006', Body: 'Is the wash at 10?' };
    expect((await app.inject(signed('/tor/webhooks/twilio/inbound', hello))).statusCode).toBe(200);
    const forged = signed('/tor/webhooks/twilio/inbound', { ...hello, Body: 'STOP' }, 'not-the-token');
    expect((await app.inject(forged)).statusCode).toBe(403);
    expect(await optOuts()).toEqual([]);
  });
});

describe('Twilio webhooks without Twilio', () => {
  it('are not served when SMS does not go through Twilio', async () => {
    const res = await t.app.inject(signed('/tor/webhooks/twilio/status', { MessageSid: 'SM1', MessageStatus: 'delivered' }));
    expect(res.statusCode).toBe(404);
  });
});
