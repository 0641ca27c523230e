import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gupshupSender } from './gupshup.js';
import { sampleMessage, startProviderServer, type ProviderServer } from './test-provider-server.js';
import { PermanentSendError } from './types.js';

let server: ProviderServer;
beforeAll(async () => {
  server = await startProviderServer();
});
afterAll(() => server.close());

const sender = () =>
  gupshupSender({
    provider: 'gupshup',
    apiKey: 'gupshup-secret-key',
    source: '917834811114',
    appName: 'AutoSpaApp',
    templateIds: { reminder: 'c6aecef6-bcb0-4fb1-8100-28c094e3bc6b' },
    baseUrl: server.url,
  });

describe('Gupshup WhatsApp sender', () => {
  it('posts the template form with the API key, the numbers without + and the parameters in order', async () => {
    server.answer({ status: 202, body: { status: 'submitted', messageId: 'ee4a68a0-1203-4c85-8dc3-49d0b3226a35' } });
    const result = await sender().send(sampleMessage);
    expect(result).toEqual({ provider: 'gupshup', providerId: 'ee4a68a0-1203-4c85-8dc3-49d0b3226a35' });
    const request = server.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/wa/api/v1/template/msg');
    expect(request.headers.apikey).toBe('gupshup-secret-key');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = Object.fromEntries(new URLSearchParams(request.body));
    expect(form).toEqual({
      channel: 'whatsapp',
      source: '917834811114',
      destination: '919810012345',
      'src.name': 'AutoSpaApp',
      template: '{"id":"c6aecef6-bcb0-4fb1-8100-28c094e3bc6b","params":["Asha","Sat 29 Nov, 10:30 AM IST"]}',
    });
  });

  it('refuses for good a template without an id in the configuration', async () => {
    await expect(sender().send({ ...sampleMessage, template: 'booking-confirmed' })).rejects.toThrow(
      new PermanentSendError('gupshup: no template id for "booking-confirmed" in GUPSHUP_TEMPLATE_IDS'),
    );
  });

  it('turns a refused request into a permanent failure and a 5xx into one to try again', async () => {
    server.answer({ status: 400, body: { status: 'error', message: 'Invalid Destination' } });
    const refused = await sender()
      .send(sampleMessage)
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PermanentSendError);
    expect((refused as Error).message).toBe('gupshup refused the message (HTTP 400): Invalid Destination');
    server.answer({ status: 503, body: 'Service Unavailable' });
    const down = await sender()
      .send(sampleMessage)
      .catch((e: unknown) => e);
    expect(down).not.toBeInstanceOf(PermanentSendError);
  });
});
