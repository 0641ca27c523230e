import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '@autospa/db';
import type { Limits } from '../../config.js';
import type { Mailer } from '../../mail/mailer.js';
import { marketingPublicRoutes } from './public-routes.js';
import { marketingService } from './service.js';

export const marketingRoutes: FastifyPluginAsync<{ db: Database; mailer: Mailer; limits: Limits; businessEmail: string }> = async (
  app,
  options,
) => {
  const service = marketingService(options.db);
  await app.register(marketingPublicRoutes, { ...options, service });
};
