import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printed } from './test/server-process.js';

// The real server process in embedded mode: kill -9, start again, nothing lost; SIGTERM stops everything.
// It runs the production bundle (tsx installs its own signal handlers, which would change what is tested).
const root = fileURLToPath(new URL('../../..', import.meta.url));
const serverEntry = join(root, 'apps/api/dist/server.js');
beforeAll(() => execFileSync(process.execPath, [join(root, 'scripts/build-api.mjs')]));
const dataDir = mkdtempSync(join(tmpdir(), 'autospa-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

let serverOutput = '';

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'owner-password-1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  serverOutput = '';
  child.stdout.on('data', (d: Buffer) => ((output += d.toString()), (serverOutput += d.toString())));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  await printed(child, 'Auto Spa is running on').catch((error: Error) => {
    throw new Error(`${error.message}: ${output}`);
  });
  return child;
}

const json = (body: unknown, token?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
  body: JSON.stringify(body),
});

const postgresPid = () => Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('server process (embedded PostgreSQL)', () => {
  it('starts again after kill -9 with every committed account, and stops PostgreSQL on SIGTERM', { timeout: 120_000 }, async () => {
    const port = await freePort();
    let server = await startServer(port);
    const admin = (await (
      await fetch(`http://127.0.0.1:${port}/tor/login`, json({ username: 'owner', password: 'owner-password-1' }))
    ).json()) as { token: string };
    const created = await fetch(
      `http://127.0.0.1:${port}/tor/create-user`,
      json(
        {
          username: 'survivor',
          emailId: 'survivor@example.test',
          password: 'survives-kill-9',
          confirmPassword: 'survives-kill-9',
          phone: '9811122233',
          carNo: 'DL01AB1234',
        },
        admin.token,
      ),
    );
    expect(created.status).toBe(201);

    const leftover = postgresPid();
    server.kill('SIGKILL');
    await new Promise((r) => server.once('exit', r));
    expect(alive(leftover)).toBe(true);

    server = await startServer(port);
    expect(alive(leftover)).toBe(false);
    const login = await fetch(`http://127.0.0.1:${port}/tor/login`, json({ username: 'survivor', password: 'survives-kill-9' }));
    expect(login.status).toBe(200);

    const running = postgresPid();
    const exited = new Promise<number | null>((r) => server.once('exit', (code) => r(code)));
    // Sign-ins hash with argon2 (tens of ms each): once the server has read all 40, most are still running
    // when SIGTERM lands.
    const received = () => serverOutput.split('\n').filter((l) => l.includes('incoming request') && l.includes('/tor/login')).length;
    const before = received();
    // Forty people signing in at once, each from their own address (the sign-in throttle counts per address).
    const inFlight = Array.from({ length: 40 }, (_, i) => {
      const request = json({ username: 'survivor', password: 'survives-kill-9' });
      return fetch(`http://127.0.0.1:${port}/tor/login`, {
        ...request,
        headers: { ...request.headers, 'x-forwarded-for': `203.0.113.${i + 1}` },
      }).then((r) => r.status);
    });
    await expect.poll(() => received() - before, { interval: 2, timeout: 30_000 }).toBe(40);
    const started = Date.now();
    // Once the server says it has the signal, it is draining: a new request is turned away.
    const draining = printed(server, 'SIGTERM received, finishing in-flight requests');
    server.kill('SIGTERM');
    await draining;
    const late = await fetch(`http://127.0.0.1:${port}/tor/health`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect(await Promise.all(inFlight)).toEqual(Array(40).fill(200));
    expect([503, 'refused']).toContain(late);
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(alive(running)).toBe(false);
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  });
});
