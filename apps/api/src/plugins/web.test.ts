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
// client that asks, and a missing build file is a 404 rather than the app's page. Public pages are rendered on
// the server with the database's data (issue 18): here by a stand-in for the web app's server build.
let t: TestContext;
let web: App;
const dist = mkdtempSync(join(tmpdir(), 'autospa-dist-'));
const page = [
  '<!doctype html><html><head><title>Auto Spa</title><meta name="description" content="Auto Spa car wash." />',
  '<meta property="og:url" content="https://autospa.example/" /><meta property="og:title" content="Auto Spa" />',
  '<script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
].join('');
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
beforeAll(async () => {
  t = await setupTestApp();
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), page);
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(page));
  writeFileSync(join(dist, 'assets', 'app.js'), script);
  writeFileSync(join(dist, 'assets', 'app.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'app.js.gz'), gzipSync(script));
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

  it('sends index.html for every page of the app when there is no server build, and 404 for any other path', async () => {
    for (const url of ['/', '/who-we-are/about-us', '/dashboard', '/Who-We-Are/About-Us', '/bookings/all/']) {
      const res = await web.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(page);
    }
    for (const url of ['/who-we-are', '/../secret', '/%2e%2e/secret']) {
      const res = await web.inject({ url });
      expect(res.statusCode, url).toBe(404);
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
