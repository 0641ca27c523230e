import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myEarningsQuery, myEarningsResponse, myPaymentsQuery, myPaymentsResponse, receiptQuery, receiptResponse } from '@autospa/contract';
import type { Database } from '@autospa/db';
import { loadSettings } from '../settings/service.js';
import { resolvePeriod } from './period.js';
import { receipt } from './receipt.js';
import { myEarnings, myPayments } from './self.js';

// What the Employee and the customer see of the money: their own part only.
export const selfRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/get-my-earnings', {
    config: { access: ['Employee'] },
    schema: { tags: ['finance'], querystring: myEarningsQuery, response: { 200: myEarningsResponse } },
    handler: async (request) => myEarnings(db, request.account!, resolvePeriod(request.query, (await loadSettings(db)).timeZone)),
  });

  app.get('/get-my-payments', {
    config: { access: ['User'] },
    schema: { tags: ['finance'], querystring: myPaymentsQuery, response: { 200: myPaymentsResponse } },
    handler: async (request) => myPayments(db, request.account!, (await loadSettings(db)).timeZone, request.query),
  });

  // The customer's own receipt; the Admin's for any booking, an Employee's for its jobs.
  app.get('/get-receipt', {
    config: { access: ['User', 'Admin', 'Employee'] },
    schema: { tags: ['finance'], querystring: receiptQuery, response: { 200: receiptResponse } },
    handler: async (request) => receipt(db, request.account!, (await loadSettings(db)).timeZone, request.query.id),
  });
};
