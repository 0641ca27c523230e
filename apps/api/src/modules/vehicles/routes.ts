import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createVehicleBody,
  customerVehiclesQuery,
  idQuery,
  messageResponse,
  myVehiclesQuery,
  updateVehicleBody,
  vehicleListResponse,
  vehicleMessages,
  vehicleResponse,
  vehicleSearchQuery,
  vehicleSearchResponse,
} from '@autospa/contract';
import type { Database } from '@autospa/db';
import { toOwnedVehicleView, toVehicleView } from './presenters.js';
import { vehiclesService } from './service.js';

const customer = ['User'] as const;
const admin = ['Admin'] as const;

// The customer's garage (issue 16): a customer reaches only its own vehicles (another's id answers 404).
export const vehicleRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const service = vehiclesService(db);

  app.get('/get-my-vehicles', {
    config: { access: customer },
    schema: { tags: ['vehicles'], querystring: myVehiclesQuery, response: { 200: vehicleListResponse } },
    handler: async (request) => ({
      data: (await service.listOwn(request.account!.id, request.query.all === 'true')).map(toVehicleView),
    }),
  });

  app.post('/create-vehicle', {
    config: { access: customer, changesAccounts: false },
    schema: { tags: ['vehicles'], body: createVehicleBody, response: { 201: vehicleResponse } },
    handler: async (request, reply) => {
      const vehicle = await service.create(request.account!.id, request.body);
      return reply.code(201).send({ message: vehicleMessages.created, vehicle: toVehicleView(vehicle) });
    },
  });

  app.put('/update-vehicle', {
    config: { access: customer, changesAccounts: false },
    schema: { tags: ['vehicles'], querystring: idQuery, body: updateVehicleBody, response: { 200: vehicleResponse } },
    handler: async (request) => {
      const vehicle = await service.update(request.account!.id, request.query.id, request.body);
      return { message: vehicleMessages.updated, vehicle: toVehicleView(vehicle) };
    },
  });

  app.delete('/delete-vehicle', {
    config: { access: customer, changesAccounts: false },
    schema: { tags: ['vehicles'], querystring: idQuery, response: { 200: messageResponse } },
    handler: async (request) => {
      await service.retire(request.account!.id, request.query.id);
      return { message: vehicleMessages.retired };
    },
  });

  app.get('/get-customer-vehicles', {
    config: { access: admin },
    schema: { tags: ['vehicles'], querystring: customerVehiclesQuery, response: { 200: vehicleListResponse } },
    handler: async (request) => ({ data: (await service.ofCustomer(request.query.userId)).map(toVehicleView) }),
  });

  app.get('/search-vehicles', {
    config: { access: admin },
    schema: { tags: ['vehicles'], querystring: vehicleSearchQuery, response: { 200: vehicleSearchResponse } },
    handler: async (request) => {
      const { rows, total } = await service.search(request.query.q, request.query);
      return { data: rows.map((r) => toOwnedVehicleView(r.vehicle, r.owner)), total };
    },
  });
};
