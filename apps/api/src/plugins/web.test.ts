import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildService } from '@autospa/db/testing';
import { buildApp, type App } from '../app.js';
import { setupTestApp, type TestContext } from '../test/harness.js';

// The web build is served as the build wrote it (.br / .gz beside each file), API answers are gzipped for a
// client that asks, and a missing build file is a 404 rather than the app's page.
let t: TestContext;
let web: App;
const dist = mkdtempSync(join(tmpdir(), 'autospa-dist-'));
const page = '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>';
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const home = '<!doctype html><html><body><div id="root"><h1>Home, prerendered</h1></div></body></html>';
const about = '<!doctype html><html><body><div id="root"><h1>About, prerendered</h1></div></body></html>';
beforeAll(async () => {
  t = await setupTestApp();
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), page);
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(page));
  writeFileSync(join(dist, 'assets', 'app.js'), script);
  writeFileSync(join(dist, 'assets', 'app.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'app.js.gz'), gzipSync(script));
  mkdirSync(join(dist, 'prerendered', 'who-we-are'), { recursive: true });
  writeFileSync(join(dist, 'prerendered', 'index.html'), home);
  writeFileSync(join(dist, 'prerendered', 'index.html.br'), brotliCompressSync(home));
  writeFileSync(join(dist, 'prerendered', 'who-we-are', 'about-us.html'), about);
  writeFileSync(join(dist, 'secret.html'), 'not a page');
  web = await buildApp({ db: t.db, webDistDir: dist, mail: { from: 'x', outboxDir: t.outboxDir } });
  await web.ready();
});
afterAll(async () => {
  await web.close();
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('web files and compression', () => {
  it('sends the brotli or gzip file the build wrote, by Accept-Encoding, and the plain file otherwise', async () => {
    const br = await web.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(brotliCompressSync(script))).toBe(true);
    const gz = await web.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await web.inject({ url: '/assets/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toContain('immutable');
  });

  it('falls back to the app page for a deep link, compressed, but answers 404 for a missing build file', async () => {
    const deep = await web.inject({ url: '/bookings/today', headers: { 'accept-encoding': 'br' } });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-encoding']).toBe('br');
    expect(deep.headers['cache-control']).toBe('no-cache');
    const missing = await web.inject({ url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('sends a public page its prerendered HTML (compressed too), with or without a trailing slash or query', async () => {
    const homePage = await web.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(homePage.headers['content-encoding']).toBe('br');
    expect(homePage.rawPayload.equals(brotliCompressSync(home))).toBe(true);
    for (const url of ['/who-we-are/about-us', '/who-we-are/about-us/', '/who-we-are/about-us?ref=mail']) {
      const res = await web.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(about);
    }
  });

  it('sends index.html for a page that has no prerendered file, and never a file outside the prerendered folder', async () => {
    for (const url of ['/dashboard', '/who-we-are', '/Who-We-Are/About-Us', '/../secret', '/%2e%2e/secret', '/prerendered/../secret']) {
      const res = await web.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(page);
    }
  });

  it('gzips an API answer over 1 KB for a client that asks, and leaves it plain for one that does not', async () => {
    for (let i = 0; i < 8; i++) await buildService(t.db, { description: 'Foam, rinse and a hand dry with microfibre towels.'.repeat(3) });
    const zipped = await web.inject({ url: '/tor/get-services', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const plain = await web.inject({ url: '/tor/get-services' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
  });
});
