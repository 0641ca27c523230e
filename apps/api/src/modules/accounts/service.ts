import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { messages, type createEmployeeBody, type createUserBody } from '@autospa/contract';
import { accounts, bookings, hashPassword, type Account, type Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import { uniqueViolation } from '../../lib/db-errors.js';
import { likePattern, paged } from '../../lib/paging.js';
import { revokeAccountSessions } from '../auth/sessions.js';
import { addFirstVehicles } from '../vehicles/first-vehicles.js';

export type AccountKind = 'User' | 'Employee';
type NewUser = z.output<typeof createUserBody>;
type NewEmployee = z.output<typeof createEmployeeBody>;

const duplicateField: Record<string, 'username' | 'email' | 'phone'> = {
  accounts_username_lower_key: 'username',
  accounts_email_key: 'email',
  accounts_phone_key: 'phone',
};

// Unique indexes decide duplicates atomically. For the Admin the message names the field that clashed; an
// anonymous sign-up gets one neutral message, so it cannot be used to learn whose email or phone is on file.
async function guardUnique<T>(run: () => Promise<T>, nameTheField = true): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === undefined) throw error;
    throw httpErrors.conflict(
      nameTheField ? messages.accounts.duplicate(duplicateField[constraint] ?? 'username') : messages.accounts.signUpTaken,
    );
  }
}

export interface ListOptions {
  page?: number;
  limit?: number;
  q?: string;
}

export function accountsService(db: Database) {
  async function findOfKind(kind: AccountKind, id: string): Promise<Account> {
    const [row] = await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, id), eq(accounts.typeOfUser, kind)))
      .limit(1);
    if (!row) throw httpErrors.notFound(messages.accounts.notFound);
    return row;
  }

  return {
    findOfKind,

    async createUser(body: NewUser, options: { typeOfUser?: 'User' | 'Admin'; nameTheTakenField?: boolean } = {}): Promise<Account> {
      const { typeOfUser = 'User', nameTheTakenField = true } = options;
      const passwordHash = await hashPassword(body.password);
      return guardUnique(
        () =>
          db.transaction(async (tx) => {
            const [row] = await tx
              .insert(accounts)
              .values({ typeOfUser, username: body.username, email: body.emailId, phone: body.phone, carNo: body.carNo, passwordHash })
              .returning();
            // The car number given at sign-up is the customer's first vehicle (issue 16).
            if (typeOfUser === 'User') await addFirstVehicles(tx, row!.id, body.carNo);
            return row!;
          }),
        nameTheTakenField,
      );
    },

    async createEmployee(body: NewEmployee): Promise<Account> {
      const passwordHash = await hashPassword(body.password);
      return guardUnique(async () => {
        const [row] = await db
          .insert(accounts)
          .values({
            typeOfUser: 'Employee',
            username: body.username,
            email: body.emailId,
            phone: body.phone,
            gender: body.gender,
            country: body.country,
            state: body.state,
            pincode: body.pincode,
            dateOfBirth: body.dateOfBirth,
            passwordHash,
          })
          .returning();
        return row!;
      });
    },

    async list(kind: AccountKind, { page, limit, q }: ListOptions): Promise<{ rows: Account[]; total: number }> {
      const filters: SQL[] = [eq(accounts.typeOfUser, kind)];
      if (q?.trim()) {
        const like = likePattern(q);
        filters.push(or(ilike(accounts.username, like), ilike(accounts.email, like), ilike(accounts.phone, like))!);
      }
      const where = and(...filters);
      const query = db.select().from(accounts).where(where).orderBy(desc(accounts.createdAt), desc(accounts.id));
      return paged(db, accounts, where, { page, limit }, (w) => query.limit(w.limit).offset(w.offset));
    },

    /** How many bookings each of these customers has (the User list's `bookings` column); one array parameter, any length. */
    async bookingCounts(userIds: string[]): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ id: bookings.userId, n: count() })
        .from(bookings)
        .where(sql`${bookings.userId} = any(${sql.param(userIds)}::uuid[])`)
        .groupBy(bookings.userId);
      return new Map(rows.map((r) => [r.id ?? '', r.n]));
    },

    async update(kind: AccountKind, id: string, patch: Partial<Account>): Promise<Account> {
      await findOfKind(kind, id);
      const values: Partial<Account> = { ...patch, updatedAt: new Date() };
      if (patch.active === true) values.deactivatedAt = null;
      if (patch.active === false) values.deactivatedAt = new Date();
      const row = await guardUnique(async () => (await db.update(accounts).set(values).where(eq(accounts.id, id)).returning())[0]!);
      if (patch.active === false) await revokeAccountSessions(db, id);
      return row;
    },

    // Deactivation keeps the account and its history; it can no longer sign in and its sessions end.
    async deactivate(kind: AccountKind, id: string): Promise<void> {
      await findOfKind(kind, id);
      await db
        .update(accounts)
        .set({ active: false, deactivatedAt: sql`coalesce(${accounts.deactivatedAt}, now())`, updatedAt: new Date() })
        .where(eq(accounts.id, id));
      await revokeAccountSessions(db, id);
    },
  };
}
