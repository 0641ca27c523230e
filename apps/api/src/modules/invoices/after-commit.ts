import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs an invoicing step after the request's own work has committed. A failure there (a broken setting, the
 * database busy) is logged, never the request's: the payment or completion stands.
 */
export async function invoiceAfterCommit(log: Pick<FastifyBaseLogger, 'error'>, step: () => Promise<unknown>): Promise<void> {
  try {
    await step();
  } catch (err) {
    log.error({ err }, 'tax invoice or credit note could not be issued');
  }
}
