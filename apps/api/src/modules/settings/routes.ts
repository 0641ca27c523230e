import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages, settingsResponse, settingsView, updateSettingsBody } from '@autospa/contract';
import type { Database } from '@autospa/db';
import { loadSettings, saveSettings } from './service.js';

// Bays, opening hours and time zone: anyone may read them (the site shows opening hours); Admin changes them.
export const settingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/get-settings', {
    config: { access: 'public' },
    schema: { tags: ['settings'], response: { 200: settingsView } },
    handler: () => loadSettings(db),
  });

  app.put('/update-settings', {
    config: { access: ['Admin'] },
    schema: { tags: ['settings'], body: updateSettingsBody, response: { 200: settingsResponse } },
    handler: async (request) => ({ message: messages.settings.updated, settings: await saveSettings(db, request.body) }),
  });
};
