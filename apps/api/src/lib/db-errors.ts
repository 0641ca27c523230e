// PostgreSQL error helpers: map constraint violations to user-facing conflicts.
interface PgError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

function pgErrorOf(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let i = 0; i < 3 && current && typeof current === 'object'; i++) {
    const e = current as PgError;
    if (typeof e.code === 'string') return e;
    current = e.cause;
  }
  return undefined;
}

export function uniqueViolation(error: unknown): string | undefined {
  const e = pgErrorOf(error);
  return e?.code === '23505' ? (e.constraint ?? '') : undefined;
}

/** A foreign key with ON DELETE RESTRICT refused the delete (rows elsewhere still point here). */
export function restrictViolation(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return code === '23503' || code === '23001';
}
