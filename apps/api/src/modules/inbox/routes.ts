import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactMessageView,
  idQuery,
  inboxListQuery,
  jobApplicationView,
  messageResponse,
  pagedList,
  subscriberView,
  updateContactMessageBody,
  inboxMessages,
} from '@autospa/contract';
import { contactMessages, jobApplications, newsletterSubscribers, type Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import { attachmentDisposition, safeFileName } from '../marketing/attachment-name.js';
import { detectResume } from '../marketing/resume-type.js';
import { toContactMessageView, toJobApplicationView, toSubscriberView } from './presenters.js';
import { inboxService } from './service.js';

const admin = ['Admin'] as const;
const list = <T extends z.ZodType>(item: T) => ({ 200: pagedList(item) });

// The Admin's Inbox: contact messages, newsletter subscribers and job applications with their résumés.
export const inboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const service = inboxService(db);
  const found = (ok: boolean, message: string) => {
    if (!ok) throw httpErrors.notFound(inboxMessages.notFound);
    return { message };
  };

  app.get('/get-contact-messages', {
    config: { access: admin },
    schema: { tags: ['inbox'], querystring: inboxListQuery, response: list(contactMessageView) },
    handler: async (request) => {
      const { rows, total } = await service.contactMessages(request.query);
      return { data: rows.map(toContactMessageView), total };
    },
  });

  app.put('/update-contact-message', {
    config: { access: admin },
    schema: { tags: ['inbox'], querystring: idQuery, body: updateContactMessageBody, response: { 200: messageResponse } },
    handler: async (request) => found(await service.markRead(request.query.id, request.body.read), inboxMessages.messageUpdated),
  });

  app.delete('/delete-contact-message', {
    config: { access: admin },
    schema: { tags: ['inbox'], querystring: idQuery, response: { 200: messageResponse } },
    handler: async (request) => found(await service.remove(contactMessages, request.query.id), inboxMessages.messageDeleted),
  });

  app.get('/get-newsletter-subscribers', {
    config: { access: admin },
    schema: { tags: ['inbox'], querystring: inboxListQuery, response: list(subscriberView) },
    handler: async (request) => {
      const { rows, total } = await service.subscribers(request.query);
      return { data: rows.map(toSubscriberView), total };
    },
  });

  app.delete('/delete-newsletter-subscriber', {
    config: { access: admin },
    schema: { tags: ['inbox'], querystring: idQuery, response: { 200: messageResponse } },
    handler: async (request) => found(await service.remove(newsletterSubscribers, request.query.id), inboxMessages.subscriberDeleted),
  });

  app.get('/get-job-applications', {
    config: { access: admin },
    schema: { tags: ['inbox'], querystring: inboxListQuery, response: list(jobApplicationView) },
    handler: async (request) => {
      const { rows, total } = await service.applications(request.query);
      return { data: rows.map(toJobApplicationView), total };
    },
  });

  app.get('/download-resume', {
    config: { access: admin },
    schema: { tags: ['inbox'], querystring: idQuery },
    handler: async (request, reply) => {
      const resume = await service.resume(request.query.id);
      if (!resume) throw httpErrors.notFound(inboxMessages.notFound);
      const kind = detectResume(resume.bytes);
      // Served only as what its bytes are, and always downloaded: a stored file never renders in our origin.
      const type = kind?.mime ?? 'application/octet-stream';
      return reply
        .type(type)
        .header('content-disposition', attachmentDisposition(safeFileName(resume.name, kind?.extension ?? '.bin')))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(resume.bytes);
    },
  });

  app.delete('/delete-job-application', {
    config: { access: admin },
    schema: { tags: ['inbox'], querystring: idQuery, response: { 200: messageResponse } },
    handler: async (request) => found(await service.remove(jobApplications, request.query.id), inboxMessages.applicationDeleted),
  });
};
