import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleMessage, startProviderServer, type ProviderServer } from './test-provider-server.js';
import { PermanentSendError } from './types.js';
import { whatsAppCloudSender } from './whatsapp-cloud.js';

let server: ProviderServer;
beforeAll(async () => {
  server = await startProviderServer();
});
afterAll(() => server.close());

const sender = () =>
  whatsAppCloudSender({
    provider: 'whatsapp-cloud',
    token: 'meta-secret-token',
    phoneNumberId: '106540352242922',
    templateNames: { 'booking-confirmed': 'autospa_booking_ok' },
    baseUrl: server.url,
  });

describe('WhatsApp Cloud API sender', () => {
  it('posts the template message with the bearer token, its name, language and body parameters in order', async () => {
    server.answer({
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: '919810012345', wa_id: '919810012345' }],
        messages: [{ id: 'wamid.HBgLOTE5ODEw' }],
      },
    });
    const result = await sender().send({ ...sampleMessage, language: 'hi' });
    expect(result).toEqual({ provider: 'whatsapp-cloud', providerId: 'wamid.HBgLOTE5ODEw' });
    const request = server.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v21.0/106540352242922/messages');
    expect(request.headers.authorization).toBe('Bearer meta-secret-token');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      messaging_product: 'whatsapp',
      to: '919810012345',
      type: 'template',
      template: {
        name: 'reminder',
        language: { code: 'hi' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Asha' },
              { type: 'text', text: 'Sat 29 Nov, 10:30 AM IST' },
            ],
          },
        ],
      },
    });
  });

  it('uses the template name the configuration maps ours to, and _ for - otherwise', async () => {
    server.answer({ status: 200, body: { messages: [{ id: 'wamid.2' }] } });
    await sender().send({ ...sampleMessage, template: 'booking-confirmed' });
    expect(JSON.parse(server.last().body)).toMatchObject({ template: { name: 'autospa_booking_ok' } });
    await sender().send({ ...sampleMessage, template: 'booking-cancelled' });
    expect(JSON.parse(server.last().body)).toMatchObject({ template: { name: 'booking_cancelled' } });
  });

  it('turns an unknown template (132001) into a permanent failure with Meta’s message', async () => {
    server.answer({
      status: 404,
      body: { error: { message: '(#132001) Template name does not exist in the translation', type: 'OAuthException', code: 132001 } },
    });
    const error = await sender()
      .send(sampleMessage)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermanentSendError);
    expect((error as Error).message).toBe(
      'whatsapp-cloud refused the message (HTTP 404): (#132001) Template name does not exist in the translation (code 132001)',
    );
  });

  it('lets a rate limit answered with 400, an expired token or a server error be tried again', async () => {
    const answers = [
      { status: 400, body: { error: { message: '(#131056) pair rate limit hit', code: 131056 } } },
      { status: 401, body: { error: { message: 'Error validating access token', code: 190 } } },
      { status: 500, body: { error: { message: 'Something went wrong', code: 131000 } } },
    ];
    for (const answer of answers) {
      server.answer(answer);
      const error = await sender()
        .send(sampleMessage)
        .catch((e: unknown) => e);
      expect(error, answer.body.error.message).toBeInstanceOf(Error);
      expect(error, answer.body.error.message).not.toBeInstanceOf(PermanentSendError);
    }
  });
});
