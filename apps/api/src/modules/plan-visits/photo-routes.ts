import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_VISIT_PHOTO_BYTES, planMessages, VISIT_PHOTO_TYPES, visitPhotoGetQuery, visitPhotoQuery } from '@autospa/contract';
import type { Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import { detectPhoto, toStoredPhoto } from '../../plan-visits/photo.js';
import { saveVisitPhoto, type Uploader } from '../../plan-visits/proof.js';
import { readVisitPhoto } from './photo-read.js';

const tooLarge = () => httpErrors.payloadTooLarge(planMessages.photoTooLarge);

/**
 * Issue 20: the proof photo of a plan visit, sent as the raw request body (image/jpeg, image/png or image/webp,
 * at most MAX_VISIT_PHOTO_BYTES), and read back by the visit's customer or staff. The body parser is this
 * plugin's own: no other route takes images.
 */
export const visitPhotoRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Any other type reaches the handler as a string and is refused there with the photo's message.
  app.addContentTypeParser('*', (request, payload, done) => {
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!(VISIT_PHOTO_TYPES as readonly string[]).includes(type)) return done(httpErrors.unsupportedMediaType(planMessages.badPhoto));
    if (Number(request.headers['content-length'] ?? 0) > MAX_VISIT_PHOTO_BYTES) return done(tooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_VISIT_PHOTO_BYTES && !failed) {
        failed = true;
        payload.resume();
        done(tooLarge());
      }
      if (!failed) chunks.push(chunk);
    });
    payload.on('end', () => {
      if (!failed) done(null, Buffer.concat(chunks));
    });
    payload.on('error', (err) => {
      if (!failed) done(err);
    });
  });

  app.post('/upload-visit-photo', {
    config: { access: ['Admin', 'Employee'] },
    // The parser above enforces the photo's own limit with its message; Fastify's is only a backstop.
    bodyLimit: MAX_VISIT_PHOTO_BYTES + 1024,
    schema: {
      tags: ['plans'],
      querystring: visitPhotoQuery,
      response: { 200: z.object({ message: z.string(), visitId: z.string() }) },
    },
    handler: async (request) => {
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0 || !detectPhoto(bytes))
        throw httpErrors.unsupportedMediaType(planMessages.badPhoto);
      const visitId = await saveVisitPhoto(db, request.account as Uploader, request.query.bookingId, async () => {
        const stored = await toStoredPhoto(bytes);
        if (!stored) throw httpErrors.badRequest(planMessages.badPhoto);
        return stored;
      });
      return { message: planMessages.photoSaved, visitId };
    },
  });

  app.get('/get-visit-photo', {
    config: { access: ['Admin', 'Employee', 'User'] },
    schema: { tags: ['plans'], querystring: visitPhotoGetQuery },
    handler: async (request, reply) => {
      const photo = await readVisitPhoto(db, request.account!, request.query.visitId);
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-length', photo.bytes.length)
        .send(photo.bytes);
    },
  });
};
