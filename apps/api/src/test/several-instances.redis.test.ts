import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp, startAnotherInstance } from './harness.js';

// The `redis` Vitest project (TEST_REDIS_URL): two instances on one database and one Redis, as README's
// "Running several instances" deploys them, hold a request limit together.
const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('two instances on one database with REDIS_URL', () => {
  const clients: Redis[] = [];
  afterAll(() => clients.forEach((c) => c.disconnect()));
  const redis = (prefix: string) => {
    const client = new Redis(url, { keyPrefix: prefix });
    clients.push(client);
    return client;
  };

  it('counts one client’s requests across both instances', async () => {
    const prefix = `autospa-several-${Date.now()}`;
    const a = await setupTestApp({ limits: { sendOtpPerWindow: 3 }, redis: redis(prefix) });
    const b = await startAnotherInstance(a, { limits: { sendOtpPerWindow: 3 }, redis: redis(prefix) });
    try {
      const send = (app: typeof a.app) =>
        app.inject({ method: 'POST', url: '/tor/send-otp', payload: { emailId: 'x@example.test' }, remoteAddress: '10.6.6.6' });
      const statuses = [];
      for (const app of [a.app, b.app, a.app, b.app, a.app]) statuses.push((await send(app)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
