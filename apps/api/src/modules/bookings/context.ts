import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@autospa/db';
import type { MailQueue } from '../../mail/queue.js';
import type { SignedInAccount } from '../../plugins/auth.js';

/** What every booking operation needs: the database, the mailer, a logger for mail failures. */
export interface BookingContext {
  db: Database;
  mailer: MailQueue;
  log: FastifyBaseLogger;
}

export type Caller = Pick<SignedInAccount, 'id' | 'typeOfUser'>;
