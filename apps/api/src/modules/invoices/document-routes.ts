import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gstCsvQuery, gstMonthQuery, gstSummaryView, invoiceIdQuery } from '@autospa/contract';
import type { Database } from '@autospa/db';
import { loadSettings } from '../settings/service.js';
import { gstCsv } from './gst-csv.js';
import { gstSummary } from './gst-summary.js';
import { pdfFileName, renderInvoicePdf } from './pdf.js';
import { findInvoiceFor } from './read.js';

const admin = ['Admin'] as const;

// Issue 21: an invoice's PDF for its reader, and the accountant's GST month (summary and GSTR-1 CSVs).
export const invoiceDocumentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Employees never see invoices (findInvoiceFor); customers only their own.
  app.get('/get-invoice-pdf', {
    config: { access: ['User', 'Admin'] },
    schema: { tags: ['invoices'], querystring: invoiceIdQuery },
    handler: async (request, reply) => {
      const invoice = await findInvoiceFor(db, request.account!, request.query.id);
      const pdf = await renderInvoicePdf(invoice, (await loadSettings(db)).timeZone);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${pdfFileName(invoice.number)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  app.get('/get-gst-summary', {
    config: { access: admin },
    schema: { tags: ['invoices'], querystring: gstMonthQuery, response: { 200: gstSummaryView } },
    handler: async (request) => gstSummary(db, request.query.month, (await loadSettings(db)).timeZone),
  });

  app.get('/export-gst-csv', {
    config: { access: admin },
    schema: { tags: ['invoices'], querystring: gstCsvQuery },
    handler: async (request, reply) => {
      const { month, section } = request.query;
      const { timeZone } = await loadSettings(db);
      const body = gstCsv(await gstSummary(db, month, timeZone), section, timeZone);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gstr1-${section}-${month}.csv"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  });
};
