import { eq } from 'drizzle-orm';
import { planMessages } from '@autospa/contract';
import { planVisits, subscriptions, visitPhotos, type Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import type { Caller } from '../bookings/context.js';

/** A visit's photo for its customer or staff; another customer gets the same 404 as a visit that does not exist. */
export async function readVisitPhoto(db: Database, caller: Caller, visitId: string): Promise<{ contentType: string; bytes: Buffer }> {
  const [row] = await db
    .select({ userId: subscriptions.userId, contentType: visitPhotos.contentType, bytes: visitPhotos.photo })
    .from(planVisits)
    .innerJoin(subscriptions, eq(subscriptions.id, planVisits.subscriptionId))
    .leftJoin(visitPhotos, eq(visitPhotos.visitId, planVisits.id))
    .where(eq(planVisits.id, visitId));
  if (!row || (caller.typeOfUser === 'User' && row.userId !== caller.id)) throw httpErrors.notFound(planMessages.visitNotFound);
  if (!row.bytes || !row.contentType) throw httpErrors.notFound(planMessages.noPhoto);
  return { contentType: row.contentType, bytes: row.bytes };
}
