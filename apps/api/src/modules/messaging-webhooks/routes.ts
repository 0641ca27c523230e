import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import { twilioWebhookPaths } from '../../messaging/channels/provider-config.js';
import { messagingWebhookService } from './service.js';
import { isTwilioSignatureValid } from './twilio-signature.js';

// Registered under the '/tor' prefix, as the paths say.
const routePath = (path: string) => path.replace(/^\/tor/, '');

// The keywords carriers and Twilio treat as opting out of, and back into, a sender's SMS.
const stopWords = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
const startWords = new Set(['START', 'UNSTOP', 'YES', 'OPTIN']);

const statusReport = z.looseObject({
  MessageSid: z.string().min(1),
  MessageStatus: z.string().min(1),
  ErrorCode: z.string().optional(),
});

const inboundMessage = z.looseObject({
  From: z.string().regex(/^\+\d{8,15}$/),
  Body: z.string().default(''),
  OptOutType: z.string().optional(),
});

/** An empty TwiML answer: Twilio sends no reply of its own making for us. */
const emptyTwiml = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

export interface TwilioWebhookOptions {
  db: Database;
  authToken: string;
  /** The site's address as Twilio reaches it (PUBLIC_URL): the signature covers the full URL Twilio called. */
  publicUrl: string;
}

/**
 * Twilio's delivery reports (status callback) and replies to our SMS numbers (STOP, START). No sign-in: each
 * request must carry Twilio's signature, checked before the body is validated; a bad one is a 403.
 */
export const twilioWebhookRoutes: FastifyPluginAsyncZod<TwilioWebhookOptions> = async (app, { db, authToken, publicUrl }) => {
  const service = messagingWebhookService(db);
  // Twilio posts forms; the parser stays inside this plugin, so no other route accepts them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const verifySignature = async (request: FastifyRequest, _reply: FastifyReply) => {
    const params = (request.body ?? {}) as Record<string, string>;
    // request.url is the path and query as called, the '/tor' prefix included.
    const url = `${publicUrl}${request.url}`;
    if (!isTwilioSignatureValid(authToken, url, params, request.headers['x-twilio-signature'])) {
      throw httpErrors.forbidden('The request signature is not valid.');
    }
  };
  const twiml = (reply: FastifyReply) => reply.type('text/xml; charset=utf-8').send(emptyTwiml);

  app.post(routePath(twilioWebhookPaths.status), {
    config: { access: 'public', changesAccounts: false },
    preValidation: verifySignature,
    schema: { hide: true, body: statusReport, response: { 200: z.string() } },
    handler: async (request, reply) => {
      const { MessageSid, MessageStatus, ErrorCode } = request.body;
      await service.applyDeliveryReport('twilio', { messageId: MessageSid, providerStatus: MessageStatus, errorCode: ErrorCode ?? null });
      return twiml(reply);
    },
  });

  app.post(routePath(twilioWebhookPaths.inbound), {
    config: { access: 'public', changesAccounts: false },
    preValidation: verifySignature,
    schema: { hide: true, body: inboundMessage, response: { 200: z.string() } },
    handler: async (request, reply) => {
      const { From, Body, OptOutType } = request.body;
      const word = Body.trim().toUpperCase();
      if (OptOutType === 'STOP' || stopWords.has(word)) await service.optOut(From, 'sms');
      else if (OptOutType === 'START' || startWords.has(word)) await service.optIn(From, 'sms');
      return twiml(reply);
    },
  });
};
