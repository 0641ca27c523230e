import type { FastifyBaseLogger } from 'fastify';
import type { Database, Invoice } from '@autospa/db';
import { defineJob, jobInsertSql, type JobQueue } from '../../jobs/queue.js';
import { issueCreditNoteForRefund, issueCreditNoteForVoid } from './credit-notes.js';
import { queueInvoiceMail } from './invoice-mail.js';
import { issueInvoiceIfDue, issuePlanInvoice } from './issue.js';

/** What may issue a tax document: a booking (completed or paid), a plan payment, a voided payment, a refund. */
export interface TaxDocumentStep {
  kind: 'booking' | 'plan-payment' | 'void' | 'refund';
  /** The booking's, payment's or refund's id. */
  id: string;
}

const issuers: Record<TaxDocumentStep['kind'], (db: Database, id: string) => Promise<Invoice | null>> = {
  booking: issueInvoiceIfDue,
  'plan-payment': issuePlanInvoice,
  void: issueCreditNoteForVoid,
  refund: issueCreditNoteForRefund,
};

/** A step that failed after its request: retried on the job queue (five more tries, the wait doubling from 30 s). */
export const taxDocumentJob = defineJob<TaxDocumentStep>('tax-document', { retryLimit: 5, retryDelaySeconds: 30 });

/** Issues what the step calls for, if anything, and queues its mail (with the PDF) to the buyer. */
async function issueAndMail(db: Database, step: TaxDocumentStep): Promise<void> {
  const document = await issuers[step.kind](db, step.id);
  // The mail queue's worker picks the mail up within its poll (2 s); the document itself is already issued.
  if (document) await queueInvoiceMail(db, document.id);
}

export function registerTaxDocuments(jobs: JobQueue, db: Database): void {
  jobs.work(taxDocumentJob, (step) => issueAndMail(db, step));
}

/** Queues a step for the job queue's worker (a server-to-server path, where nobody waits for the invoice). */
export async function queueTaxDocument(db: Database, step: TaxDocumentStep): Promise<void> {
  await db.execute(jobInsertSql(taxDocumentJob, step));
}

/**
 * Runs an invoicing step after the request's own work has committed, so the invoice is there when the answer
 * is. A failure there (a broken setting, the database busy) is never the request's: the payment or completion
 * stands, and the step goes to the job queue to be tried again.
 */
export async function invoiceAfterCommit(
  ctx: { db: Database; log: Pick<FastifyBaseLogger, 'error'> },
  step: TaxDocumentStep,
): Promise<void> {
  try {
    await issueAndMail(ctx.db, step);
  } catch (err) {
    ctx.log.error({ err, step }, 'tax invoice or credit note could not be issued now; queued to try again');
    await queueTaxDocument(ctx.db, step).catch((queueErr: unknown) => {
      ctx.log.error({ err: queueErr, step }, 'tax document retry could not be queued');
    });
  }
}
