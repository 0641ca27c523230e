import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { profileMessages } from '@autospa/contract';
import { accounts, profileChanges, sessions, type Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import { uniqueViolation } from '../../lib/db-errors.js';
import { newToken, sha256 } from '../../lib/tokens.js';

/**
 * "This wasn't me": puts back the email, phone and username the account had before the reported change, ends
 * every session and makes the password unusable (whoever made the change knew it), so only the holder of the
 * restored address can get back in, through Forgot Password. The token works once, for 7 days.
 */
export async function reportProfileChange(db: Database, token: string): Promise<void> {
  // Not an argon2 hash, so no password ever verifies against it (verifyPassword answers false), until a reset.
  const unusable = `!reported:${newToken()}`;
  try {
    await db.transaction(async (tx) => {
      // Spending the token is the check: two clicks at once cannot both pass.
      const [change] = await tx
        .update(profileChanges)
        .set({ usedAt: sql`now()` })
        .where(and(eq(profileChanges.tokenHash, sha256(token)), isNull(profileChanges.usedAt), gt(profileChanges.expiresAt, sql`now()`)))
        .returning();
      if (!change) throw httpErrors.badRequest(profileMessages.reportLinkInvalid);
      // Links sent for other changes are spent too: the one who made a later change must not be able to undo this.
      await tx
        .update(profileChanges)
        .set({ usedAt: sql`now()` })
        .where(and(eq(profileChanges.accountId, change.accountId), isNull(profileChanges.usedAt)));
      await tx
        .update(accounts)
        .set({
          email: change.oldEmail,
          phone: change.oldPhone,
          username: change.oldUsername,
          passwordHash: unusable,
          updatedAt: new Date(),
        })
        .where(eq(accounts.id, change.accountId));
      await tx.delete(sessions).where(eq(sessions.accountId, change.accountId));
    });
  } catch (error) {
    // Another account took the old details meanwhile: nothing is changed, and the person is sent to the business.
    if (uniqueViolation(error) !== undefined) throw httpErrors.conflict(profileMessages.reportFailed);
    throw error;
  }
}
