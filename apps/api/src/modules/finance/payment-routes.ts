import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingPaymentsQuery,
  bookingPaymentsResponse,
  createPaymentBody,
  idQuery,
  paymentResponse,
  voidPaymentBody,
  voidPaymentResponse,
  financeMessages,
} from '@autospa/contract';
import type { Database } from '@autospa/db';
import { invoiceAfterCommit } from '../invoices/after-commit.js';
import { bookingPayments, recordPayment, voidPayment } from './payments.js';

// Payments on a booking: staff record them (an Employee on its own jobs), anyone involved reads them, the
// Admin voids a wrong one (it stays in the history with the reason).
export const paymentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post('/create-payment', {
    config: { access: ['Admin', 'Employee'] },
    schema: { tags: ['finance'], body: createPaymentBody, response: { 201: paymentResponse } },
    handler: async (request, reply) => {
      const saved = await recordPayment(db, request.account!, request.body);
      await invoiceAfterCommit({ db, log: request.log }, { kind: 'booking', id: request.body.bookingId });
      return reply.code(201).send({ message: financeMessages.paymentRecorded, ...saved });
    },
  });

  app.get('/get-payments', {
    config: { access: ['Admin', 'Employee', 'User'] },
    schema: { tags: ['finance'], querystring: bookingPaymentsQuery, response: { 200: bookingPaymentsResponse } },
    handler: (request) => bookingPayments(db, request.account!, request.query.bookingId),
  });

  app.put('/void-payment', {
    config: { access: ['Admin'] },
    schema: { tags: ['finance'], querystring: idQuery, body: voidPaymentBody, response: { 200: voidPaymentResponse } },
    handler: async (request) => {
      const voided = await voidPayment(db, request.account!, request.query.id, request.body.reason);
      await invoiceAfterCommit({ db, log: request.log }, { kind: 'void', id: request.query.id });
      return { message: financeMessages.paymentVoided, ...voided };
    },
  });
};
