import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardResponse, metricsResponse } from '@autospa/contract';
import type { Database } from '@autospa/db';
import { loadSettings } from '../settings/service.js';
import { adminDashboardOf } from './admin-dashboard.js';
import { employeeDashboardOf } from './employee-dashboard.js';
import { metricsFor } from './queries.js';
import { userDashboardOf } from './user-dashboard.js';

// The dashboards' four cards, scoped to the caller's role (queries.ts), and each role's own dashboard (issue 17).
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/get-metrics', {
    config: { access: 'signed-in' },
    schema: { tags: ['metrics'], response: { 200: metricsResponse } },
    handler: (request) => metricsFor(db, request.account!),
  });

  app.get('/get-dashboard', {
    config: { access: 'signed-in' },
    schema: { tags: ['metrics'], response: { 200: dashboardResponse } },
    handler: async (request) => {
      const { id, typeOfUser } = request.account!;
      const settings = await loadSettings(db);
      if (typeOfUser === 'Admin') return adminDashboardOf(db, settings);
      if (typeOfUser === 'Employee') return employeeDashboardOf(db, id, settings.timeZone);
      return userDashboardOf(db, id, settings.timeZone);
    },
  });
};
