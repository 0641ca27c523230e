import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg91Sender } from './msg91.js';
import { sampleMessage, startProviderServer, type ProviderServer } from './test-provider-server.js';
import { PermanentSendError } from './types.js';

let server: ProviderServer;
beforeAll(async () => {
  server = await startProviderServer();
});
afterAll(() => server.close());

const sender = () =>
  msg91Sender({
    provider: 'msg91',
    authKey: 'msg91-secret-key',
    templateIds: { reminder: '6650aa11d6fc05' },
    baseUrl: server.url,
  });

describe('MSG91 sender', () => {
  it('posts the flow with the auth key, the template id, the number without + and the named variables', async () => {
    server.answer({ status: 200, body: { type: 'success', message: '3763646c3058373530393832' } });
    const result = await sender().send(sampleMessage);
    expect(result).toEqual({ provider: 'msg91', providerId: '3763646c3058373530393832' });
    const request = server.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/v5/flow');
    expect(request.headers.authkey).toBe('msg91-secret-key');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      template_id: '6650aa11d6fc05',
      short_url: '0',
      recipients: [{ mobiles: '919810012345', name: 'Asha', time: 'Sat 29 Nov, 10:30 AM IST' }],
    });
  });

  it('refuses for good a template without an id in the configuration, without calling MSG91', async () => {
    const before = server.requests.length;
    const sending = sender().send({ ...sampleMessage, template: 'booking-confirmed' });
    await expect(sending).rejects.toThrow(new PermanentSendError('msg91: no template id for "booking-confirmed" in MSG91_TEMPLATE_IDS'));
    expect(server.requests).toHaveLength(before);
  });

  it('turns an error about the number into a permanent failure', async () => {
    server.answer({ status: 400, body: { type: 'error', message: 'Mobile number not valid' } });
    const sending = sender().send(sampleMessage);
    await expect(sending).rejects.toBeInstanceOf(PermanentSendError);
    await expect(sender().send(sampleMessage)).rejects.toThrow('msg91 refused the message (HTTP 400): Mobile number not valid');
  });

  it('lets an authentication error or a 5xx be tried again', async () => {
    server.answer({ status: 401, body: { type: 'error', message: 'Authentication failure' } });
    const unauthorised = await sender()
      .send(sampleMessage)
      .catch((error: unknown) => error);
    expect(unauthorised).toBeInstanceOf(Error);
    expect(unauthorised).not.toBeInstanceOf(PermanentSendError);
    server.answer({ status: 200, body: { type: 'error', message: 'Insufficient balance' } });
    const broke = await sender()
      .send(sampleMessage)
      .catch((error: unknown) => error);
    expect(broke).not.toBeInstanceOf(PermanentSendError);
    server.answer({ status: 502, body: '<html>Bad gateway</html>' });
    const down = await sender()
      .send(sampleMessage)
      .catch((error: unknown) => error);
    expect(down).not.toBeInstanceOf(PermanentSendError);
    expect((down as Error).message).toBe('msg91 refused the message (HTTP 502): no message');
  });
});
