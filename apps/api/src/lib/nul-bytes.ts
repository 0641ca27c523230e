import type { FastifyRequest } from 'fastify';
import { httpErrors } from '@fastify/sensible';

export const hasNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.values(value as Record<string, unknown>).some((v) => hasNul(v, depth + 1));
};

/** preValidation hook: PostgreSQL text cannot hold U+0000, so such input is a 400 here, not a 500 at the database. */
export async function rejectNulBytes(request: FastifyRequest): Promise<void> {
  if (hasNul(request.query) || hasNul(request.body)) throw httpErrors.badRequest('The request contains an invalid character.');
}
