import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingFinishMessages,
  bookingIcsQuery,
  bookingResponse,
  createGuestBookingBody,
  guestBookingResponse,
  idQuery,
  managedBookingResponse,
  manageTokenQuery,
  messages,
  rescheduleBookingBody,
  type BookingView,
} from '@autospa/contract';
import type { Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import type { Limits } from '../../config.js';
import { secondRateLimit } from '../../lib/second-rate-limit.js';
import type { MailQueue } from '../../mail/queue.js';
import { loadSettings } from '../settings/service.js';
import { loadBusiness } from '../settings/business.js';
import { cancelBooking, rescheduleBooking } from './change.js';
import { createGuestBooking, managedBooking, type GuestContext } from './guest.js';
import { bookingIcs, icsFileName } from './ics.js';
import { idempotencyKeyOf } from './idempotency.js';
import type { Caller } from './context.js';
import type { GuestCaller } from './lifecycle.js';
import type { ManageLinkSigner } from './manage-link.js';
import { loadBooking } from './queries.js';

/** A booking by id as the caller may see it: a customer its own (403 for another's), staff any. */
async function visibleBookingIn(db: Database, caller: Caller, id: string): Promise<BookingView> {
  const booking = await loadBooking(db, (await loadSettings(db)).timeZone, id);
  if (!booking) throw httpErrors.notFound(messages.bookings.notFound);
  if (caller.typeOfUser === 'User' && booking.userId._id !== caller.id) throw httpErrors.forbidden(messages.bookings.notYours);
  return booking;
}

const guestCaller = (bookingId: string): GuestCaller => ({ id: null, typeOfUser: 'Guest', bookingId });

// Issue 16: the Book Now flow's guest booking, the guest's manage link (no account: the signed token is the
// key to that one booking), and the calendar file of a booking.
export const guestBookingRoutes: FastifyPluginAsyncZod<{
  db: Database;
  mailer: MailQueue;
  limits: Limits;
  publicUrl: string;
  manageLinks: ManageLinkSigner;
}> = async (app, { db, mailer, limits, publicUrl, manageLinks }) => {
  const ctx: GuestContext = { db, mailer, log: app.log, publicUrl, manageLinks };
  const visibleBooking = (caller: Caller, id: string) => visibleBookingIn(db, caller, id);

  // Limited like create-public-booking: per client address, and per phone number (the guest's identity).
  app.post('/create-guest-booking', {
    config: {
      access: 'public',
      rateLimit: { max: limits.publicBookingsPerAddress, timeWindow: limits.formWindowMs, keyGenerator: (r) => `book:${r.ip}` },
    },
    preHandler: secondRateLimit(app, {
      max: limits.publicBookingsPerPhone,
      timeWindow: limits.formWindowMs,
      keyGenerator: (r) => `book-phone:${(r.body as { phone?: unknown } | undefined)?.phone as string}`,
    }),
    schema: { tags: ['bookings'], body: createGuestBookingBody, response: { 201: guestBookingResponse } },
    handler: async (request, reply) => {
      const { booking, manageToken } = await createGuestBooking(ctx, request.body, idempotencyKeyOf(request));
      return reply.code(201).send({ message: bookingFinishMessages.guestCreated, booking, manageToken });
    },
  });

  app.get('/get-managed-booking', {
    config: { access: 'public' },
    schema: { tags: ['bookings'], querystring: manageTokenQuery, response: { 200: managedBookingResponse } },
    handler: async (request) => ({ booking: await managedBooking(ctx, request.query.token) }),
  });

  // The same rules as a customer's own changes (24 hours before the start, or within the grace after booking).
  app.post('/manage-reschedule-booking', {
    config: { access: 'public', changesAccounts: false },
    schema: { tags: ['bookings'], querystring: manageTokenQuery, body: rescheduleBookingBody, response: { 200: bookingResponse } },
    handler: async (request) => {
      const { _id } = await managedBooking(ctx, request.query.token);
      return { message: messages.bookings.rescheduled, booking: await rescheduleBooking(ctx, guestCaller(_id), _id, request.body) };
    },
  });

  app.post('/manage-cancel-booking', {
    config: { access: 'public', changesAccounts: false },
    schema: { tags: ['bookings'], querystring: manageTokenQuery, response: { 200: bookingResponse } },
    handler: async (request) => {
      const { _id } = await managedBooking(ctx, request.query.token);
      return { message: messages.bookings.cancelled, booking: await cancelBooking(ctx, guestCaller(_id), _id) };
    },
  });

  // One booking by id, for the confirmation screen: the booking's customer, or staff.
  app.get('/get-booking', {
    config: { access: ['User', 'Admin', 'Employee'] },
    schema: { tags: ['bookings'], querystring: idQuery, response: { 200: managedBookingResponse } },
    handler: async (request) => ({ booking: await visibleBooking(request.account!, request.query.id) }),
  });

  // By id: the booking's customer or staff. By token: the guest of a manage link.
  app.get('/get-booking-ics', {
    config: { access: 'public' },
    schema: { tags: ['bookings'], querystring: bookingIcsQuery },
    handler: async (request, reply) => {
      const { id, token } = request.query;
      let booking;
      if (token !== undefined) {
        booking = await managedBooking(ctx, token);
      } else {
        const caller = request.account;
        if (!caller) throw httpErrors.unauthorized(request.tokenRejected ? messages.auth.sessionExpired : messages.auth.signInRequired);
        booking = await visibleBooking(caller, id!);
      }
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${icsFileName(booking.reference)}"`)
        .send(bookingIcs(booking, await loadBusiness(db)));
    },
  });
};
