import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EMPLOYEE_ONLY_FIELDS,
  accountListQuery,
  createEmployeeBody,
  createEmployeeResponse,
  createUserBody,
  createdAccountResponse,
  employeeView,
  idQuery,
  messageResponse,
  messages,
  pagedList,
  updateEmployeeBody,
  updateUserBody,
  userView,
} from '@autospa/contract';
import type { Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import type { Limits } from '../../config.js';
import { parseOrThrow } from '../../lib/validate.js';
import { createSession } from '../auth/sessions.js';
import { toEmployeeView, toUserView } from './presenters.js';
import { accountsService } from './service.js';

const anyObject = z.record(z.string(), z.unknown(), { error: 'The request body is required.' });
const admin = ['Admin'] as const;

export const accountRoutes: FastifyPluginAsyncZod<{ db: Database; limits: Limits }> = async (app, { db, limits }) => {
  const service = accountsService(db);

  // Without a token: self-registration (always a User). With an Admin token: a User, or an Employee when
  // the body carries the employee fields (SPEC.md §7 Creation dialogs). Any other signed-in role: 403.
  app.post('/create-user', {
    config: {
      access: 'public',
      // Only anonymous self-registration is limited; an Admin adding staff is not.
      rateLimit: {
        max: limits.registrationsPerWindow,
        timeWindow: limits.formWindowMs,
        keyGenerator: (r) => `register:${r.ip}`,
        allowList: (r) => r.account?.typeOfUser === 'Admin',
      },
    },
    schema: { tags: ['accounts'], body: anyObject, response: { 201: createdAccountResponse } },
    handler: async (request, reply) => {
      if (request.tokenRejected) throw httpErrors.unauthorized(messages.auth.sessionExpired);
      const caller = request.account;
      if (caller && caller.typeOfUser !== 'Admin') throw httpErrors.forbidden(messages.auth.forbidden);
      const wantsEmployee = caller !== null && EMPLOYEE_ONLY_FIELDS.some((f) => request.body[f] !== undefined);
      const created = wantsEmployee
        ? await service.createEmployee(parseOrThrow(createEmployeeBody, request.body))
        : await service.createUser(parseOrThrow(createUserBody, request.body), { nameTheTakenField: caller !== null });
      const message = wantsEmployee ? messages.create.employeeAdded : caller ? messages.create.userAdded : messages.create.registered;
      if (caller) return reply.code(201).send({ message, id: created.id });
      // Registering signs the new customer in, with the session login would answer.
      const token = await createSession(db, created.id);
      return reply.code(201).send({
        message,
        id: created.id,
        token,
        typeOfUser: created.typeOfUser,
        username: created.username,
        employeeId: created.id,
        email: created.email,
      });
    },
  });

  app.post('/create-employee', {
    config: { access: admin },
    schema: { tags: ['accounts'], body: createEmployeeBody, response: { 201: createEmployeeResponse } },
    handler: async (request, reply) => {
      const employee = await service.createEmployee(request.body);
      // SPEC.md §7: the response carries a session for the new employee (the web app does not adopt it).
      const token = await createSession(db, employee.id);
      return reply.code(201).send({
        message: messages.create.employeeCreated,
        token,
        emailId: employee.email,
        username: employee.username,
        typeOfUser: employee.typeOfUser,
        employeeId: employee.id,
      });
    },
  });

  app.get('/allusersandemployee', {
    config: { access: admin },
    schema: {
      tags: ['accounts'],
      querystring: accountListQuery,
      response: { 200: pagedList(z.union([userView, employeeView])) },
    },
    handler: async (request) => {
      const { typeOfUser, ...options } = request.query;
      const { rows, total } = await service.list(typeOfUser, options);
      const counts = typeOfUser === 'User' ? await service.bookingCounts(rows.map((r) => r.id)) : new Map<string, number>();
      return { data: rows.map((row) => (typeOfUser === 'User' ? toUserView(row, counts.get(row.id) ?? 0) : toEmployeeView(row))), total };
    },
  });

  app.put('/update-user', {
    config: { access: admin },
    schema: { tags: ['accounts'], querystring: idQuery, body: updateUserBody, response: { 200: messageResponse } },
    handler: async (request) => {
      const { emailId, ...rest } = request.body;
      await service.update('User', request.query.id, { ...rest, ...(emailId !== undefined && { email: emailId }) });
      return { message: messages.accounts.userUpdated };
    },
  });

  app.put('/update-employee', {
    config: { access: admin },
    schema: { tags: ['accounts'], querystring: idQuery, body: updateEmployeeBody, response: { 200: messageResponse } },
    handler: async (request) => {
      const { emailId, ...rest } = request.body;
      await service.update('Employee', request.query.id, { ...rest, ...(emailId !== undefined && { email: emailId }) });
      return { message: messages.accounts.employeeUpdated };
    },
  });

  app.delete('/delete-user', {
    config: { access: admin },
    schema: { tags: ['accounts'], querystring: idQuery, response: { 200: messageResponse } },
    handler: async (request) => {
      await service.deactivate('User', request.query.id);
      return { message: messages.accounts.userDeactivated };
    },
  });

  app.delete('/delete-employee', {
    config: { access: admin },
    schema: { tags: ['accounts'], querystring: idQuery, response: { 200: messageResponse } },
    handler: async (request) => {
      await service.deactivate('Employee', request.query.id);
      return { message: messages.accounts.employeeDeactivated };
    },
  });
};
