import { eq, sql } from 'drizzle-orm';
import { messages, type LoginBody, type LoginResponse } from '@autospa/contract';
import { accounts, verifyPassword, type Account, type Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import type { Limits } from '../../config.js';
import { rateCounter, type Reservation } from '../../lib/rate-counter.js';
import { createSession } from './sessions.js';

/** The identifier as the lookup matches it, so 'Ravi' and 'ravi ' share one throttle. */
function normalisedIdentifier(body: LoginBody): string {
  if (body.emailId) return `email:${body.emailId.toLowerCase()}`;
  if (body.phone) return `phone:${body.phone}`;
  return `username:${(body.username ?? '').normalize('NFC').toLowerCase()}`;
}

async function findByIdentifier(db: Database, body: LoginBody): Promise<Account | undefined> {
  const where = body.emailId
    ? eq(accounts.email, body.emailId.toLowerCase())
    : body.phone
      ? eq(accounts.phone, body.phone)
      : sql`lower(${accounts.username}) = lower(${(body.username ?? '').normalize('NFC')})`;
  const [row] = await db.select().from(accounts).where(where).limit(1);
  return row;
}

// The per-identifier-and-address key has no count limit of its own: its growing delay is the limit.
const NO_COUNT_LIMIT = 2_147_483_647;

function refuseUnlessAllowed(reservation: Reservation): void {
  if (!reservation.allowed)
    throw httpErrors.createError(429, messages.login.tooManyAttempts, {
      headers: { 'retry-after': String(reservation.retryAfterSeconds) },
    });
}

export function authService(db: Database, limits: Limits) {
  const attempts = rateCounter(db, limits.loginWindowMs);
  // The first unknown identifier would otherwise pay for hashing the dummy hash, and be told apart by it.
  void verifyPassword(undefined, '');

  return {
    // Every attempt is reserved before argon2 runs (an atomic count in PostgreSQL), first per identifier and
    // address — an unknown identifier exactly like a known one — then per address, then per account. Each
    // step does the same work whether the account exists; the answer never says which part was wrong.
    async login(body: LoginBody, ip: string): Promise<LoginResponse> {
      const identifier = normalisedIdentifier(body);
      const pairKey = `login:pair:${ip}:${identifier}`;
      const ipKey = `login:ip:${ip}`;
      refuseUnlessAllowed(await attempts.reserve(pairKey, { max: NO_COUNT_LIMIT, freeBeforeDelay: limits.loginFreeAttemptsPerAddress }));
      refuseUnlessAllowed(await attempts.reserve(ipKey, { max: limits.loginFailuresPerIp }));
      const account = await findByIdentifier(db, body);
      const accountKey = `login:account:${account?.id ?? identifier}`;
      refuseUnlessAllowed(await attempts.reserve(accountKey, { max: limits.loginFailuresPerAccount }));
      const ok = await verifyPassword(account?.passwordHash, body.password ?? '');
      if (!ok || !account) throw httpErrors.unauthorized(messages.login.invalidCredentials);
      if (!account.active) throw httpErrors.forbidden(messages.login.deactivated);
      // A success is not a failure: its reservations are given back and the failure counts start over.
      await attempts.reset(pairKey);
      await attempts.reset(accountKey);
      await attempts.release(ipKey);
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
