// `npm start`: build what is missing or stale, then run the server (embedded PostgreSQL unless DATABASE_URL).
// `npm run demo` does the same with demo data seeded.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const build = spawnSync(process.execPath, [fileURLToPath(new URL('./build.mjs', import.meta.url))], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

if (process.argv.includes('--demo')) process.env.DEMO_DATA = '1';
await import(new URL('../apps/api/dist/server.js', import.meta.url).href);
