import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getNotificationsQuery, notificationsPage } from '@autospa/contract';
import type { Database } from '@autospa/db';
import { toNotificationView } from './presenters.js';
import { listNotifications } from './service.js';

// Issue 19: the delivery log, as the Admin reads it (all messages, or one booking's).
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/get-notifications', {
    config: { access: ['Admin'] },
    schema: { tags: ['notifications'], querystring: getNotificationsQuery, response: { 200: notificationsPage } },
    handler: async (request) => {
      const { rows, total } = await listNotifications(db, request.query);
      return { data: rows.map(toNotificationView), total };
    },
  });
};
