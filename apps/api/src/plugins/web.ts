import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages, type PublicSiteView } from '@autospa/contract';
import { pageMatcher } from './page-paths.js';
import { pageRenderer, type RenderedPage } from './page-renderer.js';
import { robotsTxt, sitemapXml } from './site-files.js';

export interface WebPluginOptions {
  distDir: string;
  /** The web app's server build (apps/web/dist-ssr); without one, every page gets index.html. */
  ssrDir: string;
  publicUrl: string;
  loadSite: () => Promise<PublicSiteView>;
}

/** Sends a server-rendered page in the encoding the client takes best, or 304 when it has this one. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  reply.header('etag', page.etag);
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

// Serves the built React app. A public page is rendered on the server with the business's data (page-renderer.ts,
// issue 18); any other page of the app gets index.html, so deep links load; any other path gets the not-found
// page with HTTP 404, not 200 (issue 14).
export const webPlugin = fp<WebPluginOptions>(async (app, options) => {
  const { distDir } = options;
  const hasBuild = existsSync(join(distDir, 'index.html'));
  const isPage = pageMatcher();
  const renderer = hasBuild ? await pageRenderer(options) : null;
  const indexHtml = hasBuild ? readFileSync(join(distDir, 'index.html')) : undefined;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (apps/web/vite.config.ts): sent as they are.
      preCompressed: true,
      // Hashed build files never change; a page (HTML) is checked every time, or a browser could keep one that
      // names files a newer build no longer has.
      setHeaders(res, path) {
        const immutable = path.includes(`${join(distDir, 'assets')}`);
        const page = /\.html(\.(br|gz))?$/.test(path);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : page ? 'no-cache' : 'public, max-age=300');
      },
    });
  }
  // Written by the server with PUBLIC_URL, unless the build folder holds a file of that name (the static plugin
  // serves it; an older build's copy, or a test's).
  const builtFile = (name: string) => hasBuild && existsSync(join(distDir, name));
  if (renderer && !builtFile('sitemap.xml')) {
    app.get('/sitemap.xml', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
      const { paths, lastmod } = await renderer.sitemap();
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(sitemapXml(options.publicUrl, paths, lastmod));
    });
  }
  if (!builtFile('robots.txt')) {
    app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=300').send(robotsTxt(options.publicUrl)),
    );
  }
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/tor');
    if (!wantsPage) return reply.code(404).send({ message: messages.generic.notFound });
    // A missing build file is a 404, not the app's page: a browser holding an old page must not run HTML as code.
    if (request.url.startsWith('/assets/')) return reply.code(404).type('text/plain').send('Not found');
    if (!hasBuild || !indexHtml)
      return reply.code(404).type('text/plain').send('The web app is not built. Run `npm start`, which builds it.');
    const path = renderer?.pathOf(request.url) ?? null;
    if (renderer && (path !== null || !isPage(request.url))) {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')).split('#', 1)[0]! : '';
      return sendPage(request, reply, await renderer.page(path, search));
    }
    if (isPage(request.url)) return reply.sendFile('index.html');
    return reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
});
