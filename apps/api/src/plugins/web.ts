import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { messages } from '@autospa/contract';
import { pageMatcher } from './page-paths.js';
import { NOT_FOUND_PAGE, prerenderedDir, prerenderedPages } from './prerendered-pages.js';

// Serves the built React app; a GET of one of the app's pages falls back to index.html so deep links load, or to
// the page's own prerendered HTML when the build wrote one (a public page: its content shows before the app's
// code runs). Any other path gets the not-found page with HTTP 404, not 200 (issue 14).
export const webPlugin = fp<{ distDir: string }>(async (app, { distDir }) => {
  const hasBuild = existsSync(join(distDir, 'index.html'));
  const prerendered = prerenderedPages(distDir);
  const isPage = pageMatcher();
  // The prerendered not-found page when the build wrote one, else the app, which renders its not-found route.
  const notFoundFile = [join(distDir, prerenderedDir, NOT_FOUND_PAGE), join(distDir, 'index.html')].find((f) => existsSync(f));
  const notFoundHtml = notFoundFile ? readFileSync(notFoundFile) : undefined;
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
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/tor');
    if (!wantsPage) return reply.code(404).send({ message: messages.generic.notFound });
    // A missing build file is a 404, not the app's page: a browser holding an old page must not run HTML as code.
    if (request.url.startsWith('/assets/')) return reply.code(404).type('text/plain').send('Not found');
    if (!hasBuild || !notFoundHtml)
      return reply.code(404).type('text/plain').send('The web app is not built. Run `npm start`, which builds it.');
    if (!isPage(request.url))
      return reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(notFoundHtml);
    return reply.sendFile(prerendered(request.url) ?? 'index.html');
  });
});
