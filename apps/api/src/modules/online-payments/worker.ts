import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@autospa/db';
import type { JobQueue } from '../../jobs/queue.js';
import type { PaymentGateway } from '../../payments-gateway/index.js';
import { releaseHold } from './hold.js';
import { gatewayRefundJob, holdReleaseJob } from './jobs.js';
import { refundRemainder } from './refunds.js';

/** The handlers of the hold release and the gateway refund (app.ts registers them; a failure is retried). */
export function registerOnlinePayments(jobs: JobQueue, db: Database, gateway: PaymentGateway | null, log: FastifyBaseLogger): void {
  jobs.work(holdReleaseJob, async ({ bookingId }) => {
    if (await releaseHold(db, bookingId)) log.info({ bookingId }, 'unpaid booking released after its payment hold');
  });
  jobs.work(gatewayRefundJob, async ({ paymentId, reason }) => {
    // Without keys (they were removed since) the job fails and waits in its dead-letter queue for the owner.
    await refundRemainder(db, gateway, paymentId, reason);
  });
}
