import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adjustCreditsBody,
  idQuery,
  mySubscriptionsResponse,
  pauseSubscriptionBody,
  planLedgerQuery,
  planLedgerResponse,
  planMessages,
  subscribePlanBody,
  subscriptionListQuery,
  subscriptionListResponse,
  subscriptionResponse,
} from '@autospa/contract';
import type { Database } from '@autospa/db';
import { cancelSubscription, pauseSubscription } from './pause-cancel.js';
import { adjustCredits, businessToday, mySubscriptions, planLedger, subscribe } from './subscriptions.js';
import { subscriptionPage } from './views.js';

const owners = ['User', 'Admin'] as const;

// A customer's plans (issue 20): buying one, its credits and ledger, pausing and cancelling in one tap.
export const subscriptionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Who may buy for whom is create-booking's rule: a User for itself, staff for a customer (userId).
  app.post('/subscribe-plan', {
    config: { access: ['User', 'Admin', 'Employee'], changesAccounts: false },
    schema: { tags: ['plans'], body: subscribePlanBody, response: { 201: subscriptionResponse } },
    handler: async (request, reply) =>
      reply.code(201).send({ message: planMessages.subscribed, subscription: await subscribe(db, request.account!, request.body) }),
  });

  app.get('/get-my-subscriptions', {
    config: { access: ['User'] },
    schema: { tags: ['plans'], response: { 200: mySubscriptionsResponse } },
    handler: async (request) => ({ subscriptions: await mySubscriptions(db, request.account!) }),
  });

  app.get('/get-subscriptions', {
    config: { access: ['Admin'] },
    schema: { tags: ['plans'], querystring: subscriptionListQuery, response: { 200: subscriptionListResponse } },
    handler: async (request) => {
      const { status, userId, ...page } = request.query;
      return subscriptionPage(db, await businessToday(db), { status, userId }, page);
    },
  });

  // The owner or the Admin; anyone else is told there is no such subscription.
  app.get('/get-plan-ledger', {
    config: { access: owners },
    schema: { tags: ['plans'], querystring: planLedgerQuery, response: { 200: planLedgerResponse } },
    handler: async (request) => planLedger(db, request.account!, request.query.subscriptionId),
  });

  app.post('/adjust-plan-credits', {
    config: { access: ['Admin'], changesAccounts: false },
    schema: { tags: ['plans'], body: adjustCreditsBody, response: { 200: subscriptionResponse } },
    handler: async (request) => ({ message: planMessages.adjusted, subscription: await adjustCredits(db, request.account!, request.body) }),
  });

  app.put('/pause-subscription', {
    config: { access: owners, changesAccounts: false },
    schema: { tags: ['plans'], querystring: idQuery, body: pauseSubscriptionBody, response: { 200: subscriptionResponse } },
    handler: async (request) => ({
      message: planMessages.paused,
      subscription: await pauseSubscription(db, request.account!, request.query.id, request.body),
    }),
  });

  app.put('/cancel-subscription', {
    config: { access: owners, changesAccounts: false },
    schema: { tags: ['plans'], querystring: idQuery, response: { 200: subscriptionResponse } },
    handler: async (request) => ({
      message: planMessages.cancelled,
      subscription: await cancelSubscription(db, request.account!, request.query.id),
    }),
  });
};
