import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addOnListResponse,
  addOnResponse,
  addOnsQuery,
  createAddOnBody,
  idQuery,
  messageResponse,
  pricingMessages,
  quoteQuery,
  quoteResponse,
  servicePricesQuery,
  servicePricesResponse,
  servicePricesView,
  updateAddOnBody,
  updateServicePricesBody,
} from '@autospa/contract';
import type { Database } from '@autospa/db';
import { addOnsService } from './add-ons-service.js';
import { toAddOnView } from './presenters.js';
import { savedCarType } from '../vehicles/own.js';
import { quoteFor } from './quote-service.js';
import { servicePricesView as loadServicePrices, updateServicePrices } from './service-prices.js';

const admin = ['Admin'] as const;

// Issue 16: the quote and the add-on catalog are public (a guest sees the whole price before booking); the
// Admin keeps the add-ons and each service's price grid.
export const pricingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const addOnsCatalog = addOnsService(db);

  app.get('/get-quote', {
    config: { access: 'public' },
    schema: { tags: ['pricing'], querystring: quoteQuery, response: { 200: quoteResponse } },
    handler: async (request) => {
      const { vehicleId, ...names } = request.query;
      const type = vehicleId ? await savedCarType(db, request.account, vehicleId) : {};
      return (await quoteFor(db, { ...names, ...type })).quote;
    },
  });

  app.get('/get-add-ons', {
    config: { access: 'public' },
    schema: { tags: ['pricing'], querystring: addOnsQuery, response: { 200: addOnListResponse } },
    handler: async (request) => ({ data: (await addOnsCatalog.list(request.query.serviceName)).map(toAddOnView) }),
  });

  app.post('/create-add-on', {
    config: { access: admin },
    schema: { tags: ['pricing'], body: createAddOnBody, response: { 201: addOnResponse } },
    handler: async (request, reply) =>
      reply.code(201).send({ message: pricingMessages.addOnCreated, addOn: toAddOnView(await addOnsCatalog.create(request.body)) }),
  });

  app.put('/update-add-on', {
    config: { access: admin },
    schema: { tags: ['pricing'], querystring: idQuery, body: updateAddOnBody, response: { 200: addOnResponse } },
    handler: async (request) => ({
      message: pricingMessages.addOnUpdated,
      addOn: toAddOnView(await addOnsCatalog.update(request.query.id, request.body)),
    }),
  });

  app.delete('/delete-add-on', {
    config: { access: admin },
    schema: { tags: ['pricing'], querystring: idQuery, response: { 200: messageResponse } },
    handler: async (request) => {
      await addOnsCatalog.remove(request.query.id);
      return { message: pricingMessages.addOnDeleted };
    },
  });

  app.get('/get-service-prices', {
    config: { access: admin },
    schema: { tags: ['pricing'], querystring: servicePricesQuery, response: { 200: servicePricesView } },
    handler: (request) => loadServicePrices(db, request.query.serviceId),
  });

  app.put('/update-service-prices', {
    config: { access: admin },
    schema: { tags: ['pricing'], querystring: servicePricesQuery, body: updateServicePricesBody, response: { 200: servicePricesResponse } },
    handler: async (request) => ({
      message: pricingMessages.pricesUpdated,
      ...(await updateServicePrices(db, request.query.serviceId, request.body)),
    }),
  });
};
