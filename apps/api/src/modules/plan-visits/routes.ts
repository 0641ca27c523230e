import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planVisitListQuery, planVisitListResponse } from '@autospa/contract';
import type { Database } from '@autospa/db';
import { loadSettings } from '../settings/service.js';
import { listPlanVisits } from './list.js';
import { visitPhotoRoutes } from './photo-routes.js';

// Issue 20: plan visits (the nightly job makes them, apps/api/src/plan-visits) and their proof photos.
export const planVisitRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(visitPhotoRoutes, { db });

  app.get('/get-plan-visits', {
    config: { access: ['Admin', 'Employee', 'User'] },
    schema: { tags: ['plans'], querystring: planVisitListQuery, response: { 200: planVisitListResponse } },
    handler: async (request) => {
      const { timeZone } = await loadSettings(db);
      return listPlanVisits(db, timeZone, request.account!, request.query);
    },
  });
};
