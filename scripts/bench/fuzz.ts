import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../apps/api/src/test/server-process.js';

export interface FuzzFigures {
  runs: number;
  routes: number;
  ms: number;
  passed: boolean;
  /** Answers per status over every route. */
  statuses: Record<string, number>;
  failures: string[];
}

/** apps/api/src/test/fuzz.test.ts with FUZZ_RUNS per route (the suite runs it with fewer). */
export function fuzz(runs: number, log: (m: string) => void): FuzzFigures {
  const dir = mkdtempSync(join(tmpdir(), 'autospa-fuzz-'));
  const report = join(dir, 'report.json');
  try {
    const run = spawnSync(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', '--project', 'api', 'apps/api/src/test/fuzz.test.ts'],
      {
        cwd: repoRoot,
        env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_REPORT: report },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    // eslint-disable-next-line no-control-regex -- strips the colours from vitest's report
    const output = run.stdout.replace(/\x1b\[[0-9;]*m/g, '');
    const failures = output
      .split('\n')
      .filter((l) => /^\s*×/.test(l))
      .map((l) => l.trim());
    const result = JSON.parse(readFileSync(report, 'utf8')) as {
      runs: number;
      routes: number;
      ms: number;
      statuses: Record<string, Record<string, number>>;
    };
    const statuses: Record<string, number> = {};
    for (const perRoute of Object.values(result.statuses))
      for (const [code, n] of Object.entries(perRoute)) statuses[code] = (statuses[code] ?? 0) + n;
    log(
      `fuzz: ${result.routes} routes × ${runs} runs in ${(result.ms / 1000).toFixed(0)} s, ${run.status === 0 ? 'passed' : `FAILED (${failures.length})`}`,
    );
    return { runs, routes: result.routes, ms: result.ms, passed: run.status === 0, statuses, failures };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
