import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpErrors } from '@fastify/sensible';
import { api, onlinePaymentMessages } from '@autospa/contract';
import type { Database } from '@autospa/db';
import { isRazorpaySignatureValid } from '../../payments-gateway/signature.js';
import { applyEvent } from './webhook.js';
import { eventIdOf, razorpayEvent } from './webhook-event.js';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Razorpay's webhook. The signature covers the raw body, so this plugin (and only it) keeps JSON as text; a
 * wrong signature is a 400 before anything is read or recorded.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ db: Database; webhookSecret: string }> = async (app, { db, webhookSecret }) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(api.razorpayWebhook.replace(/^\/tor/, ''), {
    config: { access: 'public', changesAccounts: false },
    schema: { hide: true, response: { 200: z.object({ ok: z.boolean() }) } },
    handler: async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      if (!isRazorpaySignatureValid(webhookSecret, raw, request.headers['x-razorpay-signature'])) {
        throw httpErrors.badRequest(onlinePaymentMessages.badSignature);
      }
      const event = razorpayEvent.safeParse(parseJson(raw));
      if (!event.success) throw httpErrors.badRequest(onlinePaymentMessages.badWebhook);
      await applyEvent(db, eventIdOf(request.headers['x-razorpay-event-id'], raw), event.data);
      return { ok: true };
    },
  });
};
