import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { routes } from '@autospa/contract';
import { api, repoRoot } from '../../apps/api/src/test/server-process.js';
import { ADMIN } from './lib/processes.js';

// Lighthouse is a dev dependency pinned to 12.8.2, the newest 12.x, which runs on Node 20 (13 needs Node 22.19).
const lighthouseCli = fileURLToPath(import.meta.resolve('lighthouse/cli/index.js'));
export const LIGHTHOUSE_PAGES = ['/', '/contact-us', '/Sign-In/Login'];
const chrome = CHROMIUM_PATH;
const chromeFlags = ['--headless', ...CHROMIUM_ARGS];

export interface LighthouseFigure {
  path: string;
  scores: number[];
  /** Runs that gave no score after three tries (Lighthouse's error code). */
  errors: string[];
  median: number;
  /** Metrics of the median run, in ms (CLS unitless). */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
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

type LighthouseRun = { score: number; audits: Record<string, { numericValue?: number }> };

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

async function lighthouseOnce(url: string, dir: string): Promise<LighthouseRun> {
  const out = join(dir, `lh-${Date.now()}.json`);
  const args = [
    url,
    '--only-categories=performance',
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
    categories: { performance: { score: number | null } };
    audits: Record<string, { numericValue?: number }>;
  };
  if (report.categories.performance.score === null) throw new Error(`lighthouse ${url}: no score`);
  return { score: Math.round(report.categories.performance.score * 100), audits: report.audits };
}

export async function lighthouse(
  base: string,
  runs: number,
  log: (m: string) => void,
): Promise<{ figures: LighthouseFigure[]; version: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'autospa-lh-'));
  try {
    const figures: LighthouseFigure[] = [];
    // One run at a time: runs side by side would measure each other.
    for (const path of LIGHTHOUSE_PAGES) {
      const errors: string[] = [];
      const results: LighthouseRun[] = [];
      for (let i = 0; i < runs; i++) {
        try {
          results.push(await lighthouseRun(base + path, dir));
        } catch (error) {
          errors.push(/\(([A-Z_]+)\)/.exec(String(error))?.[1] ?? String(error).slice(0, 120));
        }
      }
      const sorted = [...results].sort((a, b) => a.score - b.score);
      const median = sorted[Math.floor(sorted.length / 2)];
      const metric = (id: string) => median?.audits[id]?.numericValue ?? NaN;
      const figure = {
        path,
        scores: results.map((r) => r.score),
        errors,
        median: median?.score ?? NaN,
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        si: metric('speed-index'),
      };
      log(
        `lighthouse ${path}: ${figure.scores.join(', ')} (median ${figure.median})${errors.length ? `; failed runs: ${errors.join(', ')}` : ''}`,
      );
      figures.push(figure);
    }
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

const PUBLIC_PAGES = ['/', '/contact-us', '/services/exterior', '/careers/join-us', '/news', '/Sign-In/Login'];

export async function bundles(base: string, log: (m: string) => void): Promise<Omit<PagesFigures, 'lighthouse' | 'lighthouseVersion'>> {
  // Another engineer's scripts/measure-bundles.mjs covers every public route: use it when it is there.
  let figures: BundleFigure[] | undefined;
  let source = 'scripts/bench/pages.ts (Chromium via playwright-core, against the bench server)';
  const script = join(repoRoot, 'scripts/measure-bundles.mjs');
  if (existsSync(script)) {
    const measured = await run(process.execPath, [script, '--json'], { cwd: repoRoot, timeoutMs: 300_000 });
    try {
      // The pretty-printed array (the script may print its summary after it).
      const json = /^\[$[\s\S]*?^\]$/m.exec(measured.stdout)?.[0] ?? measured.stdout;
      figures = (JSON.parse(json) as BundleFigure[]).map(({ path, js, css }) => ({ path, js, css }));
      source = '`node scripts/measure-bundles.mjs --json` (Chromium via playwright-core, every public route)';
    } catch {
      log(`measure-bundles.mjs gave no JSON (exit ${measured.status}); measuring here instead`);
    }
  }
  figures ??= await Promise.all(PUBLIC_PAGES.map((p) => firstLoad(base, p)));
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
  const assets = join(repoRoot, 'apps/web/dist/assets');
  const allJs = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((n, f) => n + gz(readFileSync(join(assets, f))), 0);
  log(
    `bundles: / ${(figures.find((f) => f.path === '/')!.js / 1024).toFixed(1)} KiB JS; signed-in dashboard ${(signedIn.js / 1024).toFixed(1)} KiB JS`,
  );
  return { bundles: figures, bundleSource: source, signedIn, allJs };
}
