// `npm run dev`: the Vite dev server with hot reload on :5173, proxying /tor to the API (`npm start` on :4001).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../apps/web', import.meta.url));
const vite = fileURLToPath(new URL('../apps/web/node_modules/vite/bin/vite.js', import.meta.url));
const child = spawn(process.execPath, [vite], { cwd: web, stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 0));
