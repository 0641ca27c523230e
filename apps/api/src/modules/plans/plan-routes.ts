import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPlanBody, getPlansQuery, idQuery, messages, planMessages, planListResponse, planResponse } from '@autospa/contract';
import type { Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import { plansService } from './plans-service.js';

const admin = ['Admin'] as const;

// What the business sells (issue 20): anyone reads the plans on sale; the Admin makes and changes them.
export const planRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const service = plansService(db);

  app.get('/get-plans', {
    config: { access: 'public' },
    schema: { tags: ['plans'], querystring: getPlansQuery, response: { 200: planListResponse } },
    handler: async (request) => {
      const all = request.query.all === 'true';
      if (all && request.account?.typeOfUser !== 'Admin') throw httpErrors.forbidden(messages.auth.forbidden);
      return { data: await service.list(all) };
    },
  });

  app.post('/create-plan', {
    config: { access: admin, changesAccounts: false },
    schema: { tags: ['plans'], body: createPlanBody, response: { 201: planResponse } },
    handler: async (request, reply) =>
      reply.code(201).send({ message: planMessages.planCreated, plan: await service.create(request.body) }),
  });

  app.put('/update-plan', {
    config: { access: admin, changesAccounts: false },
    schema: { tags: ['plans'], querystring: idQuery, body: createPlanBody, response: { 200: planResponse } },
    handler: async (request) => ({ message: planMessages.planUpdated, plan: await service.update(request.query.id, request.body) }),
  });
};
