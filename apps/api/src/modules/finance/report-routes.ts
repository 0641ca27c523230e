import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { financeCsvQuery, financeIncomeQuery, financeReportQuery, financeReportResponse, incomeListResponse } from '@autospa/contract';
import type { Database } from '@autospa/db';
import { pageWindow } from '../../lib/paging.js';
import { loadSettings } from '../settings/service.js';
import { expensesCsv, incomeCsv } from './csv.js';
import { periodExpenses } from './expenses.js';
import { countIncome, incomeRows } from './income.js';
import { resolvePeriod } from './period.js';
import { refundLines } from './refund-lines.js';
import { financeReport } from './report.js';

const admin = ['Admin'] as const;

// The Admin's income and expenses for a period read on the business's calendar (settings time zone).
export const reportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/get-finance-report', {
    config: { access: admin },
    schema: { tags: ['finance'], querystring: financeReportQuery, response: { 200: financeReportResponse } },
    handler: async (request) => {
      const period = resolvePeriod(request.query, (await loadSettings(db)).timeZone);
      return financeReport(db, period, request.query);
    },
  });

  // The income table on its own, paged and searchable like the other lists.
  app.get('/get-finance-income', {
    config: { access: admin },
    schema: { tags: ['finance'], querystring: financeIncomeQuery, response: { 200: incomeListResponse } },
    handler: async (request) => {
      const period = resolvePeriod(request.query, (await loadSettings(db)).timeZone);
      const filter = { from: period.from, to: period.to, q: request.query.q };
      const window = pageWindow(request.query);
      const data = await incomeRows(db, period.timeZone, filter, window);
      return { data, total: await countIncome(db, filter) };
    },
  });

  // Every row of the period, as the report lists them (same order), amounts in rupees.
  app.get('/export-finance-csv', {
    config: { access: admin },
    schema: { tags: ['finance'], querystring: financeCsvQuery },
    handler: async (request, reply) => {
      const period = resolvePeriod(request.query, (await loadSettings(db)).timeZone);
      const { kind } = request.query;
      const body =
        kind === 'income'
          ? incomeCsv(await incomeRows(db, period.timeZone, period), await refundLines(db, period))
          : expensesCsv(await periodExpenses(db, period));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${kind}-${period.from}-to-${period.to}.csv"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  });
};
