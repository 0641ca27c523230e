// Writes apps/web/dist/prerendered/<path>.html for each public page: the built index.html with the page
// rendered in Node (apps/web/src/prerender/entry-server.tsx, built by `vite build --ssr` into dist-ssr), so
// the first paint needs only HTML and CSS. The server sends these (apps/api/src/plugins/web.ts); the app
// then renders over them (apps/web/src/app/main.tsx). Run by scripts/build.mjs after both Vite builds.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const web = fileURLToPath(new URL('../apps/web/', import.meta.url));
const outDir = join(web, 'dist/prerendered');
// The Latin face of Inter, fetched with the CSS: the static page is painted long before the app's code runs,
// so a late font would swap under the visitor's eyes and shift the page.
const font = readdirSync(join(web, 'dist/assets')).find((name) => /^inter-latin-wght-normal-.*\.woff2$/.test(name));
if (!font) throw new Error('No Inter Latin font in dist/assets');
const fontPreload = `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}">`;
// The page shows without the app's code, so that code must not compete with the CSS, font and hero image for
// the first bytes: it is fetched at low priority.
const template = readFileSync(join(web, 'dist/index.html'), 'utf8')
  .replace(/<(script type="module"|link rel="modulepreload") /g, (_, tag) => `<${tag} fetchpriority="low" `)
  .replace('</head>', () => `  ${fontPreload}\n  </head>`);
// React's production build: the same markup as the development one, faster and without its dev warnings.
process.env.NODE_ENV = 'production';
const { render, prerenderPaths } = await import(pathToFileURL(join(web, 'dist-ssr/entry-server.js')).href);
// Until the server renders each page with the database's data (issue 18): the defaults and no services.
const hours = { open: '08:00', close: '19:00' };
const sampleSite = {
  business: {
    name: 'Auto Spa',
    street: 'Plot 42, Sector 18',
    city: 'Gurugram',
    region: 'Haryana',
    postalCode: '122015',
    addressLine: 'Plot 42, Sector 18, Gurugram, Haryana 122015',
    phones: ['+91 98100 12345', '+91 98100 67890'],
    emails: ['hello@autospa.example', 'bookings@autospa.example'],
    mapUrl: 'https://www.openstreetmap.org/',
    upiId: null,
  },
  timeZone: 'Asia/Kolkata',
  openingHours: { sun: { open: '09:00', close: '17:00' }, mon: hours, tue: hours, wed: hours, thu: hours, fri: hours, sat: hours },
  services: [],
  updatedAt: '2026-01-01T00:00:00.000Z',
};

// React puts the tags it hoists (<title>, <meta>, <link rel=preload>) first in a string render: they go to <head>.
const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;

function page(rendered) {
  let body = rendered;
  const head = [];
  for (let m = hoisted.exec(body); m; m = hoisted.exec(body)) {
    head.push(m[0]);
    body = body.slice(m[0].length);
  }
  let html = template;
  const replaceOnce = (pattern, tag) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${pattern}`);
    html = html.replace(pattern, () => tag);
  };
  const others = [];
  for (const tag of head) {
    if (tag.startsWith('<title>')) replaceOnce(/<title>[^<]*<\/title>/, tag);
    else if (tag.startsWith('<meta name="description"')) replaceOnce(/<meta name="description"[^>]*>/, tag);
    else others.push(tag);
  }
  if (others.length > 0) replaceOnce(/<\/head>/, `${others.join('')}</head>`);
  // inert: the static copy cannot be clicked or typed into before the app takes over.
  replaceOnce(/<div id="root"><\/div>/, `<div id="root"><div data-prerendered inert>${body}</div></div>`);
  return html;
}

rmSync(outDir, { recursive: true, force: true });
try {
  for (const path of prerenderPaths) {
    const { html, status } = await render(path, sampleSite);
    if (status !== 200) throw new Error(`${path} rendered with status ${status}`);
    const file = join(outDir, `${path === '/' ? 'index' : path.replace(/^\/|\/$/g, '')}.html`);
    const text = page(html);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    // Beside it, like Vite's own output (vite-plugin-compression2): the server sends these as they are.
    writeFileSync(`${file}.br`, brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
  }
  // The router's catch-all not-found page, for any path that is not a page: the server sends it with 404
  // (apps/api/src/plugins/web.ts, NOT_FOUND_PAGE in prerendered-pages.ts).
  const missing = await render('/_no-such-page', sampleSite);
  if (!missing.html.includes('Page not found')) throw new Error('the catch-all route did not render the not-found page');
  writeFileSync(join(outDir, '_not-found.html'), page(missing.html));
} catch (error) {
  // No half-written folder: the build is stale until a prerender succeeds (scripts/build.mjs checks for it).
  rmSync(outDir, { recursive: true, force: true });
  throw error;
}
