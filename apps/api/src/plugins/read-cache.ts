import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import { randomUUID } from 'node:crypto';

/**
 * A micro-cache for hot reads (docs/decisions/006-read-cache.md, 008-cache-across-instances.md). Any request
 * that may write (every method but GET, HEAD and OPTIONS) moves the write generation on when it starts, as it
 * answers and when it ends, and every entry of an older generation is dropped: a read never sees data older than
 * the last write made through this server, and a read that overlapped a write is not kept. A write request also
 * announces itself to the other instances (PostgreSQL NOTIFY on `autospa_writes`, sent as it answers, coalesced
 * while one is under way); each instance LISTENs and moves its generations on when another one wrote. While that
 * connection is down nothing is served from or kept in the cache. Entries also expire after `ttlMs`, which
 * bounds what a write from outside the app (psql, another tool) can hide.
 */
export interface ReadCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** The app's pool: the listening connection is opened with its settings. None: one process, no listening. */
  listen?: pg.Pool;
}

/** The channel instances announce writes on; the payload is `<instance>:accounts` or `<instance>:data`. */
export const WRITES_CHANNEL = 'autospa_writes';

/** shared: one answer for every caller (public reads); per-account: keyed by the signed-in account too. */
export type CacheMode = 'shared' | 'per-account';

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: CacheMode;
    /** false: a write route that cannot change an account or a session, so the session cache outlives it. */
    changesAccounts?: boolean;
  }
  interface FastifyInstance {
    writes: WriteGeneration;
    /** Moved on by every write that may change an account or a session (all writes but changesAccounts: false). */
    accountWrites: WriteGeneration;
    /** For writes made outside a request (jobs): moves the generations on here and tells the other instances. */
    noteWrite(kind: 'accounts' | 'data'): void;
    /** Stops listening and announcing (the cache is then off): tests that count every statement sent. */
    stopListening(): Promise<void>;
  }
  interface FastifyRequest {
    readCache: { key: string; generation: number; hit: boolean; leader?: Deferred<Answer | undefined> } | null;
  }
}

export class WriteGeneration {
  #value = 0;
  /** False while writes from other processes could go unheard: the cache then neither serves nor keeps. */
  listening = true;
  #waiting: (() => void)[] = [];
  get value() {
    return this.#value;
  }
  advance() {
    this.#value++;
    for (const resolve of this.#waiting.splice(0)) resolve();
  }
  /** Resolves at the next advance (a test waits for another instance's write to be heard). */
  next(): Promise<void> {
    return new Promise((resolve) => this.#waiting.push(resolve));
  }
}

/** Entries valid for one write generation and at most `ttlMs`; the whole map is cleared when it grows past `max`. */
export class GenerationCache<T> {
  readonly #entries = new Map<string, { generation: number; at: number; value: T }>();
  constructor(
    private readonly writes: WriteGeneration,
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  get(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (!this.writes.listening) {
      this.#entries.delete(key);
      return undefined;
    }
    if (entry.generation === this.writes.value && Date.now() - entry.at < this.ttlMs) return entry.value;
    this.#entries.delete(key);
    return undefined;
  }

  /** Kept only if no write started since `generation` was read (the value may predate that write). */
  set(key: string, value: T, generation: number) {
    if (generation !== this.writes.value || !this.writes.listening) return;
    if (this.#entries.size >= this.max) this.#entries.clear();
    this.#entries.set(key, { generation, at: Date.now(), value });
  }

  delete(key: string) {
    this.#entries.delete(key);
  }
}

const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);

// The body as bytes: a hit is written as it is, without encoding a string of up to 100 KiB again each time.
type Answer = { body: Buffer; type: string };

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  generation: number;
}

function deferred<T>(generation: number): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve, generation };
}

export const readCachePlugin = fp<ReadCacheOptions>(
  async (app, options) => {
    const writes = new WriteGeneration();
    const accountWrites = new WriteGeneration();
    const answers = new GenerationCache<Answer>(writes, options.ttlMs ?? 1000, options.maxEntries ?? 2000);
    // One computation per key at a time: when an entry expires under load, the requests that miss together wait
    // for the first one's answer instead of all running the same queries (which made the p99, issue 7).
    const inFlight = new Map<string, Deferred<Answer | undefined>>();
    app.decorate('writes', writes);
    app.decorate('accountWrites', accountWrites);
    app.decorateRequest('readCache', null);
    const listener = options.listen ? listenForWrites(app, options.listen, writes, accountWrites) : undefined;
    const announce = listener?.announce ?? (() => undefined);
    app.decorate('stopListening', async () => listener?.stop());
    app.decorate('noteWrite', (kind: 'accounts' | 'data') => {
      writes.advance();
      if (kind === 'accounts') accountWrites.advance();
      announce(kind);
    });

    const mayWrite = (request: FastifyRequest) => !readOnly.has(request.method);
    // When a write starts, before its answer leaves (a read the client sends next must not meet an entry made
    // while the write was under way) and when it has ended.
    const kindOf = (request: FastifyRequest) => (request.routeOptions.config?.changesAccounts !== false ? 'accounts' : 'data');
    const advance = (request: FastifyRequest) => {
      if (!mayWrite(request)) return;
      writes.advance();
      if (kindOf(request) === 'accounts') accountWrites.advance();
    };
    // Whatever happened to the leader (an error, a refusal, a closed socket), the requests waiting on it go on.
    const settle = (entry: NonNullable<FastifyRequest['readCache']>, answer: Answer | undefined) => {
      const leader = entry.leader;
      if (!leader) return;
      entry.leader = undefined;
      if (inFlight.get(entry.key) === leader) inFlight.delete(entry.key);
      leader.resolve(answer);
    };
    // The hooks here run on every request, so they are in callback style: an async hook costs a promise and a
    // turn of the microtask queue each time (docs/decisions/017-per-request-work.md).
    app.addHook('onRequest', (request, _reply, done) => {
      advance(request);
      done();
    });
    // The write is done when its answer is sent: the other instances hear of it before the client does.
    app.addHook('onSend', (request, _reply, payload, done) => {
      advance(request);
      if (mayWrite(request)) announce(kindOf(request));
      done(null, payload);
    });
    app.addHook('onResponse', (request, _reply, done) => {
      advance(request);
      if (request.readCache) settle(request.readCache, undefined);
      done();
    });

    // After authentication and validation: a caller who may not read the route never reaches the cache.
    app.addHook('preHandler', (request, reply, done) => {
      const mode = request.routeOptions.config.cache;
      if (!mode || request.method !== 'GET' || !writes.listening) return done();
      if (mode === 'per-account' && !request.account) return done();
      const key = mode === 'per-account' ? `${request.account!.id}|${request.url}` : request.url;
      // Answering here, the hook does not call done: the handler does not run.
      const send = (answer: Answer, how: string) => void reply.header('x-cache', how).type(answer.type).send(answer.body);
      // The client's Cache-Control is not consulted (issue 14): a header must not let anyone skip the cache and
      // make every request run the queries. An entry is at most 1 s old and never older than the last write.
      const hit = answers.get(key);
      const entry: NonNullable<FastifyRequest['readCache']> = { key, generation: writes.value, hit: hit !== undefined };
      request.readCache = entry;
      if (hit) return send(hit, 'hit');
      const running = inFlight.get(key);
      if (running && running.generation === writes.value) {
        void running.promise.then((shared) => {
          if (!shared || entry.generation !== writes.value) return done();
          entry.hit = true;
          send(shared, 'shared');
        });
        return;
      }
      const leader = deferred<Answer | undefined>(writes.value);
      inFlight.set(key, leader);
      entry.leader = leader;
      done();
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      const entry = request.readCache;
      if (entry && !entry.hit && reply.statusCode === 200 && typeof payload === 'string') {
        const answer = { body: Buffer.from(payload), type: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8') };
        answers.set(entry.key, answer, entry.generation);
        settle(entry, entry.generation === writes.value ? answer : undefined);
      }
      done(null, payload);
    });

    app.addHook('onRequestAbort', (request, done) => {
      if (request.readCache) settle(request.readCache, undefined);
      done();
    });
  },
  { name: 'read-cache' },
);

const RECONNECT_MS = [100, 1000, 5000];

/**
 * One connection per instance LISTENs to the channel; announcements go out on the app's pool. Until it listens,
 * and whenever it drops, both generations say `listening = false` (no cache) and move on once it listens again:
 * a write missed meanwhile can hide nothing.
 */
function listenForWrites(app: FastifyInstance, pool: pg.Pool, writes: WriteGeneration, accountWrites: WriteGeneration) {
  const me = randomUUID();
  let client: pg.Client | undefined;
  let closing = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  const setListening = (on: boolean) => {
    writes.listening = accountWrites.listening = on;
    writes.advance();
    accountWrites.advance();
  };
  setListening(false);

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...pool.options, application_name: 'autospa-cache' });
    next.on('notification', (message) => {
      const [from, kind] = (message.payload ?? '').split(':');
      if (from === me) return;
      writes.advance();
      if (kind !== 'data') accountWrites.advance();
    });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      setListening(false);
      if (!closing) retry = setTimeout(() => void connect(), RECONNECT_MS[Math.min(failures++, RECONNECT_MS.length - 1)]).unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${WRITES_CHANNEL}`);
      if (closing) return void (await next.end());
      failures = 0;
      setListening(true);
    } catch (err) {
      app.log.warn({ err }, 'read cache: cannot listen for writes; serving without the cache until it can');
      lost();
      await next.end().catch(() => undefined);
    }
  };

  // One NOTIFY at a time; writes announced meanwhile go out together in the next one. A NOTIFY inside the write's
  // own transaction would hold PostgreSQL's database-wide notify lock through every writer's commit (it cost
  // 15–25 % on 50 parallel bookings, issue 15); this one is a transaction of its own that writes no WAL.
  let sending: Promise<void> | undefined;
  let pending: 'accounts' | 'data' | undefined;
  const announce = (kind: 'accounts' | 'data') => {
    pending = pending === 'accounts' ? 'accounts' : kind;
    if (sending || closing) return;
    sending = (async () => {
      while (pending && !closing) {
        const payload = `${me}:${pending}`;
        pending = undefined;
        await pool.query('select pg_notify($1, $2)', [WRITES_CHANNEL, payload]).catch((err: unknown) => {
          app.log.warn({ err }, 'read cache: could not announce a write to the other instances');
        });
      }
      sending = undefined;
    })();
  };

  const stop = async () => {
    closing = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    setListening(false);
    await sending;
    await last?.end().catch(() => undefined);
  };
  app.addHook('onReady', connect);
  app.addHook('onClose', stop);
  return { announce, stop };
}
