import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

// The public pages the web build rendered to HTML (scripts/prerender.mjs): dist/prerendered/<path>.html.
export const prerenderedDir = 'prerendered';
/** The not-found page, rendered by the build beside them; sent with 404 for any path that is not a page. */
export const NOT_FOUND_PAGE = '_not-found.html';

/**
 * Maps a request path to its prerendered file (relative to the dist folder), or null. Only files listed at
 * start-up can match, so no request path (`..`, encoded or not) can name anything else.
 */
export function prerenderedPages(distDir: string): (url: string) => string | null {
  const folder = join(distDir, prerenderedDir);
  const files = new Set<string>();
  if (existsSync(folder)) {
    for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
      if (entry.endsWith('.html') && entry !== NOT_FOUND_PAGE) files.add(relative(folder, join(folder, entry)).split(sep).join('/'));
    }
  }
  return (url) => {
    const path = url.split(/[?#]/, 1)[0]!.replace(/\/+$/, '');
    const name = `${path === '' ? 'index' : path.slice(1)}.html`;
    return files.has(name) ? `${prerenderedDir}/${name}` : null;
  };
}
