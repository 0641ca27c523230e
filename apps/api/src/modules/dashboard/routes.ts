import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { metricsResponse } from '@autospa/contract';
import type { Database } from '@autospa/db';
import { metricsFor } from './queries.js';

// The dashboards' four cards, scoped to the caller's role (queries.ts).
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/get-metrics', {
    config: { access: 'signed-in' },
    schema: { tags: ['metrics'], response: { 200: metricsResponse } },
    handler: (request) => metricsFor(db, request.account!),
  });
};
