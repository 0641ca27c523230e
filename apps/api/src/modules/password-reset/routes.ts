import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse, messages, sendOtpBody, sendOtpResponse, updatePasswordBody, updatePasswordQuery } from '@autospa/contract';
import type { Database } from '@autospa/db';
import type { Limits } from '../../config.js';
import type { MailQueue } from '../../mail/queue.js';
import { passwordResetService } from './service.js';

export const passwordResetRoutes: FastifyPluginAsyncZod<{ db: Database; mailer: MailQueue; limits: Limits }> = async (
  app,
  { db, mailer, limits },
) => {
  const service = passwordResetService(db, mailer);

  app.post('/send-otp', {
    config: {
      access: 'public',
      rateLimit: { max: limits.sendOtpPerWindow, timeWindow: limits.formWindowMs, keyGenerator: (r) => `otp:${r.ip}` },
    },
    schema: { tags: ['password'], body: sendOtpBody, response: { 200: sendOtpResponse } },
    handler: (request) => service.sendOtp(request.body.emailId),
  });

  app.post('/update-password', {
    config: {
      access: 'public',
      rateLimit: { max: limits.updatePasswordPerWindow, timeWindow: limits.formWindowMs, keyGenerator: (r) => `pwd:${r.ip}` },
    },
    schema: { tags: ['password'], querystring: updatePasswordQuery, body: updatePasswordBody, response: { 200: messageResponse } },
    handler: async (request) => {
      const { otp, newPassword } = request.body;
      await service.updatePassword(request.query.token, otp, newPassword, request.account?.tokenHash);
      return { message: messages.password.updated };
    },
  });
};
