import { and, eq, sql } from 'drizzle-orm';
import { messages, planMessages } from '@autospa/contract';
import { bookings, planVisits, visitPhotos, type Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import type { Executor } from '../lib/db-executor.js';
import type { StoredPhoto } from './photo.js';

// Proof of a plan visit: the car's photo, taken by the employee on the booking (or the Admin). A booking that is a
// plan visit is completed only with its photo, and its visit is then done.

/** 409 when the booking is a plan visit without a photo: every path to Completed calls this first. */
export async function assertVisitProof(db: Executor, bookingId: string): Promise<void> {
  const [visit] = await db
    .select({ id: planVisits.id, photo: sql<boolean>`exists (select 1 from ${visitPhotos} p where p.visit_id = ${planVisits.id})` })
    .from(planVisits)
    .where(eq(planVisits.bookingId, bookingId));
  if (visit && !visit.photo) throw httpErrors.conflict(planMessages.photoRequired);
}

/** After the booking became Completed: its scheduled (or missed, then proven) visit is done. */
export async function markVisitDone(db: Executor, bookingId: string): Promise<void> {
  await db
    .update(planVisits)
    .set({ status: 'done' })
    .where(and(eq(planVisits.bookingId, bookingId), sql`${planVisits.status} = 'scheduled'`));
}

export interface Uploader {
  id: string;
  typeOfUser: 'Admin' | 'Employee';
}

/** The plan visit a booking is, for its photo: the Admin, or the employee assigned to the booking. */
async function visitForUpload(db: Database, caller: Uploader, bookingId: string) {
  const [row] = await db
    .select({ visitId: planVisits.id, visitStatus: planVisits.status, employeeId: bookings.employeeId, bookingStatus: bookings.status })
    .from(planVisits)
    .innerJoin(bookings, eq(bookings.id, planVisits.bookingId))
    .where(eq(planVisits.bookingId, bookingId));
  if (!row) throw httpErrors.notFound(planMessages.visitNotFound);
  if (caller.typeOfUser === 'Employee' && row.employeeId !== caller.id) throw httpErrors.forbidden(messages.bookings.notAssignedToYou);
  if (row.visitStatus === 'cancelled' || row.bookingStatus === 'Cancelled')
    throw httpErrors.conflict(messages.bookings.finished('Cancelled'));
  return row;
}

/** Checks who asks, then stores the photo (replacing an earlier one) and the time and employee of the proof. */
export async function saveVisitPhoto(
  db: Database,
  caller: Uploader,
  bookingId: string,
  photo: () => Promise<StoredPhoto>,
): Promise<string> {
  const { visitId } = await visitForUpload(db, caller, bookingId);
  const stored = await photo();
  await db.transaction(async (tx) => {
    const values = {
      contentType: stored.contentType,
      width: stored.width,
      height: stored.height,
      size: stored.bytes.length,
      photo: stored.bytes,
      takenBy: caller.id,
      takenAt: new Date(),
    };
    await tx
      .insert(visitPhotos)
      .values({ visitId, ...values })
      .onConflictDoUpdate({ target: visitPhotos.visitId, set: values });
    await tx.update(planVisits).set({ proofAt: values.takenAt, proofBy: caller.id }).where(eq(planVisits.id, visitId));
  });
  return visitId;
}
