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
  /** Ready after this many ms (spawn to listening). */
  startMs: number;
}

/** Spawns the bundle and waits until it says it is listening. */
export async function startServerProcess(
  entry: string,
  env: Record<string, string>,
  port?: number,
  nodeArgs: string[] = [],
  /** Keep only about the last this many bytes of output (a server logging every request, as at LOG_LEVEL=info). */
  keepBytes = Infinity,
): Promise<ServerProcess> {
  const started = Date.now();
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: String(listenPort), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The output as the chunks read, the oldest dropped past keepBytes: a server logging every request under load
  // (the bench) writes megabytes a second, and a string grown and cut at each chunk cost the reading process (the
  // load generator's) more CPU than its requests did.
  const chunks: Buffer[] = [];
  let kept = 0;
  const keep = (d: Buffer) => {
    chunks.push(d);
    kept += d.length;
    while (chunks.length > 1 && kept - chunks[0]!.length >= keepBytes) kept -= chunks.shift()!.length;
  };
  const output = () => Buffer.concat(chunks).toString();
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const url = `http://127.0.0.1:${listenPort}`;
  try {
    // server.ts prints this line (whatever LOG_LEVEL) once it listens.
    await printed(child, 'Auto Spa is running on', 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}:\n${output()}`);
  }
  return { child, url, port: listenPort, output, exited, startMs: Date.now() - started };
}

/**
 * Resolves once the process prints `text` (on stdout or stderr) from now on; rejects when it exits first or
 * after `timeoutMs`. Tests wait for what the server says it did, not for a guessed number of milliseconds.
 */
export function printed(child: ChildProcess, text: string, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (d: Buffer) => {
      seen += d.toString();
      if (seen.includes(text)) done(resolve);
    };
    const onExit = () => done(() => reject(new Error(`the process exited before printing "${text}"`)));
    const timer = setTimeout(() => done(() => reject(new Error(`the process did not print "${text}" within ${timeoutMs} ms`))), timeoutMs);
    const done = (settle: () => void) => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      settle();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
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
