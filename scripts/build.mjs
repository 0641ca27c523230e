// Builds what is missing or stale: the web app (Vite: the browser build, then the server build that renders the
// public pages per request) and the API server bundle (esbuild).
// `node scripts/build.mjs --force` rebuilds both.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const force = process.argv.includes('--force');

function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules' && entry !== 'dist') walk(join(p, entry));
    } else newest = Math.max(newest, s.mtimeMs);
  };
  paths.forEach((p) => walk(join(root, p)));
  return newest;
}

const mtime = (p) => (existsSync(join(root, p)) ? statSync(join(root, p)).mtimeMs : 0);
const lockfile = ['package-lock.json'];
const vite = join(root, 'apps/web/node_modules/vite/bin/vite.js');

const targets = [
  {
    name: 'web app',
    // Written last (the server build): a build that stopped half-way is stale.
    output: 'apps/web/dist-ssr/entry-server.js',
    inputs: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contract/src', ...lockfile],
    // apps/web has its own Vite 8 (the root copy is the one Vitest uses). The browser build, then the build the
    // API server renders the public pages with (apps/api/src/plugins/page-renderer.ts, issue 18).
    commands: [
      ['node', [vite, 'build', '--logLevel', 'warn'], { cwd: join(root, 'apps/web') }],
      [
        'node',
        [vite, 'build', '--ssr', 'src/prerender/entry-server.tsx', '--outDir', 'dist-ssr', '--logLevel', 'warn'],
        { cwd: join(root, 'apps/web') },
      ],
    ],
  },
  {
    name: 'API server',
    output: 'apps/api/dist/server.js',
    inputs: ['apps/api/src', 'packages/contract/src', 'packages/db/src', 'scripts/build-api.mjs', ...lockfile],
    commands: [['node', [join(root, 'scripts/build-api.mjs')], { cwd: root }]],
  },
];

for (const target of targets) {
  const stale = force || mtime(target.output) === 0 || newestMtime(target.inputs) > mtime(target.output);
  if (!stale) continue;
  const started = Date.now();
  process.stdout.write(`Building the ${target.name}... `);
  for (const [cmd, args, options] of target.commands) {
    const result = spawnSync(cmd, args, { ...options, stdio: ['ignore', 'inherit', 'inherit'] });
    if (result.status !== 0) {
      console.error(`\nBuilding the ${target.name} failed.`);
      process.exit(result.status ?? 1);
    }
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s (${relative(root, join(root, target.output))})`);
}
