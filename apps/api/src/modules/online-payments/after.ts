import type { Database } from '@autospa/db';
import { queueTaxDocument } from '../invoices/after-commit.js';

// The two places where money became final: each hands its tax document (issue 21, item 3) to the job queue,
// which issues it, mails it with its PDF, and tries again when that fails.

/** A payment was captured on this booking (its transaction has committed): its tax invoice, when due. */
export function afterCapture(db: Database, bookingId: string): Promise<void> {
  return queueTaxDocument(db, { kind: 'booking', id: bookingId });
}

/** A refund became processed (committed): its credit note, when the booking or plan was invoiced. */
export function afterRefundProcessed(db: Database, refundId: string): Promise<void> {
  return queueTaxDocument(db, { kind: 'refund', id: refundId });
}
