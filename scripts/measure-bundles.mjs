// Prints the JavaScript and CSS each public page loads on its first visit (gzip sizes), measured in Chromium
// against the built web app (run `node scripts/build.mjs` first). Nothing is scrolled or clicked: what a page
// loads only when the visitor scrolls (the home page's lower sections) is not part of its first load.
// Usage: node scripts/measure-bundles.mjs [--json] [--budget-kb=120] [--dist=apps/web/dist]
// (--budget-kb sets the home page's budget; --dist measures another build, the bench's "before" one, say.)
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { FIRST_LOAD_JS_BUDGET_KB, PUBLIC_PAGES as pages } from './public-pages.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const dist = resolve(root, option('dist') ?? 'apps/web/dist');
const budgetsKb = { ...FIRST_LOAD_JS_BUDGET_KB, '/': Number(option('budget-kb') ?? FIRST_LOAD_JS_BUDGET_KB['/']) };

if (!existsSync(join(dist, 'index.html'))) {
  console.error('Build first: node scripts/build.mjs');
  process.exit(1);
}

const types = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.html': 'text/html',
};

// A static server with the SPA fallback, like the real one; API calls get a 404.
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
  const file = join(dist, path);
  const isFile = file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
  if (!isFile && path.startsWith('/tor')) return res.writeHead(404).end();
  const target = isFile ? file : join(dist, 'index.html');
  res.writeHead(200, { 'content-type': types[extname(target)] ?? 'application/octet-stream' });
  createReadStream(target).pipe(res);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1); // KiB, as Lighthouse reports

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
});
const rows = [];
for (const path of pages) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const files = new Map();
  page.on('response', (response) => {
    const url = new URL(response.url());
    const ext = extname(url.pathname);
    if (url.origin === base && (ext === '.js' || ext === '.css')) files.set(url.pathname, ext);
  });
  await page.goto(base + path);
  // The route's own code has arrived once its h1 is there; then wait for whatever it loads in turn.
  await page.locator('h1').first().waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  let js = 0;
  let css = 0;
  const chunks = [];
  for (const [file, ext] of files) {
    const size = gz(readFileSync(join(dist, file)));
    if (ext === '.js') js += size;
    else css += size;
    chunks.push(file.replace('/assets/', ''));
  }
  const signedIn = chunks.filter((c) => /dashboard|app-shell|side-menu|data-table|people|profile|change-password|coming-soon/.test(c));
  rows.push({ path, js, css, files: chunks.length, signedIn });
  await context.close();
}
await browser.close();
server.close();

if (args.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  console.log('First load per public page (gzip level 9, nothing scrolled), viewport 390 × 844\n');
  console.log('page'.padEnd(34) + 'JS KiB'.padStart(8) + 'CSS KiB'.padStart(9) + 'files'.padStart(7) + '  signed-in chunks');
  for (const r of rows) {
    console.log(
      r.path.padEnd(34) +
        kb(r.js).padStart(8) +
        kb(r.css).padStart(8) +
        String(r.files).padStart(7) +
        '  ' +
        (r.signedIn.join(', ') || 'none'),
    );
  }
}
const failures = [];
for (const [path, budgetKb] of Object.entries(budgetsKb)) {
  const row = rows.find((r) => r.path === path);
  if (!row) continue;
  // With --json on stderr, so that stdout stays one JSON document.
  (args.includes('--json') ? console.error : console.log)(
    `${path} first-load JS: ${kb(row.js)} KiB = ${(row.js / 1000).toFixed(1)} kB (gzip -9); budget ${budgetKb} kB`,
  );
  if (row.js > budgetKb * 1000) failures.push(`${path} loads ${(row.js / 1000).toFixed(1)} kB of JS (budget ${budgetKb} kB)`);
}
for (const r of rows) if (r.signedIn.length) failures.push(`${r.path} loads signed-in code: ${r.signedIn.join(', ')}`);
if (failures.length) {
  console.error('\n' + failures.join('\n'));
  process.exit(1);
}
