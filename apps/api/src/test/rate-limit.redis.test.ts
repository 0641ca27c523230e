import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './harness.js';

// The `redis` Vitest project (CI's second pass, with TEST_REDIS_URL): two instances share request limits.
const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('rate limits with REDIS_URL', () => {
  const clients: Redis[] = [];
  afterAll(() => clients.forEach((c) => c.disconnect()));

  it('counts requests across instances', async () => {
    const prefix = `autospa-test-${Date.now()}`;
    const make = () => {
      const redis = new Redis(url, { keyPrefix: prefix });
      clients.push(redis);
      return setupTestApp({ limits: { sendOtpPerWindow: 3 }, redis });
    };
    const [a, b] = [await make(), await make()];
    try {
      const send = (app: typeof a.app) =>
        app.inject({ method: 'POST', url: '/tor/send-otp', payload: { emailId: 'x@example.test' }, remoteAddress: '10.5.5.5' });
      expect((await send(a.app)).statusCode).toBe(200);
      expect((await send(b.app)).statusCode).toBe(200);
      expect((await send(a.app)).statusCode).toBe(200);
      expect((await send(b.app)).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
