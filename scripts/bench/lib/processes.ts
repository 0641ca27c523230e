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
  /** The server as `npm start` runs it: the default log level (info, a line per request) and the real request limits. */
  server: ServerProcess;
  /** The same bundle on the same database, tuned for throughput: LOG_LEVEL=warn, RATE_LIMIT_FACTOR=1000000. */
  tuned: ServerProcess;
  dataDir: string;
  stop(): Promise<void>;
}

/** What each server of the stack runs with beyond the shared settings, as the report labels it. */
export const CONFIGS = {
  npmStart: { label: 'as `npm start` runs it (LOG_LEVEL=info, the default; real request limits)', env: { LOG_LEVEL: 'info' } },
  tuned: { label: 'tuned (LOG_LEVEL=warn, RATE_LIMIT_FACTOR=1000000)', env: { LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '1000000' } },
} as const;

/**
 * BENCH_PROFILE=<folder> writes a CPU profile of the server there when it stops (open it in Chrome DevTools).
 * An embedded PostgreSQL of its own (in a temporary folder) and two processes of the production bundle on it:
 * one as `npm start` runs it and one tuned (CONFIGS), both behind a proxy (TRUST_PROXY=1: each simulated client
 * sends its own X-Forwarded-For address), demo data.
 */
export async function startStack(log: (m: string) => void): Promise<BenchStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'autospa-bench-'));
  const pg = await startEmbeddedPostgres({ dataDir, database: 'bench', log });
  // BENCH_SERVER: another bundle to measure (an A/B comparison); by default the one `npm run build` makes.
  const entry = process.env.BENCH_SERVER ?? join(repoRoot, 'apps/api/dist/server.js');
  const shared = {
    DATABASE_URL: pg.url,
    DATA_DIR: dataDir,
    DEMO_DATA: '1',
    TRUST_PROXY: '1',
    ADMIN_USERNAME: 'bench-owner',
    ADMIN_PASSWORD: 'bench-owner-password',
  };
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  // The log of every request is read (as a terminal or a log collector would) but only its tail is kept.
  const server = await startServerProcess(entry, { ...shared, ...CONFIGS.npmStart.env }, undefined, profile, 1_000_000);
  log(
    `server (${CONFIGS.npmStart.label}) ready on ${server.url} in ${server.startMs} ms (PostgreSQL ${pg.url.replace(/:[^:@/]+@/, ':***@')})`,
  );
  const tuned = await startServerProcess(entry, { ...shared, ...CONFIGS.tuned.env }, undefined, [], 1_000_000);
  log(`server (${CONFIGS.tuned.label}) ready on ${tuned.url}`);
  return {
    pg,
    server,
    tuned,
    dataDir,
    async stop() {
      for (const s of [server, tuned]) s.child.kill('SIGTERM');
      await Promise.all([server.exited, tuned.exited]);
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
