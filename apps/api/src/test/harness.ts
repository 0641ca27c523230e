import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { inject } from 'vitest';
import { connect, type Account, type Database } from '@autospa/db';
import { createDatabaseFromTemplate, readOutbox } from '@autospa/db/testing';
import { buildApp, type App, type AppOptions } from '../app.js';
import { defaultLimits, type Limits } from '../config.js';

type InstanceOptions = {
  limits?: Partial<Limits>;
  redis?: Redis;
  trustProxy?: boolean;
  /** Runs before the app is ready: a test may register job handlers there. */
  beforeReady?: (app: App) => void;
  /** Issue 21: Razorpay's settings (a local server in tests); unset, online payment is off. */
  razorpay?: AppOptions['razorpay'];
};

// Generous form limits unless a test is about them: each test file shares one client address.
function testAppOptions(db: Database, outboxDir: string, options: InstanceOptions): AppOptions {
  return {
    db,
    mail: { from: 'Auto Spa <test@autospa.example>', outboxDir },
    limits: {
      ...defaultLimits,
      sendOtpPerWindow: 1000,
      updatePasswordPerWindow: 1000,
      registrationsPerWindow: 1000,
      publicFormsPerWindow: 1000,
      bookingsPerAccount: 1000,
      bookingsPerAddress: 1000,
      publicBookingsPerAddress: 1000,
      publicBookingsPerPhone: 1000,
      ...options.limits,
    },
    webDistDir: join(outboxDir, 'no-web-build'),
    redis: options.redis,
    // TRUST_PROXY=1: the client address comes from X-Forwarded-For.
    trustProxy: options.trustProxy,
    razorpay: options.razorpay,
  };
}

/** A real app on its own fresh database (copied from the migrated template) and its own outbox. */
export async function setupTestApp(options: InstanceOptions = {}) {
  const database = await createDatabaseFromTemplate(inject('dbAdminUrl'), inject('dbTemplate'));
  const handle = connect(database.url, { max: 5 });
  // Bulk seeds of the volume tests run longer than the app's statement timeout, as migrations and the bench do.
  const seeding = connect(database.url, { max: 1, statementTimeoutMs: 0 });
  const outboxDir = mkdtempSync(join(tmpdir(), 'autospa-outbox-'));
  const app: App = await buildApp(testAppOptions(handle.db, outboxDir, options));
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    pool: handle.pool,
    databaseUrl: database.url,
    /** The same database without the statement timeout: for bulk seeds only, never for the code under test. */
    seedDb: seeding.db,
    outboxDir,
    /** The mail sent so far: the queue is flushed first, as a visitor would wait a moment for it. */
    async outbox() {
      await app.mailQueue.flush();
      return readOutbox(outboxDir);
    },
    async close() {
      await app.close();
      await handle.close();
      await seeding.close();
      await database.drop();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another instance of the app on the same database (its own pool, workers and cache; the same outbox folder),
 * as a second server behind a load balancer would be. `beforeReady` may register job handlers.
 */
export async function startAnotherInstance(t: TestContext, options: InstanceOptions = {}) {
  const handle = connect(t.databaseUrl, { max: 5 });
  const app: App = await buildApp(testAppOptions(handle.db, t.outboxDir, options));
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof setupTestApp>>;

export async function signIn(app: App, account: Pick<Account, 'username'> & { password: string }): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/tor/login', payload: { username: account.username, password: account.password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
