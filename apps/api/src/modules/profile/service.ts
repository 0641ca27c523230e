import { and, eq, sql } from 'drizzle-orm';
import { messages, profileMessages, routes, type updateMyProfileBody } from '@autospa/contract';
import { accounts, profileChanges, verifyPassword, type Account, type Database } from '@autospa/db';
import type { z } from 'zod';
import { httpErrors } from '@fastify/sensible';
import { uniqueViolation } from '../../lib/db-errors.js';
import { newToken, sha256 } from '../../lib/tokens.js';
import { profileChangeNotice } from '../../mail/profile-change-notice.js';
import { queueMailSql, type MailQueue } from '../../mail/queue.js';
import { signInDetailChanges } from './sign-in-details.js';
import { addFirstVehicles } from '../vehicles/first-vehicles.js';

type ProfilePatch = z.output<typeof updateMyProfileBody>;

export const REPORT_LINK_DAYS = 7;

export interface ProfileServiceOptions {
  mailer: Pick<MailQueue, 'poke'>;
  /** The site's public address; the "This wasn't me" link points to its report page. */
  publicUrl: string;
}

export function profileService(db: Database, { mailer, publicUrl }: ProfileServiceOptions) {
  return {
    async get(id: string): Promise<Account> {
      const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
      if (!row) throw httpErrors.notFound(messages.accounts.notFound);
      return row;
    },

    /**
     * A customer's own details. Changing the email, phone or username needs the current password, and mails the
     * old address a notice with a single-use link that undoes the change; the notice is queued in the same
     * transaction as the change, so one never happens without the other.
     */
    async updateCustomer(id: string, { emailId, carNo, currentPassword, gst, ...rest }: ProfilePatch): Promise<Account> {
      const patch: Partial<Account> = { ...rest };
      // Issue 21: the GSTIN and registered name go together; null clears both.
      if (gst !== undefined) Object.assign(patch, { gstin: gst?.gstin ?? null, gstLegalName: gst?.legalName ?? null });
      if (emailId !== undefined) patch.email = emailId;
      if (carNo !== undefined) patch.carNo = [...new Set(carNo)];
      if (Object.keys(patch).length === 0) throw httpErrors.badRequest(profileMessages.nothingToUpdate);

      const { row, noticed } = await db.transaction(async (tx) => {
        // Locked, so the details the notice calls "old" are the ones this change replaces.
        const [before] = await tx
          .select()
          .from(accounts)
          .where(and(eq(accounts.id, id), eq(accounts.typeOfUser, 'User')))
          .for('update');
        if (!before) throw httpErrors.notFound(messages.accounts.notFound);
        const changes = signInDetailChanges(before, patch);
        if (changes.length > 0) {
          if (!currentPassword) throw httpErrors.badRequest(profileMessages.currentPasswordRequired);
          if (!(await verifyPassword(before.passwordHash, currentPassword)))
            throw httpErrors.forbidden(profileMessages.currentPasswordWrong);
        }
        let updated: Account;
        try {
          [updated] = (await tx
            .update(accounts)
            .set({ ...patch, updatedAt: new Date() })
            .where(eq(accounts.id, id))
            .returning()) as [Account];
        } catch (error) {
          // One answer whichever field clashed: naming it would tell who has an account (issue 14, item 7).
          if (uniqueViolation(error) !== undefined) throw httpErrors.conflict(profileMessages.detailsTaken);
          throw error;
        }
        // A car number added here joins the garage too, typeless like the ones from sign-up (issue 16).
        if (patch.carNo) await addFirstVehicles(tx, id, patch.carNo);
        if (changes.length === 0) return { row: updated, noticed: false };

        const token = newToken();
        await tx.insert(profileChanges).values({
          accountId: id,
          tokenHash: sha256(token),
          oldUsername: before.username,
          oldEmail: before.email,
          oldPhone: before.phone,
          expiresAt: sql`now() + make_interval(days => ${REPORT_LINK_DAYS})`,
        });
        await tx.execute(
          queueMailSql(
            profileChangeNotice({
              to: before.email,
              username: before.username,
              changes,
              reportLink: `${publicUrl}${routes.reportProfileChange}?token=${token}`,
              validDays: REPORT_LINK_DAYS,
            }),
          ),
        );
        return { row: updated, noticed: true };
      });
      if (noticed) mailer.poke();
      return row;
    },
  };
}
