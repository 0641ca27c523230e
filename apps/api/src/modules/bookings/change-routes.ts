import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingResponse,
  idQuery,
  messageResponse,
  messages,
  rescheduleBookingBody,
  updateBookingBody,
  updateBookingStatusBody,
} from '@autospa/contract';
import type { Database } from '@autospa/db';
import type { MailQueue } from '../../mail/queue.js';
import { cancelBooking, changeStatus, deleteBooking, rescheduleBooking } from './change.js';
import { updateBooking } from './update.js';

export const bookingChangeRoutes: FastifyPluginAsyncZod<{ db: Database; mailer: MailQueue }> = async (app, { db, mailer }) => {
  const ctx = { db, mailer, log: app.log };

  app.put('/update-booking', {
    config: { access: ['Admin'], changesAccounts: false },
    schema: { tags: ['bookings'], querystring: idQuery, body: updateBookingBody, response: { 200: bookingResponse } },
    handler: async (request) => ({
      message: messages.bookings.updated,
      booking: await updateBooking(ctx, request.account!, request.query.id, request.body),
    }),
  });

  app.put('/update-booking-status', {
    config: { access: ['Admin', 'Employee'], changesAccounts: false },
    schema: { tags: ['bookings'], querystring: idQuery, body: updateBookingStatusBody, response: { 200: bookingResponse } },
    handler: async (request) => ({
      message: messages.bookings.statusUpdated,
      booking: await changeStatus(ctx, request.account!, request.query.id, request.body.status),
    }),
  });

  app.put('/cancel-booking', {
    config: { access: ['User', 'Admin'], changesAccounts: false },
    schema: { tags: ['bookings'], querystring: idQuery, response: { 200: bookingResponse } },
    handler: async (request) => ({
      message: messages.bookings.cancelled,
      booking: await cancelBooking(ctx, request.account!, request.query.id),
    }),
  });

  app.put('/reschedule-booking', {
    config: { access: ['User', 'Admin'], changesAccounts: false },
    schema: { tags: ['bookings'], querystring: idQuery, body: rescheduleBookingBody, response: { 200: bookingResponse } },
    handler: async (request) => ({
      message: messages.bookings.rescheduled,
      booking: await rescheduleBooking(ctx, request.account!, request.query.id, request.body),
    }),
  });

  app.delete('/delete-booking', {
    config: { access: ['Admin'], changesAccounts: false },
    schema: { tags: ['bookings'], querystring: idQuery, response: { 200: messageResponse } },
    handler: async (request) => {
      await deleteBooking(ctx, request.query.id);
      return { message: messages.bookings.deleted };
    },
  });
};
