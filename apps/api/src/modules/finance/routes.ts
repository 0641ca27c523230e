import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '@autospa/db';
import { collectRoutes } from './collect-routes.js';
import { expenseRoutes } from './expense-routes.js';
import { paymentRoutes } from './payment-routes.js';
import { reportRoutes } from './report-routes.js';
import { selfRoutes } from './self-routes.js';

// Income and expenses (issue 6): payments, expenses, the Admin's report and CSV, each role's own view.
export const financeRoutes: FastifyPluginAsync<{ db: Database }> = async (app, options) => {
  await app.register(paymentRoutes, options);
  await app.register(expenseRoutes, options);
  await app.register(reportRoutes, options);
  await app.register(selfRoutes, options);
  await app.register(collectRoutes, options);
};
