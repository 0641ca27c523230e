import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSiteView } from '@autospa/contract';
import type { Database } from '@autospa/db';
import { loadPublicSite } from './service.js';

// Issue 18: the public site's data, for a browser that moves to a public page without a server render.
export const publicSiteRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/get-public-site', {
    config: { access: 'public', cache: 'shared' },
    schema: { tags: ['settings'], response: { 200: publicSiteView } },
    handler: () => loadPublicSite(db),
  });
};
