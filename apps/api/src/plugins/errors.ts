import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '@autospa/contract';
import { HttpError } from '@fastify/sensible';
import { ruleRefusal } from '../lib/db-errors.js';

const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length is wrong.',
};

// One error handler (STYLE.md rule 9): { message } with the right status, never internals on a 5xx.
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const missingBody = first?.instancePath === '' && /received undefined|expected object/.test(first.message ?? '');
      return reply.code(400).send({ message: missingBody ? 'The request body is required.' : (first?.message ?? 'Invalid request.') });
    }
    // @fastify/sensible's httpErrors: the status and words the code chose (a 5xx one is hidden as any other).
    if (error instanceof HttpError && error.statusCode < 500)
      return reply
        .code(error.statusCode)
        .headers(error.headers ?? {})
        .send({ message: error.message });
    const refused = ruleRefusal(error);
    if (refused) return reply.code(refused.statusCode).send({ message: refused.message });
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ message: messages.generic.serverError });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        (error.code && clientErrorMessages[error.code]) ?? (status === 429 ? messages.generic.tooManyRequests : error.message);
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(status >= 500 ? status : 500).send({ message: messages.generic.serverError });
  });
}
