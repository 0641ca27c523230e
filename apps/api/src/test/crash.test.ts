import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCrashRounds } from './crash-run.js';
import { buildServerBundle } from './server-process.js';

// CI size of scripts/bench/crash.ts (20 kills there): the real server process in embedded mode.
const KILLS = 3;
let bundle: Awaited<ReturnType<typeof buildServerBundle>>;
const dataDir = mkdtempSync(join(tmpdir(), 'autospa-crash-'));
beforeAll(async () => {
  bundle = await buildServerBundle('crash');
});
afterAll(() => {
  bundle?.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9 under a stream of create-booking requests', () => {
  it(
    `keeps every answered booking, once, with no slot over capacity, over ${KILLS} kills (the last a power cut)`,
    { timeout: 120_000 },
    async () => {
      const report = await runCrashRounds({ entry: bundle.entry, dataDir, kills: KILLS, powerCutEvery: KILLS, workers: 6 });
      expect({
        lost: report.lost,
        duplicated: report.duplicated,
        overCapacity: report.overCapacity,
        unexpected: report.unexpected,
      }).toEqual({
        lost: [],
        duplicated: [],
        overCapacity: [],
        unexpected: [],
      });
      expect(report.acknowledged).toBeGreaterThan(0);
      expect(report.stored).toBe(report.acknowledged + report.cutOffStored);
      // A kill -9 of Node leaves its PostgreSQL running; the next start stops it (clean shutdown, no recovery).
      for (const r of report.rounds.filter((r) => r.mode === 'node'))
        expect(r, `kill ${r.round}`).toMatchObject({ leftoverRunning: true, leftoverStopped: true, walRecovery: false });
      // A power cut (PostgreSQL killed too) is recovered from the WAL at the next start.
      expect(report.rounds.at(-1)).toMatchObject({ mode: 'node+postgres', walRecovery: true });
    },
  );
});
