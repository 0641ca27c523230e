import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@autospa/db';
import type { Mailer } from '../../mail/mailer.js';
import type { SignedInAccount } from '../../plugins/auth.js';

/** What every booking operation needs: the database, the mailer, a logger for mail failures. */
export interface BookingContext {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export type Caller = Pick<SignedInAccount, 'id' | 'typeOfUser'>;
