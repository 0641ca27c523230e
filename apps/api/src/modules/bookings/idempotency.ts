import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { bookingFinishMessages, IDEMPOTENCY_KEY_PATTERN } from '@autospa/contract';
import { bookings, type Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';

/** The request's Idempotency-Key header: undefined when absent, 400 when not 1–100 printable characters. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw)) throw httpErrors.badRequest(bookingFinishMessages.badIdempotencyKey);
  return raw;
}

/** Whose keys a key is unique among: the signed-in creator's, or a guest's phone number's. */
export type KeyOwner = { createdBy: string } | { guestPhone: string };

async function bookingByKey(db: Database, owner: KeyOwner, key: string): Promise<string | undefined> {
  const whose =
    'createdBy' in owner
      ? eq(bookings.createdBy, owner.createdBy)
      : and(eq(bookings.guestPhone, owner.guestPhone), isNull(bookings.createdBy));
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(whose, eq(bookings.idempotencyKey, key)))
    .limit(1);
  return row?.id;
}

/**
 * A create that runs once per key: a repeat answers what `load` reads of the booking the key already made. Under
 * parallel repeats every insert but one fails — on the key's unique index, or earlier on a booking rule the
 * winner now breaks (its car, its bay) — and each loser then finds the winner's committed row and answers it.
 * Only requests that send a key come here: create-booking without one stays one statement.
 */
export async function createOnce<T>(
  db: Database,
  owner: KeyOwner,
  key: string,
  create: () => Promise<T>,
  load: (bookingId: string) => Promise<T>,
): Promise<T> {
  const earlier = await bookingByKey(db, owner, key);
  if (earlier) return load(earlier);
  try {
    return await create();
  } catch (error) {
    const winner = await bookingByKey(db, owner, key);
    if (winner) return load(winner);
    throw error;
  }
}
