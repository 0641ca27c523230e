import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { setupTestApp, type TestContext } from './harness.js';
import { repoRoot } from './server-process.js';
import { seedWorld, type World } from './world.js';

// Security headers on every response: every /tor route (app.routeAccess) as anonymous and as an Admin, the
// error paths, and the web app's pages and files served from a built dist folder.
let t: TestContext;
let world: World;
let web: App;
const dist = mkdtempSync(join(tmpdir(), 'autospa-dist-'));
beforeAll(async () => {
  t = await setupTestApp();
  world = await seedWorld(t);
  // A dist folder like Vite's: the static plugin serves its files and falls back to index.html.
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  web = await buildApp({ db: t.db, webDistDir: dist, mail: { from: 'x', outboxDir: t.outboxDir } });
  await web.ready();
});
afterAll(async () => {
  await web?.close();
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** What is wrong with a response's security headers (empty when nothing is). */
function headerProblems(res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const csp = String(res.headers['content-security-policy'] ?? '');
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
  const scripts = directives.get('script-src') ?? directives.get('default-src');
  if (!scripts) problems.push('no script-src');
  else if (scripts.includes("'unsafe-inline'") || scripts.includes("'unsafe-eval'") || scripts.includes('*'))
    problems.push(`script-src ${scripts.join(' ')}`);
  if (directives.get('frame-ancestors')?.join(' ') !== "'none'") problems.push('frame-ancestors is not none');
  if (directives.get('object-src')?.join(' ') !== "'none'") problems.push('object-src is not none');
  const hsts = /max-age=(\d+)/.exec(String(res.headers['strict-transport-security'] ?? ''));
  if (!hsts || Number(hsts[1]) < 15_552_000) problems.push('no HSTS of 180 days or more');
  if (res.headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  if (!['no-referrer', 'strict-origin-when-cross-origin', 'same-origin', 'strict-origin'].includes(String(res.headers['referrer-policy'])))
    problems.push('no referrer-policy');
  // Issue 14: features no page uses are denied, to the site and to what it embeds.
  const permissions = String(res.headers['permissions-policy'] ?? '');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    if (!permissions.split(',').some((d) => d.trim() === `${feature}=()`)) problems.push(`permissions-policy allows ${feature}`);
  }
  return problems;
}

// Every header the security plugin sets, written out: moving to another way of setting them changes none of them.
const EXPECTED_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';frame-src 'self' https://www.openstreetmap.org",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
// Headers of the answer itself, not of the security plugin.
const CONTENT_HEADERS = new Set([
  'accept-ranges',
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'last-modified',
  'vary',
  'x-cache',
]);
const securityHeaderSet = (res: LightMyRequestResponse) =>
  Object.fromEntries(Object.entries(res.headers).filter(([name]) => !CONTENT_HEADERS.has(name)));

describe('security headers', () => {
  it('are on every /tor route, for anonymous callers and for an Admin, whatever the answer', async () => {
    const failures: string[] = [];
    const routes = t.app.routeAccess.filter((r) => r.url !== '/tor/logout');
    for (const { method, url } of routes) {
      for (const token of [undefined, world.tokens.Admin]) {
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          payload: method === 'GET' ? undefined : {},
        });
        for (const p of headerProblems(res)) failures.push(`${method} ${url} (${res.statusCode}, ${token ? 'Admin' : 'anonymous'}): ${p}`);
      }
    }
    expect(routes.length).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  });

  it('are on error answers: unknown path, bad JSON, too large, wrong type, wrong method, bad token', async () => {
    const answers = await Promise.all([
      t.app.inject({ url: '/tor/nothing-here' }),
      t.app.inject({ method: 'POST', url: '/tor/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' }),
      t.app.inject({
        method: 'POST',
        url: '/tor/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ username: 'x'.repeat(300_000) }),
      }),
      t.app.inject({ method: 'POST', url: '/tor/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' }),
      t.app.inject({ method: 'PATCH', url: '/tor/login' }),
      t.app.inject({ url: '/tor/get-allbookings', headers: { authorization: 'Bearer not-a-session' } }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([404, 400, 413, 415, 404, 401]);
    expect(answers.flatMap((r) => headerProblems(r).map((p) => `${r.statusCode}: ${p}`))).toEqual([]);
  });

  it('are on the web app: pages (deep links too), its files, HEAD requests and the 404 of an API path', async () => {
    const answers = await Promise.all(
      ['/', '/contact-us', '/bookings/today', '/assets/app.js', '/robots.txt', '/tor/unknown', '/no-such-page'].map((url) =>
        web.inject({ url }),
      ),
    );
    const head = await web.inject({ method: 'HEAD', url: '/book-now' });
    expect([...answers, head].map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 404, 404, 200]);
    expect(answers[0]!.headers['content-type']).toMatch(/text\/html/);
    expect([...answers, head].flatMap((r) => headerProblems(r).map((p) => `${r.statusCode}: ${p}`))).toEqual([]);
  });

  it('mark every answer to a signed-in caller Cache-Control: no-store, on every /tor route and from the read cache (issue 14)', async () => {
    const failures: string[] = [];
    const routes = t.app.routeAccess.filter((r) => r.url !== '/tor/logout');
    for (const { method, url } of routes) {
      for (const role of ['User', 'Employee', 'Admin'] as const) {
        const headers = { authorization: `Bearer ${world.tokens[role]}` };
        const res = await t.app.inject({ method: method as 'GET', url, headers, payload: method === 'GET' ? undefined : {} });
        if (res.headers['cache-control'] !== 'no-store')
          failures.push(`${method} ${url} (${res.statusCode}, ${role}): ${String(res.headers['cache-control'])}`);
      }
    }
    expect(failures).toEqual([]);
    const admin = { authorization: `Bearer ${world.tokens.Admin}` };
    await t.app.inject({ url: '/tor/get-allbookings?page=1&limit=5', headers: admin });
    const hit = await t.app.inject({ url: '/tor/get-allbookings?page=1&limit=5', headers: admin });
    expect([hit.headers['x-cache'], hit.headers['cache-control']]).toEqual(['hit', 'no-store']);
    // A bad session's answer too, and a public read asked with a token.
    const badToken = await t.app.inject({ url: '/tor/get-allbookings', headers: { authorization: 'Bearer not-a-session' } });
    expect(badToken.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/tor/get-services', headers: admin })).headers['cache-control']).toBe('no-store');
  });

  it('sets exactly these values, no more, on a read, an error, a signed-in answer, a page and a file', async () => {
    const answers = await Promise.all([
      t.app.inject({ url: '/tor/get-services' }),
      t.app.inject({ url: '/tor/nothing-here' }),
      t.app.inject({ method: 'POST', url: '/tor/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' }),
      t.app.inject({ url: '/tor/get-allbookings', headers: { authorization: `Bearer ${world.tokens.Admin}` } }),
      t.app.inject({ url: '/tor/get-allbookings', headers: { authorization: 'Bearer not-a-session' } }),
      web.inject({ url: '/' }),
      web.inject({ url: '/assets/app.js' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 400, 200, 401, 200, 200]);
    for (const res of answers) expect(securityHeaderSet(res)).toEqual(EXPECTED_HEADERS);
  });

  it("keeps the web app's index.html free of inline scripts and handlers, which the policy would block", () => {
    const files = [join(repoRoot, 'apps/web/index.html'), join(repoRoot, 'apps/web/dist/index.html')].filter((f) => existsSync(f));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const html = readFileSync(file, 'utf8');
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
        ([, attrs, body]) => !/\bsrc=/.test(attrs!) && !/type=["']?application\/(ld\+)?json/.test(attrs!) && body!.trim() !== '',
      );
      expect(
        inline.map(([tag]) => tag.slice(0, 80)),
        file,
      ).toEqual([]);
      expect(html.match(/\son[a-z]+=/gi) ?? [], file).toEqual([]);
    }
  });
});
