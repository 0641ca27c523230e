import type { z } from 'zod';
import { httpErrors } from '@fastify/sensible';

/** Validates a body whose schema depends on who is calling; the first problem becomes a 400. */
export function parseOrThrow<T extends z.ZodTypeAny>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw httpErrors.badRequest(result.error.issues[0]?.message ?? 'Invalid request.');
  return result.data;
}
