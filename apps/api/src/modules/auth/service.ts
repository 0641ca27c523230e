import { eq, sql } from 'drizzle-orm';
import { messages, type LoginBody, type LoginResponse } from '@autospa/contract';
import { accounts, verifyPassword, type Account, type Database } from '@autospa/db';
import type { Limits } from '../../config.js';
import { forbidden, tooManyRequests, unauthorized } from '../../lib/errors.js';
import { rateCounter } from '../../lib/rate-counter.js';
import { createSession } from './sessions.js';

async function findByIdentifier(db: Database, body: LoginBody): Promise<Account | undefined> {
  const where = body.emailId
    ? eq(accounts.email, body.emailId.toLowerCase())
    : body.phone
      ? eq(accounts.phone, body.phone)
      : sql`lower(${accounts.username}) = lower(${body.username ?? ''})`;
  const [row] = await db.select().from(accounts).where(where).limit(1);
  return row;
}

export function authService(db: Database, limits: Limits) {
  const failures = rateCounter(db, limits.loginWindowMs);

  return {
    // Failed attempts are counted per account and per address; the answer never says which part was wrong.
    async login(body: LoginBody, ip: string): Promise<LoginResponse> {
      const ipKey = `login:ip:${ip}`;
      if ((await failures.count(ipKey)) >= limits.loginFailuresPerIp) throw tooManyRequests(messages.login.tooManyAttempts);
      const account = await findByIdentifier(db, body);
      const accountKey = account ? `login:account:${account.id}` : undefined;
      if (accountKey && (await failures.count(accountKey)) >= limits.loginFailuresPerAccount) {
        throw tooManyRequests(messages.login.tooManyAttempts);
      }
      const ok = await verifyPassword(account?.passwordHash, body.password ?? '');
      if (!ok || !account) {
        await failures.hit(ipKey);
        if (accountKey) await failures.hit(accountKey);
        throw unauthorized(messages.login.invalidCredentials);
      }
      if (!account.active) throw forbidden(messages.login.deactivated);
      if (accountKey) await failures.reset(accountKey);
      const token = await createSession(db, account.id);
      return {
        token,
        typeOfUser: account.typeOfUser,
        username: account.username,
        employeeId: account.id,
        email: account.email,
      };
    },
  };
}
