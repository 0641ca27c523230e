import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availabilityQuery,
  availabilityResponse,
  bookingListQuery,
  bookingListResponse,
  bookingResponse,
  createBookingBody,
  messages,
  myBookingsQuery,
  todayBookingsQuery,
} from '@autospa/contract';
import type { Database } from '@autospa/db';
import type { Limits } from '../../config.js';
import { secondRateLimit } from '../../lib/second-rate-limit.js';
import type { MailQueue } from '../../mail/queue.js';
import { todayIn } from '../../lib/zoned-time.js';
import { loadSettings } from '../settings/service.js';
import { savedCarType } from '../vehicles/own.js';
import { availability } from './availability.js';
import type { Caller } from './context.js';
import { createBooking } from './create.js';
import { createOnce, idempotencyKeyOf } from './idempotency.js';
import { listBookings, loadBooking, type BookingFilter } from './queries.js';
import { retryOnReferenceClash } from './reference.js';

type ListQuery = z.output<typeof bookingListQuery>;
const staff = ['Admin', 'Employee'] as const;

function filterOf(query: ListQuery, caller: Caller): BookingFilter {
  const { assigned, page: _page, limit: _limit, ...rest } = query;
  return { ...rest, ...(assigned === 'me' && { employeeId: caller.id }), ...(assigned === 'unassigned' && { unassigned: true }) };
}

export const bookingRoutes: FastifyPluginAsyncZod<{ db: Database; mailer: MailQueue; limits: Limits }> = async (
  app,
  { db, mailer, limits },
) => {
  const ctx = { db, mailer, log: app.log };

  // Limited per client address (the route's limiter) and per account (checked once signed in), so neither
  // one account from many addresses nor many accounts from one address can flood the bays.
  app.post('/create-booking', {
    config: {
      access: ['User', 'Admin', 'Employee'],
      changesAccounts: false,
      rateLimit: { max: limits.bookingsPerAddress, timeWindow: limits.formWindowMs, keyGenerator: (r) => `booking-address:${r.ip}` },
    },
    preHandler: secondRateLimit(app, {
      max: limits.bookingsPerAccount,
      timeWindow: limits.formWindowMs,
      keyGenerator: (r) => `booking-account:${r.account!.id}`,
    }),
    schema: { tags: ['bookings'], body: createBookingBody, response: { 201: bookingResponse } },
    handler: async (request, reply) => {
      const caller = request.account!;
      // With an Idempotency-Key a repeat answers the booking the key made; without one, the one-statement path.
      const key = idempotencyKeyOf(request);
      const create = () => retryOnReferenceClash(() => createBooking(ctx, caller, request.body, key));
      const booking = key
        ? await createOnce(
            db,
            { createdBy: caller.id },
            key,
            create,
            async (id) => (await loadBooking(db, (await loadSettings(db)).timeZone, id))!,
          )
        : await create();
      return reply.code(201).send({ message: messages.bookings.created, booking });
    },
  });

  // One page at a time (20 rows unless `limit` asks for up to 100) with the total: never the whole table.
  app.get('/get-allbookings', {
    config: { access: staff, cache: 'per-account' },
    schema: { tags: ['bookings'], querystring: bookingListQuery, response: { 200: bookingListResponse } },
    handler: async (request) => {
      const { timeZone } = await loadSettings(db);
      return listBookings(db, timeZone, filterOf(request.query, request.account!), request.query);
    },
  });

  // Today in the business time zone, in the order the cars come in.
  app.get('/get-today-bookings', {
    config: { access: staff, cache: 'per-account' },
    schema: { tags: ['bookings'], querystring: todayBookingsQuery, response: { 200: bookingListResponse } },
    handler: async (request) => {
      const { timeZone } = await loadSettings(db);
      const today = todayIn(timeZone);
      const filter = { ...filterOf(request.query, request.account!), from: today, to: today };
      return listBookings(db, timeZone, filter, { ...request.query, order: 'asc' });
    },
  });

  app.get('/my-bookings', {
    config: { access: ['User'] },
    schema: { tags: ['bookings'], querystring: myBookingsQuery, response: { 200: bookingListResponse } },
    handler: async (request) => {
      const { timeZone } = await loadSettings(db);
      // Upcoming first (the soonest at the top), then past ones (the most recent first).
      const filter = { ...filterOf(request.query, request.account!), userId: request.account!.id };
      return listBookings(db, timeZone, filter, { ...request.query, order: 'upcoming-first' });
    },
  });

  // Public since issue 16: a guest picks a start time before signing in (or without an account at all).
  app.get('/get-availability', {
    config: { access: 'public' },
    schema: { tags: ['bookings'], querystring: availabilityQuery, response: { 200: availabilityResponse } },
    handler: async (request) => {
      const { vehicleId, ...query } = request.query;
      const type = vehicleId ? await savedCarType(db, request.account, vehicleId) : {};
      return availability(db, { ...query, ...type });
    },
  });
};
