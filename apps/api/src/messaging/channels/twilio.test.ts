import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TwilioConfig } from './provider-config.js';
import { sampleMessage, startProviderServer, type ProviderServer } from './test-provider-server.js';
import { twilioSender } from './twilio.js';
import { PermanentSendError } from './types.js';

let server: ProviderServer;
beforeAll(async () => {
  server = await startProviderServer();
});
afterAll(() => server.close());

const config = (overrides: Partial<TwilioConfig> = {}): TwilioConfig => ({
  provider: 'twilio',
  accountSid: 'AC0123456789abcdef0123456789abcdef',
  authToken: 'twilio-secret-token',
  from: '+15005550006',
  messagingServiceSid: null,
  statusCallbackUrl: null,
  baseUrl: server.url,
  ...overrides,
});

describe('Twilio sender', () => {
  it('posts the form with Basic auth, To, From and the whole text as Body', async () => {
    server.answer({ status: 201, body: { sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued' } });
    const result = await twilioSender(config()).send(sampleMessage);
    expect(result).toEqual({ provider: 'twilio', providerId: 'SM0123456789abcdef0123456789abcdef' });
    const request = server.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json');
    const basic = Buffer.from('AC0123456789abcdef0123456789abcdef:twilio-secret-token').toString('base64');
    expect(request.headers.authorization).toBe(`Basic ${basic}`);
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      To: '+919810012345',
      From: '+15005550006',
      Body: 'Reminder: your wash is on Sat 29 Nov, 10:30 AM IST. Reply STOP to opt out.',
    });
  });

  it('sends through a messaging service instead of a number when one is set', async () => {
    server.answer({ status: 201, body: { sid: 'SMfeed' } });
    await twilioSender(config({ from: null, messagingServiceSid: 'MG0123' })).send(sampleMessage);
    const form = new URLSearchParams(server.last().body);
    expect(form.get('MessagingServiceSid')).toBe('MG0123');
    expect(form.has('From')).toBe(false);
  });

  it('asks for delivery reports at the status callback when one is set', async () => {
    server.answer({ status: 201, body: { sid: 'SMfeed' } });
    await twilioSender(config({ statusCallbackUrl: 'https://wash.autospa.example/tor/webhooks/twilio/status' })).send(sampleMessage);
    expect(new URLSearchParams(server.last().body).get('StatusCallback')).toBe('https://wash.autospa.example/tor/webhooks/twilio/status');
  });

  it('turns an invalid number (400, code 21211) into a permanent failure with Twilio’s message', async () => {
    server.answer({ status: 400, body: { code: 21211, message: "The 'To' number +91981 is not a valid phone number.", status: 400 } });
    const error = await twilioSender(config())
      .send(sampleMessage)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermanentSendError);
    expect((error as Error).message).toBe(
      "twilio refused the message (HTTP 400): The 'To' number +91981 is not a valid phone number. (code 21211)",
    );
  });

  it('lets a rate limit, a wrong token or a server error be tried again', async () => {
    for (const status of [429, 401, 500, 503]) {
      server.answer({ status, body: { code: 20003, message: 'Try later' } });
      const error = await twilioSender(config())
        .send(sampleMessage)
        .catch((e: unknown) => e);
      expect(error, `HTTP ${status}`).toBeInstanceOf(Error);
      expect(error, `HTTP ${status}`).not.toBeInstanceOf(PermanentSendError);
    }
  });

  it('gives up on a provider that does not answer in time, and names no credentials', async () => {
    server.answer('hang');
    const error = await twilioSender(config(), { timeoutMs: 100 })
      .send(sampleMessage)
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(PermanentSendError);
    expect((error as Error).message).toBe('twilio: no answer within 100 ms');
  });

  it('treats a refused connection as a failure to try again', async () => {
    const gone = await startProviderServer();
    await gone.close();
    const error = await twilioSender(config({ baseUrl: gone.url }))
      .send(sampleMessage)
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(PermanentSendError);
    expect((error as Error).message).toMatch(/^twilio: fetch failed \(ECONNREFUSED\)$/);
    expect((error as Error).message).not.toContain('twilio-secret-token');
  });
});
