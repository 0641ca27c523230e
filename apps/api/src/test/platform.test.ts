import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from './harness.js';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('GET /tor/health reports the database', async () => {
    const res = await t.app.inject({ url: '/tor/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('sends security headers: CSP without inline scripts, HSTS, nosniff, frame-ancestors, referrer policy', async () => {
    const res = await t.app.inject({ url: '/tor/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves the OpenAPI document at /tor/docs', async () => {
    const res = await t.app.inject({ url: '/tor/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/tor/login', '/tor/create-user', '/tor/send-otp', '/tor/update-password']),
    );
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/tor/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/tor/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(300_000), password: 'y' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request is too large.');
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/tor/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
  });
});

describe('draining', () => {
  it('answers new requests with 503 and closes keep-alive sockets once a shutdown starts', async () => {
    const draining = await setupTestApp();
    try {
      draining.app.startDraining();
      const res = await draining.app.inject({ url: '/tor/health' });
      expect(res.statusCode).toBe(503);
      expect(res.headers.connection).toBe('close');
      expect(res.json().message).toMatch(/restarting/);
    } finally {
      await draining.close();
    }
  });
});
