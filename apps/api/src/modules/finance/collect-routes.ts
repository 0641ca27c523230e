import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dayTakingsQuery, dayTakingsResponse, upiLinkQuery, upiLinkResponse } from '@autospa/contract';
import type { Database } from '@autospa/db';
import { todayIn } from '../../lib/zoned-time.js';
import { loadSettings } from '../settings/service.js';
import { dayTakings } from './day-takings.js';
import { upiLinkFor } from './upi-link.js';

// Money at the job (issue 17): the UPI link for the QR code the employee shows, and the Admin's day in money.
export const collectRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/get-upi-link', {
    config: { access: ['Admin', 'Employee'] },
    schema: { tags: ['finance'], querystring: upiLinkQuery, response: { 200: upiLinkResponse } },
    handler: (request) => upiLinkFor(db, request.account!, request.query.bookingId),
  });

  // The business-local day, today unless `date` names another.
  app.get('/get-day-takings', {
    config: { access: ['Admin'] },
    schema: { tags: ['finance'], querystring: dayTakingsQuery, response: { 200: dayTakingsResponse } },
    handler: async (request) => dayTakings(db, request.query.date ?? todayIn((await loadSettings(db)).timeZone)),
  });
};
