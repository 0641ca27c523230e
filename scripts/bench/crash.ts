// kill -9 the real server (embedded PostgreSQL) under a stream of create-booking requests, restart, check.
// Usage: npx tsx scripts/bench/crash.ts [kills=20]   (npm run bench runs it with BENCH_KILLS, default 20)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCrashRounds, type CrashReport } from '../../apps/api/src/test/crash-run.js';
import { buildServerBundle } from '../../apps/api/src/test/server-process.js';

export async function crashBench(kills: number, log: (m: string) => void = console.log): Promise<CrashReport> {
  const bundle = await buildServerBundle('crash-bench');
  // Not under /root (mode 0700): as root the embedded PostgreSQL runs as the postgres user.
  const dataDir = mkdtempSync(join(tmpdir(), 'autospa-crash-'));
  try {
    return await runCrashRounds({ entry: bundle.entry, dataDir, kills, powerCutEvery: 4, log });
  } finally {
    bundle.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await crashBench(Number(process.argv[2] ?? process.env.BENCH_KILLS ?? 20));
  const { rounds: _rounds, ...summary } = report;
  console.log(JSON.stringify(summary, null, 2));
  const failed = report.lost.length + report.duplicated.length + report.overCapacity.length + report.unexpected.length;
  process.exit(failed ? 1 : 0);
}
