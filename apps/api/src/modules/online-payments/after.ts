import type { Database } from '@autospa/db';

// The two places where money became final; the invoices module hooks in here at merge (issue 21, item 3).

/** A payment was captured on this booking (its transaction has committed): issue its tax invoice when due. */
export function afterCapture(_db: Database, _bookingId: string): Promise<void> {
  return Promise.resolve();
}

/** A refund became processed (committed): issue its credit note. */
export function afterRefundProcessed(_db: Database, _refundId: string): Promise<void> {
  return Promise.resolve();
}
