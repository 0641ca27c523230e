import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import 'vitest';
import type { TestProject } from 'vitest/node';
import { connect } from '../client.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../embedded.js';
import { runMigrations } from '../migrate.js';
import { createEmptyDatabase, databaseUrl, dropDatabase } from './database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbAdminUrl: string;
    dbTemplate: string;
  }
}

// One PostgreSQL per run (embedded, or TEST_DATABASE_URL), one migrated template, one copy per test file.
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = mkdtempSync(join(tmpdir(), 'autospa-test-pg-'));
    embedded = await startEmbeddedPostgres({ dataDir });
    adminUrl = embedded.adminUrl;
  }
  const template = `autospa_template_${process.pid}`;
  await createEmptyDatabase(adminUrl, template);
  const handle = connect(databaseUrl(adminUrl, template), { max: 1, statementTimeoutMs: 0 });
  await runMigrations(handle.db);
  await handle.close();
  project.provide('dbAdminUrl', adminUrl);
  project.provide('dbTemplate', template);

  return async () => {
    await dropDatabase(adminUrl, template).catch(() => undefined);
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
