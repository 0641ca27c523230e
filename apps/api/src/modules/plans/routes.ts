import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planPaymentBody, planPaymentResponse } from '@autospa/contract';
import type { Database } from '@autospa/db';
import { planRoutes } from './plan-routes.js';
import { invoiceAfterCommit } from '../invoices/after-commit.js';
import { recordPlanPayment } from './plan-payments.js';
import { subscriptionRoutes } from './subscription-routes.js';

// Issue 20: plans, subscriptions, the credit ledger and the money paid for plans.
export const plansRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(planRoutes, { db });
  await app.register(subscriptionRoutes, { db });

  app.post('/create-plan-payment', {
    config: { access: ['Admin', 'Employee'], changesAccounts: false },
    schema: { tags: ['plans'], body: planPaymentBody, response: { 201: planPaymentResponse } },
    handler: async (request, reply) => {
      const saved = await recordPlanPayment(db, request.account!, request.body);
      await invoiceAfterCommit({ db, log: request.log }, { kind: 'plan-payment', id: saved.payment._id });
      return reply.code(201).send(saved);
    },
  });
};
