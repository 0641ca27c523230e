import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketingRoutes, routes } from '@autospa/contract';
import { buildService } from '@autospa/db/testing';
// The web router's list of signed-in screens: plain data, no React.
import { signedInScreens } from '../../../web/src/app/route-access.js';
import { buildApp, type App } from '../app.js';
import { setupTestApp, type TestContext } from '../test/harness.js';
import { pageMatcher } from './page-paths.js';

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
    for (const url of [
      '/dashboard',
      '/Who-We-Are/About-Us',
      '/bookings/all/',
      '/income-expenses/receipt/7c9e6679-7425-40de-944b-e07fc1f90ae7',
    ]) {
      const res = await web.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(page);
    }
    for (const url of ['/who-we-are', '/../secret', '/%2e%2e/secret', '/prerendered/../secret']) {
      const res = await web.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe(page);
    }
  });

  // Issue 14: the not-found page used to come with 200, so a crawler or a monitor saw every typo as a page.
  it("answers 404 with the app's not-found page for a path the web router does not know", async () => {
    const known = ['/', '/Sign-In/Login', '/sign-in/login', '/bookings/today', '/book-now?ref=x', '/income-expenses/receipt/abc'];
    const unknown = [
      '/no-such-page',
      '/bookings',
      '/bookings/today/extra',
      '/income-expenses/receipt/',
      '/income-expenses/receipt/a/b',
      '/book-nowx',
    ];
    for (const url of known) expect([url, (await web.inject({ url })).statusCode]).toEqual([url, 200]);
    for (const url of unknown) {
      const res = await web.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 404, 'text/html; charset=utf-8']);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await web.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404);
  });

  it("knows every screen of the web router's signed-in area and every public page", () => {
    const isPage = pageMatcher();
    const routerPaths = [
      ...signedInScreens.map((s) => s.path),
      ...Object.values(marketingRoutes),
      routes.login,
      routes.register,
      routes.forgotPassword,
    ];
    expect(routerPaths.filter((p) => !isPage(p.replace(/:[^/]+/g, 'x')))).toEqual([]);
  });

  it('sends the prerendered not-found page with the 404 when the build wrote one', async () => {
    const notFound = '<!doctype html><html><body><div id="root"><h1>Page not found</h1></div></body></html>';
    writeFileSync(join(dist, 'prerendered', '_not-found.html'), notFound);
    const withPage = await buildApp({ db: t.db, webDistDir: dist, mail: { from: 'x', outboxDir: t.outboxDir } });
    try {
      const res = await withPage.inject({ url: '/no-such-page' });
      expect([res.statusCode, res.body]).toEqual([404, notFound]);
      // Not a page of its own either.
      expect((await withPage.inject({ url: '/_not-found' })).statusCode).toBe(404);
    } finally {
      await withPage.close();
      rmSync(join(dist, 'prerendered', '_not-found.html'));
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
