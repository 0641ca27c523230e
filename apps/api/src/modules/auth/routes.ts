import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBody, loginResponse, meResponse } from '@autospa/contract';
import { messageResponse } from '@autospa/contract';
import type { Database } from '@autospa/db';
import type { Limits } from '../../config.js';
import { authService } from './service.js';
import { revokeSession } from './sessions.js';

export const authRoutes: FastifyPluginAsyncZod<{ db: Database; limits: Limits }> = async (app, { db, limits }) => {
  const service = authService(db, limits);

  app.post('/login', {
    config: { access: 'public' },
    schema: { tags: ['auth'], body: loginBody, response: { 200: loginResponse } },
    handler: (request) => service.login(request.body, request.ip),
  });

  app.post('/logout', {
    config: { access: 'signed-in' },
    schema: { tags: ['auth'], response: { 200: messageResponse } },
    handler: async (request) => {
      await revokeSession(db, request.account!.tokenHash);
      return { message: 'Signed out.' };
    },
  });

  app.get('/me', {
    config: { access: 'signed-in' },
    schema: { tags: ['auth'], response: { 200: meResponse } },
    handler: (request) => {
      const a = request.account!;
      return { id: a.id, typeOfUser: a.typeOfUser, username: a.username, emailId: a.email, phone: a.phone ?? '', employeeId: a.id };
    },
  });
};
