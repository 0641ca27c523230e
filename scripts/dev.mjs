// `npm run dev`: the Vite dev server with hot reload on :5173, proxying /tor to the API (`npm start` on :4001).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../apps/web', import.meta.url));
// apps/web's own Vite 8, as scripts/build.mjs runs it (the root copy is the one Vitest uses).
const vite = join(web, 'node_modules/vite/bin/vite.js');
const child = spawn(process.execPath, [vite], { cwd: web, stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 0));
