// `npm test`: unit and API tests (Vitest, real PostgreSQL), then browser tests (Playwright, Debian Chromium).
// Flags: --api-only, --e2e-only. Extra arguments after `--` go to the runner (e.g. a file filter).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const only = (flag) => args.includes(flag);
const passThrough = args.includes('--') ? args.slice(args.indexOf('--') + 1) : [];
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const run = (label, cmd, cmdArgs, env = {}) => {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
};

function ensureChromium() {
  if (existsSync(chromium)) return true;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`\nChromium is missing at ${chromium}: installing Debian's chromium package with apt-get (running as root).`);
    if (run('apt-get update', 'apt-get', ['update', '-qq']) !== 0) return false;
    return run('apt-get install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' }) === 0;
  }
  console.error(
    `\nThe browser tests need Chromium at ${chromium} and it is not there.\n` +
      `Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n` +
      `or point CHROMIUM_PATH at another Chromium. Nothing was installed.`,
  );
  return false;
}

let failed = 0;
if (!only('--e2e-only')) {
  failed += run('Unit and API tests (Vitest)', process.execPath, [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project',
    'api',
    ...(only('--api-only') ? passThrough : []),
  ]);
}
if (!only('--api-only')) {
  if (!ensureChromium()) process.exit(1);
  if (run('Build', process.execPath, ['scripts/build.mjs']) !== 0) process.exit(1);
  failed += run(
    'Browser tests (Playwright)',
    process.execPath,
    ['node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e/playwright.config.ts', ...(only('--e2e-only') ? passThrough : [])],
    {
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
  );
}
if (failed) {
  console.error('\nSome tests failed.');
  process.exit(1);
}
console.log('\nAll test suites passed.');
