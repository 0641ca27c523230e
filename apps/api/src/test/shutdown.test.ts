import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, type DbHandle } from '@autospa/db';
import { buildUser, createDatabaseFromTemplate } from '@autospa/db/testing';
import { bookableCatalog, dayAhead } from '../modules/bookings/test-fixtures.js';
import { api, buildServerBundle, startServerProcess, type ServerProcess } from './server-process.js';

// SIGTERM under sustained load (50 keep-alive connections, reads and writes), on the real server process.
// server.test.ts covers SIGTERM with 40 slow sign-ins in flight; this one keeps the load running through the
// whole drain: what was sent is answered, what comes later gets 503 or finds the port closed, nothing is lost.
const CONNECTIONS = 50;
let bundle: Awaited<ReturnType<typeof buildServerBundle>>;
let database: Awaited<ReturnType<typeof createDatabaseFromTemplate>>;
let handle: DbHandle;
let catalog: Awaited<ReturnType<typeof bookableCatalog>>;
let customer: Awaited<ReturnType<typeof buildUser>>;
beforeAll(async () => {
  [bundle, database] = await Promise.all([
    buildServerBundle('shutdown'),
    createDatabaseFromTemplate(inject('dbAdminUrl'), inject('dbTemplate')),
  ]);
  handle = connect(database.url, { max: 2 });
  catalog = await bookableCatalog(handle.db);
  customer = await buildUser(handle.db);
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
  bundle?.remove();
});

interface Outcome {
  sentAt: number;
  status?: number;
  error?: string;
  /** The request went out on a kept-alive connection (else on a new one). */
  reused?: boolean;
  kind: 'read' | 'booking';
}

function send(agent: Agent, server: ServerProcess, token: string, n: number): Promise<Outcome> {
  const booking = n % 2 === 0;
  const body = booking
    ? JSON.stringify(
        catalog.body({
          date: dayAhead(2 + (n % 300)),
          time: `${9 + (Math.floor(n / 300) % 8)}:${n % 600 < 300 ? '00' : '30'}`,
          carNo: `SD${String(n).padStart(8, '0')}`,
        }),
      )
    : undefined;
  const outcome: Outcome = { sentAt: Date.now(), kind: booking ? 'booking' : 'read' };
  return new Promise((resolve) => {
    const req = request(
      `${server.url}${booking ? '/tor/create-booking' : '/tor/get-services'}`,
      {
        agent,
        method: booking ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${token}`, ...(body && { 'content-type': 'application/json' }) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ ...outcome, status: res.statusCode }));
        res.on('error', (e: NodeJS.ErrnoException) => resolve({ ...outcome, error: e.code ?? e.message }));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ ...outcome, error: e.code ?? e.message, reused: req.reusedSocket }));
    req.end(body);
  });
}

describe('SIGTERM under sustained load', () => {
  it(
    'answers every request sent, 503s the new ones, exits 0 within 10 s, and keeps every booking it confirmed',
    { timeout: 60_000 },
    async () => {
      const server = await startServerProcess(bundle.entry, { DATABASE_URL: database.url, RATE_LIMIT_FACTOR: '1000', LOG_LEVEL: 'info' });
      const token = (
        await api<{ token: string }>(server.url, 'POST', '/tor/login', { username: customer.username, password: customer.password })
      ).body.token;
      const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
      const outcomes: Outcome[] = [];
      let seq = 0;
      let stop = false;
      // Sustained load: every connection busy, a few hundred answers in (however long a busy machine takes).
      let loaded!: () => void;
      const underLoad = new Promise<void>((resolve) => (loaded = resolve));
      const loop = async () => {
        while (!stop) {
          const outcome = await send(agent, server, token, seq++);
          outcomes.push(outcome);
          if (outcomes.length === 4 * CONNECTIONS) loaded();
          if (outcome.error) return; // the port is closed, or closing: the server is going
        }
      };
      const loops = Array.from({ length: CONNECTIONS }, loop);
      await underLoad;
      const termAt = Date.now();
      server.child.kill('SIGTERM');
      const code = await server.exited;
      const exitMs = Date.now() - termAt;
      stop = true;
      await Promise.all(loops);
      agent.destroy();

      const before = outcomes.filter((o) => o.sentAt < termAt);
      const after = outcomes.filter((o) => o.sentAt >= termAt);
      expect(code).toBe(0);
      expect(exitMs).toBeLessThan(10_000);
      expect(before.length).toBeGreaterThan(CONNECTIONS);
      // Every request the server read, it answered (its log pairs each "incoming request" with a completion).
      const log = server
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { msg?: string; reqId?: string });
      const read = new Set(log.filter((l) => l.msg === 'incoming request').map((l) => l.reqId));
      const answered = new Set(log.filter((l) => l.msg === 'request completed').map((l) => l.reqId));
      expect(read.size).toBeGreaterThan(CONNECTIONS);
      expect([...read].filter((id) => !answered.has(id))).toEqual([]);
      // Sent before SIGTERM: answered (one the server had not read yet when the signal landed may get the 503).
      expect(before.filter((o) => o.status === undefined)).toEqual([]);
      // Sent during the drain: 503 while the port is open, then the port refuses. A kept-alive connection is
      // never cut; a brand-new one can only be reset in the kernel's accept queue as the port closes.
      expect(after.filter((o) => o.status === 503).length).toBeGreaterThan(0);
      expect(after.filter((o) => o.error && o.reused)).toEqual([]);
      expect(after.filter((o) => o.error && o.error !== 'ECONNREFUSED' && o.error !== 'ECONNRESET')).toEqual([]);
      expect(outcomes.filter((o) => o.status! >= 500 && o.status !== 503)).toEqual([]);
      // What the server confirmed is stored, and nothing it did not confirm.
      const confirmed = outcomes.filter((o) => o.kind === 'booking' && o.status === 201).length;
      const stored = await handle.pool.query<{ n: number }>('select count(*)::int as n from bookings');
      expect(confirmed).toBeGreaterThan(0);
      expect(stored.rows[0]!.n).toBe(confirmed);
    },
  );
});
