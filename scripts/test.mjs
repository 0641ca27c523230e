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

/** A Debian package's program the tests need: installed with apt-get when missing and running as root. */
function ensureProgram(path, pkg, why, hint = '') {
  if (existsSync(path)) return true;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`\n${path} is missing: installing Debian's ${pkg} package with apt-get (running as root).`);
    if (run('apt-get update', 'apt-get', ['update', '-qq']) !== 0) return false;
    return run(`apt-get install ${pkg}`, 'apt-get', ['install', '-y', '-qq', pkg], { DEBIAN_FRONTEND: 'noninteractive' }) === 0;
  }
  console.error(
    `\n${why} need ${path} and it is not there.\n` +
      `Install it with:  sudo apt-get update && sudo apt-get install -y ${pkg}\n${hint}Nothing was installed.`,
  );
  return false;
}

const ensureChromium = () => ensureProgram(chromium, 'chromium', 'The browser tests', 'or point CHROMIUM_PATH at another Chromium. ');
// The invoice PDF tests render and read PDFs with pdftoppm and pdftotext.
const ensurePoppler = () => ensureProgram('/usr/bin/pdftoppm', 'poppler-utils', 'The invoice PDF tests');

let failed = 0;
if (!only('--e2e-only')) {
  if (!ensurePoppler()) process.exit(1);
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
