import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RESUME_MAX_BYTES, contactBody, marketingMessages, messageResponse, newsletterBody, jobApplicationFields } from '@autospa/contract';
import { httpErrors } from '@fastify/sensible';
import type { Mailer } from '../../mail/mailer.js';
import type { Limits } from '../../config.js';
import { hasNul } from '../../lib/nul-bytes.js';
import { parseOrThrow } from '../../lib/validate.js';
import { safeFileName } from './attachment-name.js';
import { detectResume } from './resume-type.js';
import type { MarketingService } from './service.js';

interface Options {
  service: MarketingService;
  mailer: Mailer;
  limits: Limits;
  businessEmail: string;
}

async function readForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'resume') throw httpErrors.badRequest('Only one file, in the field "resume", is accepted.');
        // toBuffer() throws a 413 when the file passes the size limit.
        file = { name: part.filename.slice(0, 200) || 'resume', bytes: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // The multipart plugin's own 413 says 'request file too large': answer in the form's words instead.
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw httpErrors.payloadTooLarge(marketingMessages.resumeTooLarge);
    // Busboy reports a malformed body (no boundary, cut short) with plain errors: bad input, not a 500.
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw httpErrors.badRequest('The form data could not be read.');
  }
  return { fields, file };
}

// The public site's three forms: newsletter, contact and job applications (with a résumé upload).
export const marketingPublicRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, mailer, limits, businessEmail }) => {
  const rateLimit = (name: string) => ({
    max: limits.publicFormsPerWindow,
    timeWindow: limits.formWindowMs,
    keyGenerator: (r: FastifyRequest) => `${name}:${r.ip}`,
  });
  await app.register(multipart, { limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 10, fieldSize: 4_000, parts: 12 } });

  app.post('/newsletter', {
    config: { access: 'public', rateLimit: rateLimit('newsletter') },
    schema: { tags: ['public forms'], body: newsletterBody, response: { 201: messageResponse } },
    handler: async (request, reply) => {
      await service.subscribe(request.body.email);
      return reply.code(201).send({ message: marketingMessages.subscribed });
    },
  });

  app.post('/contact', {
    config: { access: 'public', rateLimit: rateLimit('contact') },
    schema: { tags: ['public forms'], body: contactBody, response: { 201: messageResponse } },
    handler: async (request, reply) => {
      const saved = await service.saveContact(request.body);
      const b = request.body;
      await mailer.send({
        to: businessEmail,
        subject: `New message from ${b.fullName} (${b.serviceType})`,
        text: `${b.fullName} <${b.email}>, phone ${b.phone}, asks about: ${b.serviceType}\n\n${b.message}\n\nRead and answer it in the Inbox (message ${saved.id}).`,
      });
      return reply.code(201).send({ message: marketingMessages.contactReceived });
    },
  });

  app.post('/job-application', {
    config: { access: 'public', rateLimit: rateLimit('apply') },
    schema: { tags: ['public forms'], consumes: ['multipart/form-data'], response: { 201: messageResponse } },
    handler: async (request, reply) => {
      if (!request.isMultipart())
        throw httpErrors.unsupportedMediaType('Send the application as multipart/form-data with the résumé in the field "resume".');
      const { fields, file } = await readForm(request);
      if (hasNul(fields) || (file && hasNul(file.name))) throw httpErrors.badRequest('The request contains an invalid character.');
      const body = parseOrThrow(jobApplicationFields, { ...fields, message: fields.message || undefined });
      if (!file || file.bytes.length === 0) throw httpErrors.badRequest(marketingMessages.resumeRequired);
      const kind = detectResume(file.bytes);
      if (!kind) throw httpErrors.unsupportedMediaType(marketingMessages.resumeWrongType);
      const saved = await service.saveApplication(body, { ...file, name: safeFileName(file.name, kind.extension), kind });
      await mailer.send({
        to: businessEmail,
        subject: `New job application from ${body.name} (${body.location})`,
        text: `${body.name} <${body.email}>, phone ${body.phone}, from ${body.location} applied.\n\n${body.message ?? ''}\n\nThe résumé (${file.name}) is in the signed-in area under Applications (application ${saved.id}).`,
      });
      return reply.code(201).send({ message: marketingMessages.applicationSubmitted });
    },
  });
};
