import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myProfileView, profileMessages, updateMyProfileBody, updateMyProfileResponse } from '@autospa/contract';
import type { Database } from '@autospa/db';
import { toProfileView } from './presenters.js';
import { profileService } from './service.js';

// The signed-in person's own account. Every role may read it; only a customer edits it here (staff records
// are kept by the Admin through update-employee, see docs/spec-deviations.md).
export const profileRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const service = profileService(db);

  app.get('/my-profile', {
    config: { access: 'signed-in' },
    schema: { tags: ['profile'], response: { 200: myProfileView } },
    handler: async (request) => toProfileView(await service.get(request.account!.id)),
  });

  app.put('/update-my-profile', {
    config: { access: ['User'] },
    schema: { tags: ['profile'], body: updateMyProfileBody, response: { 200: updateMyProfileResponse } },
    handler: async (request) => {
      const row = await service.updateCustomer(request.account!.id, request.body);
      return { message: profileMessages.updated, profile: toProfileView(row) };
    },
  });
};
