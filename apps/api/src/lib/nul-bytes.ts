import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { httpErrors } from '@fastify/sensible';

export const hasNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.values(value as Record<string, unknown>).some((v) => hasNul(v, depth + 1));
};

/**
 * preValidation hook: PostgreSQL text cannot hold U+0000, so such input is a 400 here, not a 500 at the database.
 * Callback style: it runs on every request, and an async hook costs a promise each time.
 */
export function rejectNulBytes(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (hasNul(request.query) || hasNul(request.body)) return done(httpErrors.badRequest('The request contains an invalid character.'));
  done();
}
