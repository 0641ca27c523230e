import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createServiceBody,
  idQuery,
  listOf,
  messageResponse,
  messages,
  serviceResponse,
  serviceView,
  servicesNameResponse,
  updateServiceBody,
} from '@autospa/contract';
import type { Database } from '@autospa/db';
import { toServiceView } from './presenters.js';
import { servicesService } from './services-service.js';

const admin = ['Admin'] as const;

// Anyone may read the catalog (the public site shows services); only an Admin changes it.
export const serviceRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const service = servicesService(db);

  app.get('/get-services', {
    config: { access: 'public', cache: 'shared' },
    schema: { tags: ['catalog'], response: { 200: listOf(serviceView) } },
    handler: async () => ({ data: (await service.list()).map((r) => toServiceView(r.service, r.bookings)) }),
  });

  // The Create Booking dropdown: bookable (Active) services only.
  app.get('/get-services-name', {
    config: { access: 'public' },
    schema: { tags: ['catalog'], response: { 200: servicesNameResponse } },
    handler: async () => ({
      services: (await service.list())
        .filter((r) => r.service.status === 'Active')
        .map(({ service: s }) => ({
          _id: s.id,
          serviceName: s.serviceName,
          price: s.price,
          time: s.time,
          durationMinutes: s.durationMinutes,
        })),
    }),
  });

  app.post('/create-services', {
    config: { access: admin },
    schema: { tags: ['catalog'], body: createServiceBody, response: { 201: serviceResponse } },
    handler: async (request, reply) => {
      const created = await service.create(request.body);
      return reply.code(201).send({ message: messages.catalog.serviceCreated, service: toServiceView(created, 0) });
    },
  });

  app.put('/update-service', {
    config: { access: admin },
    schema: { tags: ['catalog'], querystring: idQuery, body: updateServiceBody, response: { 200: serviceResponse } },
    handler: async (request) => {
      const updated = await service.update(request.query.id, request.body);
      return { message: messages.catalog.serviceUpdated, service: toServiceView(updated, await service.bookingCount(updated.id)) };
    },
  });

  app.delete('/delete-service', {
    config: { access: admin },
    schema: { tags: ['catalog'], querystring: idQuery, response: { 200: messageResponse } },
    handler: async (request) => {
      await service.remove(request.query.id);
      return { message: messages.catalog.serviceDeleted };
    },
  });
};
