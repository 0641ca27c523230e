import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { messages } from '@autospa/contract';

// Serves the built React app; every non-API GET falls back to index.html so deep links load.
export const webPlugin = fp<{ distDir: string }>(async (app, { distDir }) => {
  const hasBuild = existsSync(join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(distDir, 'assets')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/tor');
    if (!isPage) return reply.code(404).send({ message: messages.generic.notFound });
    if (!hasBuild) return reply.code(404).type('text/plain').send('The web app is not built. Run `npm start`, which builds it.');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
