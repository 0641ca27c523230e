import type { z } from 'zod';
import { badRequest } from './errors.js';

/** Validates a body whose schema depends on who is calling; the first problem becomes a 400. */
export function parseOrThrow<T extends z.ZodTypeAny>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Invalid request.');
  return result.data;
}
