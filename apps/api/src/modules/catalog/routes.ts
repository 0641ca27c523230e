import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '@autospa/db';
import { categoryRoutes } from './categories-routes.js';
import { serviceRoutes } from './services-routes.js';
import { subCategoryRoutes } from './sub-categories-routes.js';

// Services, vehicle categories and their subcategories (SPEC.md §7 Admin lists and changes).
export const catalogRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(serviceRoutes, { db });
  await app.register(categoryRoutes, { db });
  await app.register(subCategoryRoutes, { db });
};
