import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { connect, runMigrations, startEmbeddedPostgres, type EmbeddedPostgres } from '@autospa/db';
import { buildApp } from './app.js';
import { seedBusinessDetails } from './bootstrap/business-details.js';
import { ensureFirstAdmin } from './bootstrap/first-admin.js';
import { seedDemoAccounts } from './bootstrap/demo-accounts.js';
import { seedDemoBookings } from './bootstrap/demo-bookings.js';
import { seedDemoCatalog } from './bootstrap/demo-catalog.js';
import { seedDemoFinance } from './bootstrap/demo-finance.js';
import { seedDemoPlans } from './bootstrap/demo-plans.js';
import { seedDemoBays, seedDemoStaffTime } from './bootstrap/demo-scheduling.js';
import { seedDemoVehicles } from './bootstrap/demo-vehicles.js';
import { loadConfig } from './config.js';
import { planMissingJob } from './reminders/schedule.js';

// Time for requests already on the wire to be read before idle sockets are closed.
const DRAIN_GRACE_MS = 300;
const LOG_BUFFER_BYTES = 16 * 1024 * 1024;

// Reads config, starts the database, listens, and shuts down gracefully (STYLE.md rule 2).
async function main() {
  const config = loadConfig();
  const log = (m: string) => console.log(m);
  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, log });
    databaseUrl = embedded.url;
  }
  const handle = connect(databaseUrl, { max: 20 });
  // Migrations and the demo data run on their own connection without the statement timeout: a migration that
  // builds an index on a large table may rightly take longer than any request should.
  const setup = connect(databaseUrl, { max: 1, statementTimeoutMs: 0 });
  try {
    await runMigrations(setup.db);
    await seedBusinessDetails(setup.db, config.business);
    const admin = await ensureFirstAdmin(setup.db, config);
    if (admin?.generatedPassword) {
      console.log(
        `\n  First Admin created. Username: ${admin.username}  Password: ${admin.generatedPassword}\n  This password is shown once; change it after signing in.\n`,
      );
    }
    if (config.DEMO_DATA) {
      await seedDemoAccounts(setup.db);
      await seedDemoCatalog(setup.db);
      await seedDemoPlans(setup.db);
      await seedDemoVehicles(setup.db);
      await seedDemoBays(setup.db);
      await seedDemoBookings(setup.db);
      await seedDemoFinance(setup.db);
      await seedDemoStaffTime(setup.db);
    }
  } catch (error) {
    await setup.close();
    await handle.close();
    await embedded?.stop();
    throw error;
  }
  await setup.close();

  const redis = config.REDIS_URL ? new (await import('ioredis')).Redis(config.REDIS_URL) : undefined;
  const app = await buildApp({
    db: handle.db,
    // Log lines are written off the request path: those that come while a write is under way go out with the next
    // one, from libuv's thread pool (sonic-boom). A cached read cost 7 % less CPU (docs/decisions/017). pino writes
    // what is waiting when the process exits; past 16 MiB waiting for a stalled reader, lines are dropped rather than
    // the server stopping, which is what a synchronous write to a full pipe does.
    logger: { level: config.LOG_LEVEL, stream: pino.destination({ dest: 1, sync: false, maxLength: LOG_BUFFER_BYTES }) },
    trustProxy: config.TRUST_PROXY,
    limits: config.limits,
    businessEmail: config.BUSINESS_EMAIL,
    publicUrl: config.publicUrl,
    manageLinkSecret: config.MANAGE_LINK_SECRET,
    textProviders: config.textProviders,
    razorpay: config.razorpay,
    redis,
    mail: { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.outboxDir },
  });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal} received, finishing in-flight requests`);
    app.startDraining();
    await new Promise((resolve) => setTimeout(resolve, DRAIN_GRACE_MS));
    await app.close();
    await handle.close();
    redis?.disconnect();
    await embedded?.stop();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  // Bookings made by an older version (or the demo seed) get their reminders too.
  await app.jobs.send(planMissingJob, {});
  console.log(`Auto Spa is running on http://${config.HOST}:${config.PORT}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
