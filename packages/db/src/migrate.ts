import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
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

export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsFolder() });
}
