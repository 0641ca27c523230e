import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages, publicBookingBody, publicBookingResponse } from '@autospa/contract';
import type { Database } from '@autospa/db';
import type { Limits } from '../../config.js';
import { secondRateLimit } from '../../lib/second-rate-limit.js';
import type { MailQueue } from '../../mail/queue.js';
import { createPublicBooking } from './create.js';

// The public Book Now form: no sign-in, limited per address like the other public forms, and per phone number
// (the guest's identity), so requests spread over many addresses still cannot flood one number's day.
export const publicBookingRoutes: FastifyPluginAsyncZod<{ db: Database; mailer: MailQueue; limits: Limits }> = async (
  app,
  { db, mailer, limits },
) => {
  const ctx = { db, mailer, log: app.log };

  app.post('/create-public-booking', {
    config: {
      access: 'public',
      rateLimit: { max: limits.publicBookingsPerAddress, timeWindow: limits.formWindowMs, keyGenerator: (r) => `book:${r.ip}` },
    },
    preHandler: secondRateLimit(app, {
      max: limits.publicBookingsPerPhone,
      timeWindow: limits.formWindowMs,
      keyGenerator: (r) => `book-phone:${(r.body as { phone?: unknown } | undefined)?.phone as string}`,
    }),
    schema: { tags: ['bookings'], body: publicBookingBody, response: { 201: publicBookingResponse } },
    handler: async (request, reply) => {
      const id = await createPublicBooking(ctx, request.body);
      return reply.code(201).send({ message: messages.bookings.publicReceived, id });
    },
  });
};
