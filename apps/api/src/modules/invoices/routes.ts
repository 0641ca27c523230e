import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingInvoicesQuery, bookingInvoicesResponse, invoiceIdQuery, invoicesList, invoicesQuery, invoiceView } from '@autospa/contract';
import type { Database } from '@autospa/db';
import { bookingInvoices, listInvoices } from './list.js';
import { findInvoiceFor } from './read.js';

// Issue 21: GST tax invoices and credit notes: the Admin's register, one document, a booking's documents.
export const invoiceRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/get-invoices', {
    config: { access: ['Admin'] },
    schema: { tags: ['invoices'], querystring: invoicesQuery, response: { 200: invoicesList } },
    handler: (request) => listInvoices(db, request.query),
  });

  // The Admin, or the customer whose booking or plan it bills.
  app.get('/get-invoice', {
    config: { access: ['Admin', 'User'] },
    schema: { tags: ['invoices'], querystring: invoiceIdQuery, response: { 200: invoiceView } },
    handler: (request) => findInvoiceFor(db, request.account!, request.query.id),
  });

  app.get('/get-booking-invoices', {
    config: { access: ['Admin', 'User'] },
    schema: { tags: ['invoices'], querystring: bookingInvoicesQuery, response: { 200: bookingInvoicesResponse } },
    handler: (request) => bookingInvoices(db, request.account!, request.query.bookingId),
  });
};
