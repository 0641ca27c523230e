// PostgreSQL error helpers: map constraint violations and the database's own rules to user-facing conflicts.
import { messages, planMessages, pricingMessages, schedulingMessages } from '@autospa/contract';
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

/** The JSON DETAIL the scheduling checks (migration 0017) raise with: names and times, already in the business's zone. */
function detailOf(e: PgError): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(e.detail ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
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
  // bookings_capacity (migration 0017): the bay named is taken; the employee is on another booking, on leave or
  // off shift; the bay named cannot do the service or is not in use.
  AS413: (e) => {
    const d = detailOf(e);
    return httpErrors.conflict(schedulingMessages.bayTaken(d.bay ?? '', d.reference ?? '', d.time ?? ''));
  },
  AS414: (e) => {
    const d = detailOf(e);
    return httpErrors.conflict(schedulingMessages.employeeBusy(d.employee ?? '', d.reference ?? '', d.time ?? ''));
  },
  AS415: (e) => httpErrors.conflict(schedulingMessages.employeeOnLeave(detailOf(e).employee ?? '', detailOf(e).date ?? '')),
  AS416: (e) => httpErrors.conflict(schedulingMessages.employeeOffShift(detailOf(e).employee ?? '')),
  AS417: (e) => httpErrors.conflict(schedulingMessages.bayCannotDo(detailOf(e).bay ?? '', detailOf(e).service ?? '')),
  AS418: () => httpErrors.conflict(schedulingMessages.bayNotFound),
  // settings_bays (migration 0017): fewer bays asked for than there are bays holding nothing still to come.
  AS419: (e) => httpErrors.conflict(schedulingMessages.bayHasBookings(Number(e.detail) || 1)),
  // bookings_plan_moved (migration 0022): a booking paid with a plan credit moved to a day its plan does not cover.
  AS420: (e) => {
    const key = e.detail === 'subscriptionNotStarted' || e.detail === 'pausedOnDate' ? e.detail : 'subscriptionEnded';
    return httpErrors.conflict(planMessages[key]);
  },
  // The exclusion constraints behind those checks (only reached by a writer outside the per-day lock).
  '23P01': (e) =>
    httpErrors.conflict(e.constraint === 'bookings_employee_overlap' ? messages.bookings.changedMeanwhile : messages.bookings.slotFull),
};

/** A write the database refused by one of the project's rules, as the HTTP error to answer with. */
export function ruleRefusal(error: unknown): HttpError | undefined {
  const e = pgErrorOf(error);
  return e?.code ? ruleRefusals[e.code]?.(e) : undefined;
}
