// PostgreSQL error helpers: map constraint violations and the database's own rules to user-facing conflicts.
import { messages, pricingMessages } from '@autospa/contract';
import { httpErrors, type HttpError } from '@fastify/sensible';
interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
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

// SQLSTATEs raised by the project's own triggers (migrations), with the answer each stands for.
const ruleRefusals: Record<string, (e: PgError) => HttpError> = {
  // bookings_capacity (migration 0005): no bay is free for the whole stay.
  AS409: () => httpErrors.conflict(messages.bookings.slotFull),
  // bookings_customer_rules (migration 0009): the car is booked at an overlapping time; the customer already
  // holds as many upcoming bookings as the setting allows (the limit comes as DETAIL).
  AS410: () => httpErrors.conflict(messages.bookings.carBusy),
  AS411: (e) => httpErrors.conflict(messages.bookings.customerLimit(Number(e.detail) || 3)),
  // bookings_capacity (migration 0014): no mobile team is free for a doorstep booking's whole stay.
  AS412: () => httpErrors.conflict(pricingMessages.doorFull),
};

/** A write the database refused by one of the project's rules, as the HTTP error to answer with. */
export function ruleRefusal(error: unknown): HttpError | undefined {
  const e = pgErrorOf(error);
  return e?.code ? ruleRefusals[e.code]?.(e) : undefined;
}
