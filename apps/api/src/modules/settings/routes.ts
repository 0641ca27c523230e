import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages, settingsResponse, settingsView, updateSettingsBody } from '@autospa/contract';
import type { Database } from '@autospa/db';
import { loadSettings, saveSettings } from './service.js';

type SettingsOptions = {
  db: Database;
  /** Queues the re-planning of every upcoming booking's reminders (issue 19). */
  replanReminders: () => Promise<void>;
};

// What changes when reminders go out: their offsets, the quiet hours, and the time zone both are read in.
const REMINDER_RULES = ['reminderOffsetsHours', 'quietHours', 'timeZone'] as const;

// Bays, opening hours and time zone: anyone may read them (the site shows opening hours); Admin changes them.
export const settingsRoutes: FastifyPluginAsyncZod<SettingsOptions> = async (app, { db, replanReminders }) => {
  app.get('/get-settings', {
    config: { access: 'public' },
    schema: { tags: ['settings'], response: { 200: settingsView } },
    handler: () => loadSettings(db),
  });

  app.put('/update-settings', {
    config: { access: ['Admin'] },
    schema: { tags: ['settings'], body: updateSettingsBody, response: { 200: settingsResponse } },
    handler: async (request) => {
      const settings = await saveSettings(db, request.body);
      if (REMINDER_RULES.some((key) => request.body[key] !== undefined)) await replanReminders();
      return { message: messages.settings.updated, settings };
    },
  });
};
