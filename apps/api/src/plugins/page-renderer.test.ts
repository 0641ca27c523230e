import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildService } from '@autospa/db/testing';
import { buildApp, type App } from '../app.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../test/harness.js';

// Issue 18: public pages are rendered by the server per request with the database's catalog and settings, kept
// until that data changes, and carry the data for the browser to hydrate with. The web app's server build is
// stood in for by a small module that renders what it is given (the real one runs in the e2e tests).
let t: TestContext;
let web: App;
let admin: Record<string, string>;
const dist = mkdtempSync(join(tmpdir(), 'autospa-ssr-'));
const template = [
  '<!doctype html><html><head><title>Auto Spa</title><meta name="description" content="Auto Spa car wash." />',
  '<meta property="og:url" content="https://autospa.example/" /><meta property="og:title" content="Auto Spa" />',
  '<script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
].join('');
// Counts its renders in a global, so a test can tell a kept page from a new render.
const entry = `
export const serverRenderedPaths = ['/', '/who-we-are/about-us', '/Sign-In/Login'];
export const sitemapPaths = ['/', '/who-we-are/about-us', '/book'];
export async function render(path, site) {
  globalThis.ssrRenders = (globalThis.ssrRenders ?? 0) + 1;
  const services = site.services.map((s) => s.serviceName + ' from ' + s.from).join('; ');
  if (path === '/_not-found') return { html: '<title>Page not found · Auto Spa</title><h1>Page not found</h1>', status: 200 };
  return {
    html: '<title>Page ' + path.split('?')[0] + ' · Auto Spa</title><meta name="description" content="About &amp; more"/>' +
      '<h1>' + path.split('?')[0] + '</h1><p>' + (path.includes('?') ? 'Query ' + path.split('?')[1] : '') + services + '</p><p>Call ' + site.business.phones[0] + '</p>',
    status: 200,
  };
}`;
/** Through the app, as the Admin does: the app then knows its data changed. */
async function createService(body: { serviceName: string; price: string }): Promise<string> {
  const payload = { ...body, description: 'A wash.', time: '30 min' };
  const res = await web.inject({ method: 'POST', url: '/tor/create-services', headers: admin, payload });
  expect(res.statusCode).toBe(201);
  return res.json<{ service: { _id: string } }>().service._id;
}
const renders = () => (globalThis as { ssrRenders?: number }).ssrRenders ?? 0;

beforeAll(async () => {
  t = await setupTestApp();
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  writeFileSync(join(dist, 'index.html'), template);
  mkdirSync(join(dist, 'og'));
  writeFileSync(join(dist, 'og', 'who-we-are-about-us.png'), 'a picture');
  mkdirSync(join(dist, 'ssr'));
  writeFileSync(join(dist, 'ssr', 'entry-server.js'), entry);
  web = await buildApp({
    db: t.db,
    webDistDir: dist,
    webSsrDir: join(dist, 'ssr'),
    publicUrl: 'https://www.autospa.in',
    mail: { from: 'x', outboxDir: t.outboxDir },
  });
  await web.ready();
});
afterAll(async () => {
  await web.close();
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('server-rendered public pages', () => {
  it("renders a public page with the catalog's prices, its own head tags and the data for hydration", async () => {
    await buildService(t.db, { serviceName: 'Basic Wash', price: '499 rs', pricePaise: 49_900 });
    const res = await web.inject({ url: '/who-we-are/about-us' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"><h1>/who-we-are/about-us</h1><p>Basic Wash from ₹499</p><p>Call +91 98100 12345</p></div>');
    expect(res.body).toContain('<title>Page /who-we-are/about-us · Auto Spa</title>');
    expect(res.body).toContain('<meta name="description" content="About &amp; more"/>');
    expect(res.body).toContain('<link rel="canonical" href="https://www.autospa.in/who-we-are/about-us">');
    expect(res.body).toContain('<meta property="og:url" content="https://www.autospa.in/who-we-are/about-us" />');
    expect(res.body).toContain('<meta property="og:title" content="Page /who-we-are/about-us · Auto Spa" />');
    expect(res.body).toContain('<meta property="og:image" content="https://www.autospa.in/og/who-we-are-about-us.png" />');
    // A page without a card of its own shows the site's.
    expect((await web.inject({ url: '/Sign-In/Login' })).body).toContain(
      '<meta property="og:image" content="https://www.autospa.in/og-image.png" />',
    );
    const data = /<script type="application\/json" id="public-site-data">(.*?)<\/script>/.exec(res.body)?.[1];
    const site = JSON.parse(data!) as { services: { serviceName: string; fromPaise: number }[] };
    expect(site.services.map((s) => [s.serviceName, s.fromPaise])).toEqual([['Basic Wash', 49_900]]);
  });

  it('answers the same page for another case, a trailing slash or a query', async () => {
    for (const url of ['/Who-We-Are/About-Us', '/who-we-are/about-us/', '/who-we-are/about-us?ref=mail']) {
      const res = await web.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.body).toContain('<h1>/who-we-are/about-us</h1>');
    }
  });

  it('renders a page once while its data stays the same, and again on the first request after the Admin changes it', async () => {
    await web.inject({ url: '/' });
    const before = renders();
    for (let i = 0; i < 5; i++) expect((await web.inject({ url: '/' })).statusCode).toBe(200);
    expect(renders()).toBe(before);
    const update = await web.inject({
      method: 'PUT',
      url: '/tor/update-settings',
      headers: admin,
      payload: {
        openingHours: { sun: null, mon: null, tue: null, wed: null, thu: null, fri: null, sat: { open: '10:00', close: '16:00' } },
      },
    });
    expect(update.statusCode).toBe(200);
    const after = await web.inject({ url: '/' });
    expect(renders()).toBe(before + 1);
    expect(after.body).toContain('"sat":{"open":"10:00","close":"16:00"}');
  });

  it('shows a new service and a new price on the very next request', async () => {
    const created = await createService({ serviceName: 'Wax & Polish', price: '1299 rs' });
    expect((await web.inject({ url: '/' })).body).toContain('Wax & Polish from ₹1,299');
    const res = await web.inject({
      method: 'PUT',
      url: '/tor/update-service',
      headers: admin,
      query: { id: created },
      payload: { price: '1399 rs' },
    });
    expect(res.statusCode).toBe(200);
    expect((await web.inject({ url: '/' })).body).toContain('Wax & Polish from ₹1,399');
  });

  it('sends the page compressed for a client that asks, and 304 when the client already has it', async () => {
    const plain = await web.inject({ url: '/' });
    const br = await web.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await web.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await web.inject({ url: '/', headers: { 'if-none-match': etag } });
    expect([again.statusCode, again.body]).toEqual([304, '']);
  });

  it('renders the not-found page with 404 for a path that is no page, and sends index.html to the signed-in screens', async () => {
    const missing = await web.inject({ url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>Page not found</h1>');
    expect(missing.body).toContain('public-site-data');
    const screen = await web.inject({ url: '/bookings/today' });
    expect([screen.statusCode, screen.body]).toEqual([200, template]);
  });

  it('renders a page with its query string, as the browser will, and keeps the canonical address without it', async () => {
    const res = await web.inject({ url: '/who-we-are/about-us?city=delhi' });
    expect(res.body).toContain('<h1>/who-we-are/about-us</h1><p>Query city=delhi');
    expect(res.body).toContain('<link rel="canonical" href="https://www.autospa.in/who-we-are/about-us">');
    expect((await web.inject({ url: '/who-we-are/about-us?city=pune' })).body).toContain('Query city=pune');
  });

  it('shows a change made outside the app (psql) on the next request too', async () => {
    await buildService(t.db, { serviceName: 'Engine Bay Clean', price: '899 rs', pricePaise: 89_900 });
    expect((await web.inject({ url: '/' })).body).toContain('Engine Bay Clean from ₹899');
  });

  it('embeds the data so that no text in it can end the data block or run a script', async () => {
    await createService({ serviceName: 'Sneaky </script><script>alert(1)</script>', price: '1 rs' });
    const res = await web.inject({ url: '/Sign-In/Login' });
    const block = /<script type="application\/json" id="public-site-data">(.*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect((JSON.parse(block) as { services: { serviceName: string }[] }).services[0]!.serviceName).toBe(
      'Sneaky </script><script>alert(1)</script>',
    );
  });

  it('lists the public pages in sitemap.xml with the time their data last changed, and robots.txt points to it', async () => {
    const before = await web.inject({ url: '/sitemap.xml' });
    expect(before.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect([...before.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://www.autospa.in/',
      'https://www.autospa.in/who-we-are/about-us',
      'https://www.autospa.in/book',
    ]);
    const lastmod = (body: string) => /<lastmod>([^<]+)<\/lastmod>/.exec(body)![1]!;
    await createService({ serviceName: 'Ceramic Coat', price: '9999 rs' });
    const after = await web.inject({ url: '/sitemap.xml' });
    expect(lastmod(after.body) > lastmod(before.body)).toBe(true);
    expect(Date.now() - Date.parse(lastmod(after.body))).toBeLessThan(60_000);
    const robots = await web.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: https://www.autospa.in/sitemap.xml');
    expect(robots.body).toContain('Disallow: /tor/');
  });
});
