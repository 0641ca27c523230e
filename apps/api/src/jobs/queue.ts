import { EventEmitter, once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { is, Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { JOB_SCHEMA } from '@autospa/db';

export { JOB_SCHEMA };

const dialect = new PgDialect();

export interface JobType<T> {
  readonly name: string;
  /** Where a job goes after its last failed try: kept there with its data and last error for the owner to see. */
  readonly deadLetter: string;
  readonly retry: { limit: number; delaySeconds: number; backoff: boolean };
  /** A try that runs longer than this counts as failed (a crash mid-job: another instance retries it). */
  readonly expireSeconds: number;
  /** False for a job that writes nothing a cached read shows (sending mail): the read cache then keeps its entries. */
  readonly changesData: boolean;
  /** Compile-time only: the shape of the job's data. */
  readonly _data?: T;
}

/**
 * A kind of job. Retries: `retryLimit` more tries after the first; with `backoff` the wait doubles each time from
 * `retryDelaySeconds` (with jitter), else it stays the same. Then the job moves to `<name>-dead`.
 */
export function defineJob<T>(
  name: string,
  options: { retryLimit?: number; retryDelaySeconds?: number; backoff?: boolean; expireSeconds?: number; changesData?: boolean } = {},
): JobType<T> {
  return {
    name,
    deadLetter: `${name}-dead`,
    retry: { limit: options.retryLimit ?? 3, delaySeconds: options.retryDelaySeconds ?? 30, backoff: options.backoff ?? true },
    expireSeconds: options.expireSeconds ?? 300,
    changesData: options.changesData ?? true,
  };
}

export interface WorkOptions {
  /** Jobs fetched at once (default 1). */
  batch?: number;
  /** How many of a fetched batch run at the same time, asked before each group (default: all of it). */
  atOnce?: () => number;
  /** How often an idle worker looks for jobs that another instance queued, or whose retry came due. */
  pollSeconds?: number;
  /**
   * While this says the server is busy answering requests, the worker takes one batch per poll: a new job does
   * not wake it and a full batch does not make it fetch again at once. Delivery then waits for the load to pass
   * instead of competing with it. An idle instance (the server's `busy` says so) still takes jobs at once.
   */
  yieldWhile?: () => boolean;
}

type Handler<T> = (data: T, job: { id: string }) => Promise<void>;

interface Registered {
  type: JobType<unknown>;
  handler: Handler<unknown>;
  options: WorkOptions;
  workerId?: string;
}

/** A queue's retry and expiry settings as pg-boss's own insert reads them (its defaults where a queue has none). */
export const queueDefaults = sql`coalesce(q.retry_limit, 2), coalesce(q.retry_delay, 0), coalesce(q.retry_backoff, false),
  coalesce(q.expire_seconds * interval '1 second', interval '15 minutes')`;
export const queueRetention = sql`coalesce(q.retention_minutes * interval '1 minute', interval '14 days')`;

/**
 * The SQL that queues a job, for a CTE or a transaction: the job is stored exactly when the change it follows
 * is. It takes the queue's retry and dead-letter settings, as pg-boss's own send does. `when` adds a condition
 * (the statement then queues nothing when it is false). Call JobQueue.wake() once the statement has committed.
 */
export function jobInsertSql<T>(type: JobType<T>, data: T | Placeholder, when: SQL = sql`true`, priority = 0): SQL {
  // A placeholder (a prepared statement's) takes the data as JSON text when the statement runs.
  const json = is(data, Placeholder) ? data : JSON.stringify(data);
  return sql`insert into ${sql.identifier(JOB_SCHEMA)}.job
      (name, data, priority, retry_limit, retry_delay, retry_backoff, expire_in, keep_until, dead_letter, policy)
    select q.name, ${json}::jsonb, ${priority}::int, ${queueDefaults}, now() + ${queueRetention}, q.dead_letter, q.policy
    from ${sql.identifier(JOB_SCHEMA)}.queue q where q.name = ${type.name} and (${when})
    returning id`;
}

/**
 * The project's one job queue: pg-boss on the app's PostgreSQL. Every
 * instance runs the workers of the jobs registered with it; PostgreSQL hands each job to exactly one of them
 * (FOR UPDATE SKIP LOCKED), and a cron schedule sends each due job once whatever the number of instances.
 */
export class JobQueue {
  readonly #boss: PgBoss;
  readonly #pool: pg.Pool;
  readonly #log: FastifyBaseLogger;
  readonly #registered = new Map<string, Registered>();
  readonly #schedules: { name: string; cron: string; data: unknown; tz: string }[] = [];
  readonly #running = new Set<Promise<void>>();
  readonly #events = new EventEmitter();
  #started = false;
  #stopped = false;

  constructor(pool: pg.Pool, log: FastifyBaseLogger) {
    this.#log = log;
    this.#pool = pool;
    // A small pool of its own, on the same database: polling and upkeep never wait behind requests (nor are
    // counted with them), and jobs queued with a change (jobInsertSql) still go through the app's pool.
    this.#boss = new PgBoss({
      ...(pool.options as PgBoss.DatabaseOptions),
      max: 3,
      application_name: 'autospa-jobs',
      schema: JOB_SCHEMA,
      // Cron times are read every 30 s; a finished job stays an hour before it moves to the archive.
      cronMonitorIntervalSeconds: 30,
      archiveCompletedAfterSeconds: 3600,
      archiveFailedAfterSeconds: 7 * 24 * 3600,
      deleteAfterDays: 7,
    });
    this.#boss.on('error', (err: unknown) => this.#log.error({ err }, 'job queue error'));
  }

  /** Runs `handler` for each job of this type, on this instance. Register before start(). */
  work<T>(type: JobType<T>, handler: Handler<T>, options: WorkOptions = {}): void {
    this.#registered.set(type.name, { type, handler: handler as Handler<unknown>, options });
  }

  /**
   * Sends a job of this type on a cron schedule (in the given IANA time zone), once across all instances. Called
   * again for the same type (say, the business's time zone changed), the new schedule replaces the old one.
   */
  schedule<T>(type: JobType<T>, cron: string, data: T, tz = 'UTC'): Promise<void> {
    const entry = { name: type.name, cron, data, tz };
    const at = this.#schedules.findIndex((s) => s.name === type.name);
    if (at >= 0) this.#schedules[at] = entry;
    else this.#schedules.push(entry);
    return this.#started && !this.#stopped ? this.#boss.schedule(type.name, cron, data as object, { tz }) : Promise.resolve();
  }

  /** Creates the schema on a fresh database (or migrates it), the queues, the schedules; then starts the workers. */
  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    await this.#boss.start();
    for (const { type } of this.#registered.values()) {
      const retry = { retryLimit: type.retry.limit, retryDelay: type.retry.delaySeconds, retryBackoff: type.retry.backoff };
      // A dead job stays 30 days in its queue (nobody works it), then pg-boss removes it.
      await this.#boss.createQueue(type.deadLetter, { name: type.deadLetter, retentionDays: 30 });
      await this.#boss.createQueue(type.name, {
        name: type.name,
        ...retry,
        expireInSeconds: type.expireSeconds,
        deadLetter: type.deadLetter,
      });
      await this.#boss.updateQueue(type.name, {
        name: type.name,
        ...retry,
        expireInSeconds: type.expireSeconds,
        deadLetter: type.deadLetter,
      });
    }
    for (const s of this.#schedules) await this.#boss.schedule(s.name, s.cron, s.data as object, { tz: s.tz });
    for (const entry of this.#registered.values()) await this.#startWorker(entry);
  }

  /**
   * Queues a job now (outside any transaction; use jobInsertSql to queue one with a change). Through the app's
   * pool, so a job is stored even while this instance's workers are stopped.
   */
  async send<T>(type: JobType<T>, data: T): Promise<void> {
    const query = dialect.sqlToQuery(jobInsertSql(type, data));
    await this.#pool.query(query.sql, query.params);
    this.wake(type);
  }

  /** Makes this instance's worker look for jobs of this type at once instead of at its next poll. */
  wake<T>(type: JobType<T>): void {
    const entry = this.#registered.get(type.name);
    if (entry?.workerId && !entry.options.yieldWhile?.()) this.#boss.notifyWorker(entry.workerId);
  }

  /**
   * Runs every job of this type that is due now, here, and waits for the ones this instance's worker is running:
   * resolves once there is none left (tests; the shutdown of a process that should not leave mail behind).
   */
  async flush<T>(type: JobType<T>): Promise<void> {
    const entry = this.#registered.get(type.name);
    if (!entry) throw new Error(`No handler for ${type.name}`);
    for (;;) {
      while (this.#running.size > 0) await Promise.allSettled([...this.#running]);
      const jobs = await this.#boss.fetch<unknown>(type.name, { batchSize: 50 });
      if (jobs && jobs.length > 0) {
        await this.#track(this.#runBatch(entry, jobs, true));
        continue;
      }
      // None left to take; a worker (here or elsewhere) may have taken the last ones a moment ago.
      if (this.#running.size === 0 && !(await this.#taken(type))) return;
      await Promise.race([once(this.#events, 'batch'), delay(50)]);
    }
  }

  // Jobs of this type that are due (a worker's fetch may hold them locked that very moment) or under way for
  // less than a minute (an older one belongs to an instance that died).
  async #taken<T>(type: JobType<T>): Promise<boolean> {
    const { rows } = await this.#pool.query<{ n: number }>(
      `select count(*)::int as n from ${JOB_SCHEMA}.job where name = $1 and (
         (state < 'active' and start_after < now()) or (state = 'active' and started_on > now() - interval '1 minute'))`,
      [type.name],
    );
    return rows[0]!.n > 0;
  }

  /** Stops this instance's worker of one type; its jobs wait for another instance or the next start. */
  async stopWorker<T>(type: JobType<T>): Promise<void> {
    const entry = this.#registered.get(type.name);
    if (!entry?.workerId) return;
    entry.workerId = undefined;
    await this.#boss.offWork(type.name);
    while (this.#running.size > 0) await Promise.allSettled([...this.#running]);
  }

  /**
   * Stops fetching, lets the jobs under way finish for at most `graceMs`, then stops pg-boss (its timers and
   * workers). A job cut short is retried by another instance or at the next start.
   */
  async stop(graceMs = 5000): Promise<void> {
    if (!this.#started || this.#stopped) return;
    this.#stopped = true;
    await this.#boss.stop({ graceful: true, close: true, timeout: Math.max(graceMs, 1000), wait: true });
  }

  /** Called after each batch this instance ran, with the batch's job type. */
  onBatch(listener: (type: JobType<unknown>) => void): () => void {
    this.#events.on('batch', listener);
    return () => this.#events.off('batch', listener);
  }

  async #startWorker(entry: Registered): Promise<void> {
    const { type, options } = entry;
    const batch = options.batch ?? 1;
    entry.workerId = await this.#boss.work<unknown>(
      type.name,
      { batchSize: batch, pollingIntervalSeconds: options.pollSeconds ?? 2 },
      async (jobs) => {
        await this.#track(this.#runBatch(entry, jobs, false));
        // A full batch: there may be more waiting, so the worker fetches again at once instead of after its poll
        // (unless the server is busy: WorkOptions.yieldWhile).
        if (jobs.length === batch && entry.workerId && !options.yieldWhile?.()) this.#boss.notifyWorker(entry.workerId);
      },
    );
  }

  #track(run: Promise<void>): Promise<void> {
    this.#running.add(run);
    return run.finally(() => this.#running.delete(run));
  }

  // Each job of a batch succeeds or fails on its own: a failed one is handed back to pg-boss (retry with back-off,
  // then the dead-letter queue); a worker's handler then resolves and pg-boss completes the others (`complete`:
  // this call fetched the jobs itself, so it completes them).
  async #runBatch(entry: Registered, jobs: PgBoss.Job<unknown>[], complete: boolean): Promise<void> {
    const done: string[] = [];
    const atOnce = entry.options.atOnce ?? (() => jobs.length);
    for (let i = 0; i < jobs.length;) {
      const group = jobs.slice(i, i + Math.max(1, atOnce()));
      i += group.length;
      await Promise.all(
        group.map(async (job) => {
          try {
            await entry.handler(job.data, { id: job.id });
            done.push(job.id);
          } catch (err) {
            const message = err instanceof Error ? err.message : String(err);
            this.#log.warn({ err, job: entry.type.name, id: job.id }, 'job failed; pg-boss retries it or moves it to the dead letters');
            await this.#boss.fail(entry.type.name, job.id, { message: message.slice(0, 1000) });
          }
        }),
      );
    }
    if (complete && done.length > 0) await this.#boss.complete(entry.type.name, done);
    this.#events.emit('batch', entry.type);
  }
}
