// sitemap.xml and robots.txt with the site's own address (PUBLIC_URL), written by the server (issue 18): the
// sitemap lists every public page with the time its content last changed.

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The booking page and the home page first, as search engines weigh them. */
const priorityOf = (path: string) => (path === '/' ? '1.0' : path === '/book' ? '0.9' : '0.7');

export function sitemapXml(publicUrl: string, paths: readonly string[], lastmod: string): string {
  const urls = paths.map(
    (path) => `  <url><loc>${escapeXml(publicUrl + path)}</loc><lastmod>${lastmod}</lastmod><priority>${priorityOf(path)}</priority></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /tor/',
    'Disallow: /dashboard',
    'Disallow: /user-dashboard',
    'Disallow: /employee-dashboard',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
