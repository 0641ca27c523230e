import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createExpenseBody,
  expenseListQuery,
  expenseListResponse,
  expenseResponse,
  idQuery,
  messageResponse,
  updateExpenseBody,
  financeMessages,
} from '@autospa/contract';
import type { Database } from '@autospa/db';
import { createExpense, deleteExpense, listExpenses, updateExpense } from './expenses.js';

const admin = ['Admin'] as const;

// The Admin's expenses: money going out, by day and category.
export const expenseRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post('/create-expense', {
    config: { access: admin },
    schema: { tags: ['finance'], body: createExpenseBody, response: { 201: expenseResponse } },
    handler: async (request, reply) => {
      const expense = await createExpense(db, request.account!.id, request.body);
      return reply.code(201).send({ message: financeMessages.expenseCreated, expense });
    },
  });

  app.get('/get-expenses', {
    config: { access: admin },
    schema: { tags: ['finance'], querystring: expenseListQuery, response: { 200: expenseListResponse } },
    handler: (request) => {
      const { page, limit, ...filter } = request.query;
      return listExpenses(db, filter, { page, limit });
    },
  });

  app.put('/update-expense', {
    config: { access: admin },
    schema: { tags: ['finance'], querystring: idQuery, body: updateExpenseBody, response: { 200: expenseResponse } },
    handler: async (request) => ({
      message: financeMessages.expenseUpdated,
      expense: await updateExpense(db, request.query.id, request.body),
    }),
  });

  app.delete('/delete-expense', {
    config: { access: admin },
    schema: { tags: ['finance'], querystring: idQuery, response: { 200: messageResponse } },
    handler: async (request) => {
      await deleteExpense(db, request.query.id);
      return { message: financeMessages.expenseDeleted };
    },
  });
};
