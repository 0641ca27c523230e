import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingActionBody,
  bookingActionResponse,
  bookingLinkQuery,
  bookingLinkView as bookingLinkViewSchema,
  messageOptOutBody,
  messageOptOutResponse,
} from '@autospa/contract';
import type { Database } from '@autospa/db';
import type { Limits } from '../../config.js';
import type { MailQueue } from '../../mail/queue.js';
import type { BookingLinkSigner } from '../../messaging/booking-links.js';
import type { OptOutLinkSigner } from '../../messaging/opt-out-links.js';
import type { ManageLinkSigner } from '../bookings/manage-link.js';
import { optOutByLink } from './opt-out.js';
import { bookingLinkView, takeLinkAction, type LinkContext } from './service.js';

// Issue 19: a reminder's one-tap links and the opt-out link of a text message. No sign-in: the signed token is
// the key. A guessed token cannot pass (HMAC-SHA256); the writes are limited per client address like booking.
export const bookingLinkRoutes: FastifyPluginAsyncZod<{
  db: Database;
  mailer: MailQueue;
  limits: Limits;
  publicUrl: string;
  manageLinks: ManageLinkSigner;
  bookingLinks: BookingLinkSigner;
  optOutLinks: OptOutLinkSigner;
}> = async (app, { db, mailer, limits, publicUrl, manageLinks, bookingLinks, optOutLinks }) => {
  const ctx: LinkContext = { db, mailer, log: app.log, publicUrl, manageLinks, bookingLinks };
  const perAddress = (name: string) => ({
    max: limits.bookingsPerAddress,
    timeWindow: limits.formWindowMs,
    keyGenerator: (r: { ip: string }) => `${name}:${r.ip}`,
  });

  // A GET never changes anything: a link previewer opening it cannot confirm or cancel a booking.
  app.get('/get-booking-link', {
    config: { access: 'public' },
    schema: { tags: ['messaging'], querystring: bookingLinkQuery, response: { 200: bookingLinkViewSchema } },
    handler: async (request) => bookingLinkView(ctx, request.query.token),
  });

  app.post('/booking-action', {
    config: { access: 'public', changesAccounts: false, rateLimit: perAddress('booking-link') },
    schema: { tags: ['messaging'], body: bookingActionBody, response: { 200: bookingActionResponse } },
    handler: async (request) => takeLinkAction(ctx, request.body.token, request.body.action),
  });

  app.post('/message-opt-out', {
    config: { access: 'public', changesAccounts: false, rateLimit: perAddress('opt-out') },
    schema: { tags: ['messaging'], body: messageOptOutBody, response: { 200: messageOptOutResponse } },
    handler: async (request) => optOutByLink(db, optOutLinks, request.body.token),
  });
};
