import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageResponse,
  myProfileView,
  profileMessages,
  reportProfileChangeBody,
  updateMyProfileBody,
  updateMyProfileResponse,
} from '@autospa/contract';
import type { Database } from '@autospa/db';
import type { Limits } from '../../config.js';
import type { MailQueue } from '../../mail/queue.js';
import { toProfileView } from './presenters.js';
import { reportProfileChange } from './report-change.js';
import { profileService } from './service.js';

interface Options {
  db: Database;
  mailer: MailQueue;
  limits: Limits;
  publicUrl: string;
}

// The signed-in person's own account. Every role may read it; only a customer edits it here (staff records
// are kept by the Admin through update-employee, see docs/spec-deviations.md).
export const profileRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, mailer, limits, publicUrl }) => {
  const service = profileService(db, { mailer, publicUrl });

  app.get('/my-profile', {
    config: { access: 'signed-in' },
    schema: { tags: ['profile'], response: { 200: myProfileView } },
    handler: async (request) => toProfileView(await service.get(request.account!.id)),
  });

  app.put('/update-my-profile', {
    config: {
      access: ['User'],
      // Per account (the auth guard runs first), so a stolen session cannot guess the current password at speed.
      rateLimit: {
        max: limits.profileUpdatesPerWindow,
        timeWindow: limits.formWindowMs,
        keyGenerator: (r: FastifyRequest) => `profile:${r.account?.id ?? r.ip}`,
      },
    },
    schema: { tags: ['profile'], body: updateMyProfileBody, response: { 200: updateMyProfileResponse } },
    handler: async (request) => {
      const row = await service.updateCustomer(request.account!.id, request.body);
      return { message: profileMessages.updated, profile: toProfileView(row) };
    },
  });

  app.post('/report-profile-change', {
    config: {
      access: 'public',
      rateLimit: {
        max: limits.publicFormsPerWindow,
        timeWindow: limits.formWindowMs,
        keyGenerator: (r: FastifyRequest) => `report-change:${r.ip}`,
      },
    },
    schema: { tags: ['profile'], body: reportProfileChangeBody, response: { 200: messageResponse } },
    handler: async (request) => {
      await reportProfileChange(db, request.body.token);
      return { message: profileMessages.changeReported };
    },
  });
};
