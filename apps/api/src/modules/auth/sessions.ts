import { and, eq, ne } from 'drizzle-orm';
import { sessions, type Database } from '@autospa/db';
import { newToken, sha256 } from '../../lib/tokens.js';

export async function createSession(db: Database, accountId: string): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ tokenHash: sha256(token), accountId });
  return token;
}

export async function revokeSession(db: Database, tokenHash: Buffer): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of an account, optionally keeping the one making the request. */
export async function revokeAccountSessions(db: Database, accountId: string, keep?: Buffer): Promise<void> {
  await db
    .delete(sessions)
    .where(keep ? and(eq(sessions.accountId, accountId), ne(sessions.tokenHash, keep)) : eq(sessions.accountId, accountId));
}
