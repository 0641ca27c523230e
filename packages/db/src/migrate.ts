import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import PgBoss from 'pg-boss';
import type { Database } from './client.js';

// Works from the TypeScript sources and from a bundled build: walk up to packages/db/migrations.
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    for (const candidate of [join(dir, 'migrations'), join(dir, 'packages', 'db', 'migrations')]) {
      if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    }
    dir = resolve(dir, '..');
  }
  throw new Error('Database migrations folder not found (packages/db/migrations).');
}

/** The job queue's tables live in their own schema, created and upgraded by pg-boss itself (apps/api/src/jobs). */
export const JOB_SCHEMA = 'pgboss';

export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsFolder() });
  await installJobSchema(db);
}

// pg-boss creates its schema on a fresh database, or migrates one an older pg-boss made, under an advisory
// lock (two instances starting together are safe). Done here, with the migrations, so that an app's start only
// checks the version and the tests' template database already holds it.
async function installJobSchema(db: Database): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => db.$client.query(text, values) },
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
