import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// The real server as a separate process (production bundle, not tsx): for the crash and shutdown tests and
// the benchmarks. Each caller bundles to a file of its own, so test files running in parallel (server.test.ts
// rebuilds apps/api/dist/server.js) never start a half-written bundle.
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export async function buildServerBundle(name: string): Promise<{ entry: string; remove(): void }> {
  const entry = join(repoRoot, 'apps/api/dist', `server-${name}-${process.pid}.js`);
  await build({
    absWorkingDir: repoRoot,
    entryPoints: ['apps/api/src/server.ts'],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-npm-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@autospa/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return { entry, remove: () => rmSync(entry, { force: true }) };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Ready after this many ms (spawn to the first healthy answer). */
  startMs: number;
}

/** Spawns the bundle and waits until GET /tor/health answers 200. */
export async function startServerProcess(
  entry: string,
  env: Record<string, string>,
  port?: number,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const started = Date.now();
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: String(listenPort), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited during start-up:\n${output}`);
    try {
      if ((await fetch(`${url}/tor/health`)).ok)
        return { child, url, port: listenPort, output: () => output, exited, startMs: Date.now() - started };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy within 60 s:\n${output}`);
}

/** The pid in DATA_DIR/pg/postmaster.pid, if the file is there. */
export function postmasterPid(dataDir: string): number | undefined {
  const file = join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function api<T = unknown>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(base + path, {
    method,
    headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed as T };
}
