import { httpErrors } from '@fastify/sensible';
import { uniqueViolation } from '../../lib/db-errors.js';
import { restrictViolation } from '../../lib/db-errors.js';

// Unique indexes and foreign keys decide duplicates and "still in use" atomically; these turn them into 409s.
export async function guardWrite<T>(run: () => Promise<T>, duplicates: Record<string, string>, inUse?: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint !== undefined) throw httpErrors.conflict(duplicates[constraint] ?? Object.values(duplicates)[0] ?? 'Already exists.');
    if (inUse && restrictViolation(error)) throw httpErrors.conflict(inUse);
    throw error;
  }
}

/** The row an UPDATE … RETURNING gave back; none means it was deleted meanwhile. */
export function found<T>(rows: T[], message: string): T {
  const [row] = rows;
  if (row === undefined) throw httpErrors.notFound(message);
  return row;
}
