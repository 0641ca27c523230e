import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { PUBLIC_PAGES } from '../public-pages.mjs';
import { routes } from '@autospa/contract';
import { api, repoRoot } from '../../apps/api/src/test/server-process.js';
import { ADMIN } from './lib/processes.js';

// Lighthouse is a dev dependency pinned to 12.8.2, the newest 12.x, which runs on Node 20 (13 needs Node 22.19).
const lighthouseCli = fileURLToPath(import.meta.resolve('lighthouse/cli/index.js'));
const chrome = CHROMIUM_PATH;
const chromeFlags = ['--headless', ...CHROMIUM_ARGS];

export interface LighthouseFigure {
  path: string;
  /** Performance score of each run. */
  scores: number[];
  /** SEO score of each run. */
  seoScores: number[];
  /** Runs that gave no score after three tries (Lighthouse's error code). */
  errors: string[];
  /** Median performance score. */
  median: number;
  /** Median SEO score. */
  seo: number;
  /** SEO audits that failed in the median SEO run (their ids). */
  seoFailures: string[];
  /** Metrics of the median performance run, in ms. */
  fcp: number;
  lcp: number;
  tbt: number;
  si: number;
  /** CLS: the median over the runs, and the largest (the target is on every load, so the worst run is shown too). */
  cls: number;
  clsMax: number;
}

export interface BundleFigure {
  path: string;
  js: number;
  css: number;
}

export interface PagesFigures {
  lighthouse: LighthouseFigure[];
  lighthouseVersion: string;
  bundles: BundleFigure[];
  bundleSource: string;
  signedIn: BundleFigure & { files: number };
  allJs: number;
}

const gz = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/**
 * A child process to its end, without blocking the bench's event loop: a Lighthouse run lasts a minute, and a
 * blocked loop misses the server closing idle keep-alive sockets, so the next request met a closed one.
 */
function run(
  cmd: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.once('error', (error) => (stderr += String(error)));
    child.once('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });
}

type Audit = { score: number | null; scoreDisplayMode?: string; numericValue?: number };
type LighthouseRun = { score: number; seo: number; seoFailures: string[]; audits: Record<string, Audit> };

/** Lighthouse's mobile preset (its default: Moto G power, simulated slow 4G and 4× CPU slowdown). */
async function lighthouseRun(url: string, dir: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, dir);
    } catch (error) {
      // Chromium sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is tried again.
      if (attempt >= 3) throw error;
    }
  }
}

let runNumber = 0;

async function lighthouseOnce(url: string, dir: string): Promise<LighthouseRun> {
  // Runs go side by side (LIGHTHOUSE_CONCURRENCY): each writes a file of its own.
  const out = join(dir, `lh-${process.pid}-${++runNumber}.json`);
  const args = [
    url,
    '--only-categories=performance,seo',
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    `--chrome-flags=${chromeFlags.join(' ')}`,
  ];
  const result = await run(process.execPath, [lighthouseCli, ...args], {
    env: { ...process.env, CHROME_PATH: chrome },
    timeoutMs: 300_000,
  });
  if (result.status !== 0 || !existsSync(out)) throw new Error(`lighthouse ${url} failed: ${result.stderr}`);
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: { performance: { score: number | null }; seo: { score: number | null; auditRefs: { id: string; weight: number }[] } };
    audits: Record<string, Audit>;
  };
  rmSync(out, { force: true });
  const { performance, seo } = report.categories;
  if (performance.score === null || seo.score === null) throw new Error(`lighthouse ${url}: no score`);
  const seoFailures = seo.auditRefs
    .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && report.audits[ref.id]!.score! < 1)
    .map((ref) => ref.id);
  return { score: Math.round(performance.score * 100), seo: Math.round(seo.score * 100), seoFailures, audits: report.audits };
}

const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Median of `runs` Lighthouse runs per page, so many pages at once (each run is a Chromium of its own). */
export async function lighthouse(
  base: string,
  runs: number,
  concurrency: number,
  log: (m: string) => void,
): Promise<{ figures: LighthouseFigure[]; version: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'autospa-lh-'));
  try {
    const results = new Map<string, { runs: LighthouseRun[]; errors: string[] }>(PUBLIC_PAGES.map((p) => [p, { runs: [], errors: [] }]));
    // Round by round (every page once, then again), so that a page's runs meet different moments of a busy machine.
    const queue = Array.from({ length: runs }, () => PUBLIC_PAGES).flat();
    const total = queue.length;
    let finished = 0;
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const page = results.get(path)!;
        try {
          const done = await lighthouseRun(base + path, dir);
          page.runs.push(done);
          // A run lasts half a minute or more on a busy machine: each reports, or the bench looks stuck.
          log(`lighthouse run ${++finished}/${total}: ${path} performance ${done.score}, SEO ${done.seo}`);
        } catch (error) {
          page.errors.push(/\(([A-Z_]+)\)/.exec(String(error))?.[1] ?? String(error).slice(0, 120));
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
    const figures = PUBLIC_PAGES.map((path): LighthouseFigure => {
      const { runs: done, errors } = results.get(path)!;
      const byScore = [...done].sort((a, b) => a.score - b.score);
      const median = byScore[Math.floor(byScore.length / 2)];
      const bySeo = [...done].sort((a, b) => a.seo - b.seo);
      const metric = (id: string) => median?.audits[id]?.numericValue ?? NaN;
      const clsRuns = done.map((r) => r.audits['cumulative-layout-shift']?.numericValue ?? NaN);
      const figure = {
        path,
        scores: done.map((r) => r.score),
        seoScores: done.map((r) => r.seo),
        errors,
        median: median?.score ?? NaN,
        seo: medianOf(done.map((r) => r.seo)),
        seoFailures: bySeo[Math.floor(bySeo.length / 2)]?.seoFailures ?? [],
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        si: metric('speed-index'),
        cls: medianOf(clsRuns),
        clsMax: clsRuns.length ? Math.max(...clsRuns) : NaN,
      };
      log(
        `lighthouse ${path}: performance ${figure.scores.join(', ')} (median ${figure.median}), SEO ${figure.seo}, CLS ${figure.cls.toFixed(3)}${errors.length ? `; failed runs: ${errors.join(', ')}` : ''}`,
      );
      return figure;
    });
    const { version } = JSON.parse(readFileSync(fileURLToPath(import.meta.resolve('lighthouse/package.json')), 'utf8')) as {
      version: string;
    };
    return { figures, version };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** JS and CSS (gzip -9) a page fetches on a cold first load in Chromium, nothing scrolled or clicked. */
async function firstLoad(base: string, path: string, storage?: Record<string, string>): Promise<BundleFigure & { files: number }> {
  const browser = await chromium.launch({ executablePath: chrome, args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    type Page = { localStorage: { setItem(key: string, value: string): void } };
    if (storage)
      await context.addInitScript(
        (items: Record<string, string>) =>
          Object.entries(items).forEach(([k, v]) => (globalThis as unknown as Page).localStorage.setItem(k, v)),
        storage,
      );
    const page = await context.newPage();
    const sizes = new Map<string, { ext: string; bytes: Promise<Buffer> }>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      const ext = extname(url.pathname);
      if (url.origin === base && (ext === '.js' || ext === '.css')) sizes.set(url.pathname, { ext, bytes: response.body() });
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    let js = 0;
    let css = 0;
    for (const { ext, bytes } of sizes.values()) {
      const size = gz(await bytes);
      if (ext === '.js') js += size;
      else css += size;
    }
    return { path, js, css, files: sizes.size };
  } finally {
    await browser.close();
  }
}

/** The web build the bench server serves: BENCH_SERVER's (a "before" build, say) or this checkout's. */
export function webDist(): string {
  const server = process.env.BENCH_SERVER;
  // The server finds its web app at ../../web/dist from apps/api/dist/server.js (apps/api/src/app.ts).
  return server ? resolve(dirname(server), '../../web/dist') : join(repoRoot, 'apps/web/dist');
}

export async function bundles(base: string, log: (m: string) => void): Promise<Omit<PagesFigures, 'lighthouse' | 'lighthouseVersion'>> {
  const dist = webDist();
  const script = join(repoRoot, 'scripts/measure-bundles.mjs');
  // It exits 1 when a page is over its budget, and still prints every page's figures.
  const measured = await run(process.execPath, [script, '--json', `--dist=${dist}`], { cwd: repoRoot, timeoutMs: 300_000 });
  let figures: BundleFigure[];
  try {
    figures = (JSON.parse(measured.stdout) as BundleFigure[]).map(({ path, js, css }) => ({ path, js, css }));
  } catch {
    throw new Error(`measure-bundles.mjs gave no JSON (exit ${measured.status}): ${measured.stderr.slice(-500)}`);
  }
  const source = '`node scripts/measure-bundles.mjs --json` (Chromium via playwright-core, a static server of the build)';
  // Signed in as the Admin, landing on the dashboard with an empty cache (SPEC.md §3 session storage).
  const login = await api<{ token: string; email: string; typeOfUser: string; username: string; employeeId: string }>(
    base,
    'POST',
    '/tor/login',
    ADMIN,
  );
  const s = login.body;
  const signedIn = await firstLoad(base, routes.adminDashboard, {
    token: s.token,
    email: s.email,
    typeOfUser: s.typeOfUser,
    userData: JSON.stringify({ email: s.email, username: s.username, typeOfUser: s.typeOfUser, employeeId: s.employeeId }),
  });
  const assets = join(dist, 'assets');
  const allJs = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((n, f) => n + gz(readFileSync(join(assets, f))), 0);
  log(
    `bundles: / ${(figures.find((f) => f.path === '/')!.js / 1024).toFixed(1)} KiB JS; signed-in dashboard ${(signedIn.js / 1024).toFixed(1)} KiB JS`,
  );
  return { bundles: figures, bundleSource: source, signedIn, allJs };
}
