import { and, eq, isNull } from 'drizzle-orm';
import { payments, type Database } from '@autospa/db';
import { jobInsertSql } from '../../jobs/queue.js';
import { gatewayRefundJob } from './jobs.js';
import { recordHandRefunds } from './refunds.js';

const REASON = 'Booking cancelled';

/**
 * After a booking was cancelled (by its customer, a guest's link or the Admin): each live online payment is
 * refunded in full through the gateway by a job (retried while the gateway is down); payments taken by hand get
 * a processed refund when the Admin cancelled (a customer's cash is given back at the counter by the Admin).
 */
export async function refundCancelledBooking(db: Database, bookingId: string, caller: { id: string | null; typeOfUser: string }) {
  const online = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.method, 'online'), isNull(payments.voidedAt)));
  for (const { id } of online) await db.execute(jobInsertSql(gatewayRefundJob, { paymentId: id, reason: REASON }));
  if (caller.typeOfUser === 'Admin' && caller.id) await recordHandRefunds(db, bookingId, caller.id, REASON);
}
