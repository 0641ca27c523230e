import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpErrors } from '@fastify/sensible';
import {
  api,
  createOnlinePaymentBody,
  onlinePaymentMessages,
  onlinePaymentView,
  paymentOptionsView,
  refundPaymentBody,
  refundPaymentResponse,
  refundsQuery,
  refundsResponse,
} from '@autospa/contract';
import type { Database } from '@autospa/db';
import { GatewayError, type Payments } from '../../payments-gateway/index.js';
import { loadSettings } from '../settings/service.js';
import { createOnlinePayment } from './create.js';
import { bookingRefunds, refundPayment } from './refunds.js';
import { webhookRoutes } from './webhook-routes.js';

// Registered under the '/tor' prefix, as the paths say.
const routePath = (path: string) => path.replace(/^\/tor/, '');

export interface OnlinePaymentOptions {
  db: Database;
  /** null: online payment is off (no Razorpay key). */
  payments: Payments | null;
}

/** The gateway did not answer or refused: a 502 with words the customer can act on, never a 500. */
async function orGatewayFailure<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    reply.log.warn({ err: error }, 'payment gateway failed');
    return reply.code(502).send({ message: onlinePaymentMessages.gatewayFailed });
  }
}

/** Paying online through Razorpay, its webhooks, and refunds (issue 21). */
export const onlinePaymentRoutes: FastifyPluginAsyncZod<OnlinePaymentOptions> = async (app, { db, payments }) => {
  const gateway = payments?.gateway ?? null;

  app.get(routePath(api.getPaymentOptions), {
    config: { access: 'public' },
    schema: { tags: ['payments'], response: { 200: paymentOptionsView } },
    handler: async () => ({
      online: gateway !== null,
      keyId: gateway?.keyId ?? null,
      holdMinutes: (await loadSettings(db)).paymentHoldMinutes,
      checkoutUrl: gateway?.checkoutUrl ?? null,
    }),
  });

  app.post(routePath(api.createOnlinePayment), {
    config: { access: ['Admin', 'User'], changesAccounts: false },
    schema: { tags: ['payments'], body: createOnlinePaymentBody, response: { 200: onlinePaymentView } },
    handler: async (request, reply) => {
      if (!gateway) throw httpErrors.conflict(onlinePaymentMessages.notConfigured);
      return orGatewayFailure(reply, () => createOnlinePayment(db, gateway, request.account!, request.body));
    },
  });

  app.post(routePath(api.refundPayment), {
    config: { access: ['Admin'], changesAccounts: false },
    schema: { tags: ['payments'], body: refundPaymentBody, response: { 200: refundPaymentResponse } },
    handler: async (request, reply) => orGatewayFailure(reply, () => refundPayment(db, gateway, request.account!, request.body)),
  });

  app.get(routePath(api.getRefunds), {
    config: { access: ['Admin', 'User'] },
    schema: { tags: ['payments'], querystring: refundsQuery, response: { 200: refundsResponse } },
    handler: (request) => bookingRefunds(db, request.account!, request.query.bookingId),
  });

  if (payments) await app.register(webhookRoutes, { db, webhookSecret: payments.webhookSecret });
};
