import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@autospa/db';
import { repoRoot, startServerProcess, type ServerProcess } from '../../../apps/api/src/test/server-process.js';

export const ADMIN = { username: 'demo-admin', password: 'DemoAdmin#2026' };
export const CUSTOMER = { username: 'demo-user', password: 'DemoUser#2026' };

export interface BenchStack {
  pg: EmbeddedPostgres;
  server: ServerProcess;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * BENCH_PROFILE=<folder> writes a CPU profile of the server there when it stops (open it in Chrome DevTools).
 * An embedded PostgreSQL of its own (in a temporary folder) and the production bundle on it, as a separate
 * process: LOG_LEVEL=warn and the request limits as in production (`npm start`), behind a proxy (TRUST_PROXY=1:
 * each simulated client sends its own X-Forwarded-For address), demo data.
 */
export async function startStack(log: (m: string) => void): Promise<BenchStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'autospa-bench-'));
  const pg = await startEmbeddedPostgres({ dataDir, database: 'bench', log });
  // BENCH_SERVER: another bundle to measure (an A/B comparison); by default the one `npm run build` makes.
  const server = await startServerProcess(
    process.env.BENCH_SERVER ?? join(repoRoot, 'apps/api/dist/server.js'),
    {
      DATABASE_URL: pg.url,
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      ADMIN_USERNAME: 'bench-owner',
      ADMIN_PASSWORD: 'bench-owner-password',
    },
    undefined,
    process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
  );
  log(`server ready on ${server.url} in ${server.startMs} ms (PostgreSQL ${pg.url.replace(/:[^:@/]+@/, ':***@')})`);
  return {
    pg,
    server,
    dataDir,
    async stop() {
      server.child.kill('SIGTERM');
      await server.exited;
      await pg.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface BareServer {
  url: string;
  stop(): Promise<void>;
}

/** scripts/bench/bare-server.mjs serving the given bodies, in a process of its own like the real server. */
export async function startBareServer(routes: Record<string, { contentType: string; body: Buffer }>): Promise<BareServer> {
  const dir = mkdtempSync(join(tmpdir(), 'autospa-bare-'));
  const file = join(dir, 'routes.json');
  writeFileSync(
    file,
    JSON.stringify(
      Object.fromEntries(Object.entries(routes).map(([p, r]) => [p, { contentType: r.contentType, body: r.body.toString('base64') }])),
    ),
  );
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, 'scripts/bench/bare-server.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (d: Buffer) => resolve(Number(d.toString().trim())));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
