import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { mailQueue, type Database, type QueuedMail } from '@autospa/db';
import type { Executor } from '../lib/db-executor.js';
import type { Mail, Mailer } from './mailer.js';

export interface MailQueueOptions {
  /** How often due mail is looked for without a poke (retries, mail queued by another instance). */
  sweepMs?: number;
  batch?: number;
  /** How long a claimed mail is held by the instance sending it before another may try (a crash mid-send). */
  leaseSeconds?: number;
  maxAttempts?: number;
  /**
   * True while the server is busy answering requests: the sender then sends one mail at a time, so delivery
   * takes what the requests leave instead of competing with them. By default: the event loop was busy more
   * than 70 % of the time since the last look (at least 100 ms back).
   */
  busy?: () => boolean;
}

/**
 * The insert that queues a mail, to run inside another statement (a CTE) so the mail is stored exactly when
 * the change it tells of is. Call MailQueue.poke() once that transaction has committed.
 */
export function queueMailInsert(db: Executor, mail: Mail) {
  return db.insert(mailQueue).values({ toAddress: mail.to, subject: mail.subject, body: mail.text }).returning({ id: mailQueue.id });
}

const SENDS_AT_ONCE = 10;

/** Event-loop utilisation since the previous look; a look less than 100 ms after it repeats the last answer. */
export function eventLoopBusy(threshold = 0.7): () => boolean {
  let since: EventLoopUtilization = performance.eventLoopUtilization();
  let busy = false;
  return () => {
    const window = performance.eventLoopUtilization(since);
    if (window.idle + window.active < 100) return busy;
    since = performance.eventLoopUtilization();
    busy = window.utilization > threshold;
    return busy;
  };
}

// After the nth failed attempt the mail waits this long (the last value repeats).
const BACKOFF_SECONDS = [60, 300, 1800, 7200];

/**
 * The outbox: `send` only stores the mail (one insert) and pokes the sender; delivery goes through the
 * transport (SMTP or the outbox folder) in the background, in batches claimed with FOR UPDATE SKIP LOCKED so
 * several instances never send one mail twice. A failure is retried with back-off; after `maxAttempts` the
 * mail stays in the table with its last error for the owner to see, and is no longer tried.
 */
export class MailQueue implements Mailer {
  readonly #db: Database;
  readonly #transport: Mailer;
  readonly #log: FastifyBaseLogger;
  readonly #options: Required<MailQueueOptions>;
  #running: Promise<void> | undefined;
  #again = false;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(db: Database, transport: Mailer, log: FastifyBaseLogger, options: MailQueueOptions = {}) {
    this.#db = db;
    this.#transport = transport;
    this.#log = log;
    this.#options = { sweepMs: 15_000, batch: 50, leaseSeconds: 300, maxAttempts: 8, busy: eventLoopBusy(), ...options };
  }

  async send(mail: Mail): Promise<void> {
    await queueMailInsert(this.#db, mail);
    this.poke();
  }

  /** Delivers what is due soon; pokes that arrive during a run make it look again when it ends. */
  poke(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#deliverAll()
      .catch((err: unknown) => this.#log.error({ err }, 'mail queue: delivery run failed'))
      .finally(() => {
        this.#running = undefined;
        if (this.#again) {
          this.#again = false;
          this.poke();
        }
      });
  }

  /** Resolves once every mail due now has been tried (tests, and a shutdown that should not leave mail behind). */
  async flush(): Promise<void> {
    await this.#idle();
    this.poke(); // a run that starts after the call, so it sees every mail committed before it
    await this.#idle();
  }

  async #idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  start(): void {
    this.#timer ??= setInterval(() => this.poke(), this.#options.sweepMs).unref();
    this.poke();
  }

  /**
   * Delivers what is due, for at most `graceMs` (a mail server that hangs must not hold up a shutdown), then
   * starts no more runs. Whatever is left stays queued for the next start or another instance.
   */
  async stop(graceMs = 5000): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([this.flush(), new Promise((resolve) => (timeout = setTimeout(resolve, graceMs)))]);
    clearTimeout(timeout);
    this.#stopped = true;
  }

  async #deliverAll(): Promise<void> {
    for (;;) {
      const batch = await this.#claim();
      if (batch.length === 0) return;
      const sent: number[] = [];
      // A few at a time: a mail server answers each in tens of milliseconds, and a password code must not
      // wait behind a long row of booking notices. One at a time while requests keep the server busy (ten at
      // once cost create-booking 18 % of its throughput under a saturating load, issue 7).
      for (let i = 0; i < batch.length;) {
        const atOnce = this.#options.busy() ? 1 : SENDS_AT_ONCE;
        const chunk = batch.slice(i, i + atOnce);
        i += chunk.length;
        await Promise.all(
          chunk.map(async (mail) => {
            try {
              await this.#transport.send({ to: mail.toAddress, subject: mail.subject, text: mail.body });
              sent.push(mail.id);
            } catch (err) {
              await this.#failed(mail, err);
            }
          }),
        );
      }
      if (sent.length > 0) await this.#db.delete(mailQueue).where(inArray(mailQueue.id, sent));
    }
  }

  // Due mail, oldest first, leased to this instance: a crash mid-send leaves it to be tried again after the lease.
  async #claim(): Promise<QueuedMail[]> {
    const { batch, leaseSeconds } = this.#options;
    return this.#db
      .update(mailQueue)
      .set({ attempts: sql`${mailQueue.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .where(
        sql`${mailQueue.id} in (select id from ${mailQueue} where ${mailQueue.nextAttemptAt} <= now() order by ${mailQueue.nextAttemptAt}, ${mailQueue.id} limit ${batch} for update skip locked)`,
      )
      .returning();
  }

  async #failed(mail: QueuedMail, err: unknown): Promise<void> {
    const message = err instanceof Error ? err.message : String(err);
    const givenUp = mail.attempts >= this.#options.maxAttempts;
    const wait = BACKOFF_SECONDS[Math.min(mail.attempts, BACKOFF_SECONDS.length) - 1]!;
    await this.#db
      .update(mailQueue)
      .set({
        lastError: message.slice(0, 1000),
        nextAttemptAt: givenUp ? sql`'infinity'::timestamptz` : sql`now() + make_interval(secs => ${wait})`,
      })
      .where(inArray(mailQueue.id, [mail.id]));
    if (givenUp)
      this.#log.error({ err, to: mail.toAddress, subject: mail.subject, attempts: mail.attempts }, 'mail queue: gave up on a mail');
    else
      this.#log.warn({ err, to: mail.toAddress, attempts: mail.attempts, retryInSeconds: wait }, 'mail queue: sending failed, will retry');
  }
}
