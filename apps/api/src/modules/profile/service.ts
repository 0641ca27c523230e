import { eq } from 'drizzle-orm';
import { messages, profileMessages, type updateMyProfileBody } from '@autospa/contract';
import { accounts, type Account, type Database } from '@autospa/db';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/errors.js';
import { accountsService } from '../accounts/service.js';

type ProfilePatch = z.output<typeof updateMyProfileBody>;

export function profileService(db: Database) {
  const accountsSvc = accountsService(db);
  return {
    async get(id: string): Promise<Account> {
      const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
      if (!row) throw notFound(messages.accounts.notFound);
      return row;
    },

    /** A customer's own details; duplicates answer 409 exactly as the Admin's update-user does. */
    async updateCustomer(id: string, { emailId, carNo, ...rest }: ProfilePatch): Promise<Account> {
      const patch: Partial<Account> = { ...rest };
      if (emailId !== undefined) patch.email = emailId;
      if (carNo !== undefined) patch.carNo = [...new Set(carNo)];
      if (Object.keys(patch).length === 0) throw badRequest(profileMessages.nothingToUpdate);
      return accountsSvc.update('User', id, patch);
    },
  };
}
