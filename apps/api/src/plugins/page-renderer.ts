import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { PublicSiteView } from '@autospa/contract';
import { fillTemplate, pageTemplate } from './page-template.js';

// Issue 18: the public pages are rendered on the server, per request, with the database's catalog and settings
// (apps/web/src/prerender/entry-server.tsx, built by `vite build --ssr` into apps/web/dist-ssr). A page is kept
// rendered (and compressed) until the data it shows changes: the next request after an Admin's change renders
// it again.

/** What the server build of the web app exports. */
interface ServerEntry {
  render(path: string, site: PublicSiteView): Promise<{ html: string; status: number }>;
  serverRenderedPaths: readonly string[];
  sitemapPaths: readonly string[];
}

export interface RenderedPage {
  status: number;
  etag: string;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface PageRenderer {
  /** The page's path as the web app names it, or null when the server does not render that address. */
  pathOf(url: string): string | null;
  /**
   * A page (a path from pathOf, and the request's query string, which a page may show: the careers page's city),
   * or the not-found page with 404 for null.
   */
  page(path: string | null, search?: string): Promise<RenderedPage>;
  /** The pages for sitemap.xml, and when their content last changed (the data's or the build's time). */
  sitemap(): Promise<{ paths: readonly string[]; lastmod: string }>;
}

export interface PageRendererOptions {
  distDir: string;
  ssrDir: string;
  /** The site's public address: canonical and Open Graph URLs. */
  publicUrl: string;
  loadSite: () => Promise<PublicSiteView>;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
const MAX_KEPT_PAGES = 200;
/** A longer query string is not passed to the page (no page reads one that long). */
const MAX_QUERY_LENGTH = 200;
/** Renders the catch-all route: the not-found page. */
const NOT_FOUND_PATH = '/_not-found';

const keyOf = (url: string) => url.split(/[?#]/, 1)[0]!.replace(/\/+$/, '').toLowerCase() || '/';

/** The renderer, or null when the web app's server build is missing (the app then serves index.html). */
export async function pageRenderer(options: PageRendererOptions): Promise<PageRenderer | null> {
  const entryFile = join(options.ssrDir, 'entry-server.js');
  const indexFile = join(options.distDir, 'index.html');
  if (!existsSync(entryFile) || !existsSync(indexFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const assets = join(options.distDir, 'assets');
  const font = existsSync(assets) ? readdirSync(assets).find((name) => /^inter-latin-wght-normal-.*\.woff2$/.test(name)) : undefined;
  const template = pageTemplate(readFileSync(indexFile, 'utf8'), font);
  const paths = new Map(entry.serverRenderedPaths.map((p) => [keyOf(p), p]));
  const builtAt = statSync(entryFile).mtime.toISOString();

  // The data is read for every request (a few small queries; requests at the same moment share one read), so
  // a change shows on the next page whatever made it, the Admin's screens or psql. Only a page whose data
  // differs from the one it was rendered with is rendered again.
  let reading: Promise<{ data: PublicSiteView; hash: string }> | undefined;
  function currentSite() {
    reading ??= options
      .loadSite()
      .then((data) => ({ data, hash: createHash('sha256').update(JSON.stringify(data)).digest('hex') }))
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  // Each public page's own sharing card (scripts/illustrations/draw.mjs writes public/og/<page>.png), else the site's.
  const sharingCard = (path: string) => {
    const file = `og/${path === '/' ? 'home' : path.slice(1).replace(/\//g, '-').toLowerCase()}.png`;
    return existsSync(join(options.distDir, file)) ? `/${file}` : '/og-image.png';
  };

  // Kept per page and query string; a query the site never links to can only add MAX_KEPT_PAGES entries (the
  // oldest go first), so no stream of made-up queries can fill the memory.
  const pages = new Map<string, { hash: string; page: Promise<RenderedPage> }>();
  async function renderPage(path: string, search: string, data: PublicSiteView): Promise<RenderedPage> {
    const notFound = path === NOT_FOUND_PATH;
    // The browser renders the address with its query (a page may show a choice from it), so the server does too,
    // or the browser's first render would differ from the HTML it hydrates. The canonical URL leaves it out.
    const { html: rendered } = await entry.render(notFound ? path : `${path}${search}`, data);
    const url = `${options.publicUrl}${notFound ? '/' : path}`;
    const html = Buffer.from(fillTemplate(template, { rendered, data, url, image: `${options.publicUrl}${sharingCard(path)}` }));
    const [br, gz] = await Promise.all([
      compressBrotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
      compressGzip(html, { level: 9 }),
    ]);
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    return { status: notFound ? 404 : 200, etag, html, br, gzip: gz };
  }

  return {
    pathOf: (url) => paths.get(keyOf(url)) ?? null,
    async sitemap() {
      const { data } = await currentSite();
      return { paths: entry.sitemapPaths, lastmod: data.updatedAt > builtAt ? data.updatedAt : builtAt };
    },
    async page(path, search = '') {
      const query = search.length > 1 && search.length <= MAX_QUERY_LENGTH ? search : '';
      const key = `${path ?? NOT_FOUND_PATH}${path === null ? '' : query}`;
      const { data, hash } = await currentSite();
      const kept = pages.get(key);
      if (kept && kept.hash === hash) return kept.page;
      const page = renderPage(path ?? NOT_FOUND_PATH, query, data);
      pages.delete(key);
      pages.set(key, { hash, page });
      if (pages.size > MAX_KEPT_PAGES) pages.delete(pages.keys().next().value!);
      page.catch(() => {
        if (pages.get(key)?.page === page) pages.delete(key);
      });
      return page;
    },
  };
}
