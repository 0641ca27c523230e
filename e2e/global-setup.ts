import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '@autospa/db';
import { E2E_PORT } from './playwright.config';

const root = fileURLToPath(new URL('..', import.meta.url));
export const E2E_ADMIN = { username: 'e2e-owner', password: 'e2e-owner-password' };

// Starts a fresh PostgreSQL and the built server on it; workers reach both through the environment.
export default async function globalSetup() {
  const serverEntry = join(root, 'apps/api/dist/server.js');
  if (!existsSync(serverEntry)) throw new Error('Build first: node scripts/build.mjs');
  const dir = mkdtempSync(join(tmpdir(), 'autospa-e2e-'));
  // As root, PostgreSQL runs as `postgres`, which must be able to pass through this folder.
  chmodSync(dir, 0o711);
  const pg = await startEmbeddedPostgres({ dataDir: join(dir, 'data') });
  const outbox = join(dir, 'outbox');
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: pg.url,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      MAIL_OUTBOX_DIR: outbox,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_EMAIL: 'e2e-owner@autospa.example',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '100',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Ready when the server says it listens (it prints this line whatever LOG_LEVEL); its output is passed on.
  await new Promise<void>((resolve, reject) => {
    let printed = '';
    const timer = setTimeout(() => reject(new Error('The server did not start within 30 s')), 30_000);
    server.once('exit', () => reject(new Error('The server exited during start-up')));
    server.stdout.on('data', (d: Buffer) => {
      process.stdout.write(d);
      printed += d.toString();
      if (printed.includes('Auto Spa is running on')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  process.env.E2E_DATABASE_URL = pg.url;
  process.env.E2E_OUTBOX_DIR = outbox;

  return async () => {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
