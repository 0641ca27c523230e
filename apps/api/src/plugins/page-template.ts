// Puts a server-rendered page (apps/web/src/prerender/entry-server.tsx) into the built index.html: the page's own
// <head> tags, its body inside #root, and the data it was rendered with for the browser to hydrate with (issue 18).

/** index.html's id for the embedded data: apps/web/src/lib/public-site.ts reads it. */
const DATA_SCRIPT_ID = 'public-site-data';

// React puts the tags it hoists (<title>, <meta>, <link>) first in the rendered HTML: they go to <head>.
const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const unescapeText = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * index.html made ready for server-rendered pages, once: the app's code is fetched at low priority (the page is
 * on screen without it and must not compete with the CSS, font and images), and the Latin Inter face is
 * preloaded with the CSS, so the text does not swap fonts under the reader's eyes.
 */
export function pageTemplate(indexHtml: string, fontFile: string | undefined): string {
  const font = fontFile ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${fontFile}">` : '';
  return indexHtml
    .replace(/<(script type="module"|link rel="modulepreload") /g, (_, tag: string) => `<${tag} fetchpriority="low" `)
    .replace('</head>', () => `  ${font}\n  </head>`);
}

export interface PageParts {
  /** The render's output: hoisted head tags first, then the body. */
  rendered: string;
  /** The data the page was rendered with, embedded for hydration. */
  data: unknown;
  /** The page's absolute address: canonical and og:url. */
  url: string;
  /** The page's Open Graph image, an absolute address. */
  image: string;
}

/** The whole HTML document of one server-rendered page. */
export function fillTemplate(template: string, { rendered, data, url, image }: PageParts): string {
  let body = rendered;
  const head: string[] = [];
  for (let m = hoisted.exec(body); m; m = hoisted.exec(body)) {
    head.push(m[0]);
    body = body.slice(m[0].length);
  }
  let html = template;
  const replace = (pattern: RegExp, tag: string) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${String(pattern)}`);
    html = html.replace(pattern, () => tag);
  };
  const others: string[] = [];
  let title: string | undefined;
  let description: string | undefined;
  for (const tag of head) {
    if (tag.startsWith('<title>')) {
      title = unescapeText(tag.slice('<title>'.length, -'</title>'.length));
      replace(/<title>[^<]*<\/title>/, tag);
    } else if (tag.startsWith('<meta name="description"')) {
      description = unescapeText(/content="([^"]*)"/.exec(tag)?.[1] ?? '');
      replace(/<meta\s+name="description"[^>]*>/, tag);
    } else others.push(tag);
  }
  // Each page is its own for search engines and link previews: canonical address, Open Graph title and text.
  others.push(`<link rel="canonical" href="${escapeAttribute(url)}">`);
  const og = (property: string, value: string | undefined) => {
    if (value === undefined) return;
    const pattern = new RegExp(`<meta\\s+property="${property}"\\s+content="[^"]*"\\s*/?>`);
    const tag = `<meta property="${property}" content="${escapeAttribute(value)}" />`;
    if (pattern.test(html)) html = html.replace(pattern, () => tag);
    else others.push(tag);
  };
  og('og:url', url);
  og('og:title', title);
  og('og:description', description);
  og('og:image', image);
  replace(/<\/head>/, `${others.join('')}</head>`);
  replace(/<div id="root"><\/div>/, `<div id="root">${body}</div>`);
  // JSON, not a script: the CSP allows no inline script, and a data block runs nothing. `<` is escaped so no
  // text in the data can close the element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  replace(/<\/body>/, `<script type="application/json" id="${DATA_SCRIPT_ID}">${json}</script></body>`);
  return html;
}
