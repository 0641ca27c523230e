import { connect as connectSocket, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '@autospa/db';
import { createDatabaseFromTemplate } from '@autospa/db/testing';
import { buildApp, type App } from '../app.js';
import { setupTestApp, type TestContext } from './harness.js';

// Issue 14, item 6: a slow query or a slow body must not hold a connection and a worker. The database cancels a
// statement after 10 s; the HTTP server cuts a request whose body has not arrived in 30 s.
let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

describe('statement timeout on the pool', () => {
  it("is set on every connection of the app's pool (10 s)", async () => {
    const clients = await Promise.all([t.pool.connect(), t.pool.connect()]);
    try {
      for (const client of clients) expect((await client.query('show statement_timeout')).rows[0]).toEqual({ statement_timeout: '10s' });
    } finally {
      clients.forEach((c) => c.release());
    }
  });

  it('cancels a query that runs longer, and leaves the connection usable', async () => {
    const database = await createDatabaseFromTemplate(inject('dbAdminUrl'), inject('dbTemplate'));
    // The same connect() with a shorter limit, so the test does not sleep for 10 s.
    const handle = connect(database.url, { max: 1, statementTimeoutMs: 200 });
    try {
      const started = Date.now();
      await expect(handle.pool.query('select pg_sleep(5)')).rejects.toMatchObject({ code: '57014' });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect((await handle.pool.query('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
    } finally {
      await handle.close();
      await database.drop();
    }
  });

  it('is off for migrations and bulk loads that ask for none', async () => {
    const database = await createDatabaseFromTemplate(inject('dbAdminUrl'), inject('dbTemplate'));
    const handle = connect(database.url, { max: 1, statementTimeoutMs: 0 });
    try {
      expect((await handle.pool.query('show statement_timeout')).rows[0]).toEqual({ statement_timeout: '0' });
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});

describe('HTTP timeouts', () => {
  it('sets the request, header and connection timeouts on the server', async () => {
    const app = await buildApp({ db: t.db, mail: { from: 'x', outboxDir: t.outboxDir } });
    try {
      expect([app.server.requestTimeout, app.server.headersTimeout, app.server.timeout]).toEqual([30_000, 10_000, 15_000]);
    } finally {
      await app.close();
    }
  });

  describe('on a listening server', () => {
    let app: App;
    let port: number;
    beforeAll(async () => {
      // The production settings scaled down (same code path): a request must arrive whole within 600 ms.
      app = await buildApp({
        db: t.db,
        mail: { from: 'x', outboxDir: t.outboxDir },
        timeouts: { requestMs: 600, headersMs: 600, connectionMs: 5_000, checkEveryMs: 100 },
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as { port: number }).port;
    });
    afterAll(() => app.close());

    /** Opens a raw socket, sends `head`, calls `then`; resolves with what came back and when the socket closed. */
    function rawRequest(head: string, then: (socket: Socket) => void = () => {}): Promise<{ answer: string; closedAfterMs: number }> {
      return new Promise((resolve, reject) => {
        const socket = connectSocket(port, '127.0.0.1');
        const started = Date.now();
        let answer = '';
        socket.on('data', (d) => (answer += String(d)));
        socket.on('error', () => undefined);
        socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
        socket.on('connect', () => {
          socket.write(head);
          then(socket);
        });
        setTimeout(() => {
          socket.destroy();
          reject(new Error('the server kept the stalled request open'));
        }, 5_000).unref();
      });
    }

    const loginHead = 'POST /tor/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n';

    it('cuts off a request whose body stalls after the headers, with 408', async () => {
      const { answer, closedAfterMs } = await rawRequest(`${loginHead}{"username":`);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(closedAfterMs).toBeLessThan(2_000);
    });

    it('cuts off a body trickled a byte at a time (each byte resets an idle timer, not the request deadline)', async () => {
      let timer: NodeJS.Timeout | undefined;
      const { answer } = await rawRequest(loginHead, (socket) => {
        timer = setInterval(() => socket.writable && socket.write(' '), 50);
      });
      clearInterval(timer);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    });

    it('cuts off headers that never end', async () => {
      const { answer } = await rawRequest('GET /tor/health HTTP/1.1\r\nHost: x\r\n');
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    });

    it('still answers a request that arrives in time', async () => {
      const res = await fetch(`http://127.0.0.1:${port}/tor/health`);
      expect(res.status).toBe(200);
    });
  });
});
