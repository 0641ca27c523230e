import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages, publicBookingBody, publicBookingResponse } from '@autospa/contract';
import type { Database } from '@autospa/db';
import type { Limits } from '../../config.js';
import type { MailQueue } from '../../mail/queue.js';
import { createPublicBooking } from './create.js';

// The public Book Now form: no sign-in, limited per address like the other public forms.
export const publicBookingRoutes: FastifyPluginAsyncZod<{ db: Database; mailer: MailQueue; limits: Limits }> = async (
  app,
  { db, mailer, limits },
) => {
  const ctx = { db, mailer, log: app.log };

  app.post('/create-public-booking', {
    config: {
      access: 'public',
      rateLimit: { max: limits.registrationsPerWindow, timeWindow: limits.formWindowMs, keyGenerator: (r) => `book:${r.ip}` },
    },
    schema: { tags: ['bookings'], body: publicBookingBody, response: { 201: publicBookingResponse } },
    handler: async (request, reply) => {
      const id = await createPublicBooking(ctx, request.body);
      return reply.code(201).send({ message: messages.bookings.publicReceived, id });
    },
  });
};
