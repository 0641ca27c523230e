import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '@autospa/db';
import { defineJob, JOB_SCHEMA, jobInsertSql, queueDefaults, queueRetention, type JobQueue } from '../jobs/queue.js';
import { serverBusy } from '../jobs/server-busy.js';
import { deliverLogged } from './delivery-log.js';
import type { Mail, Mailer } from './mailer.js';

/**
 * A mail written when it is sent, by the composer `compose` names (MailQueue.composeWith), from a record's id: the
 * job holds a few bytes instead of the mail. A booking's first mail was 1.3 KB of job data, written to the WAL with
 * every booking (issue 14's create-booking load, 2026-11-27).
 */
export interface MailRef {
  compose: string;
  id: string;
}

/** Writes the mail a MailRef stands for; undefined: nothing to send (the record is gone). */
export type MailComposer = (ref: MailRef) => Promise<Mail | undefined>;

/**
 * One mail to send, or a reference to one. Eight tries: after a failure the wait doubles from about a minute (1–2 min, 2–4 min, … up
 * to 1–2 h, pg-boss's jittered back-off); after the eighth the mail moves to `mail-dead` with its last error.
 */
export const mailJob = defineJob<Mail | MailRef>('mail', {
  retryLimit: 7,
  retryDelaySeconds: 60,
  backoff: true,
  expireSeconds: 300,
  changesData: false,
});

/**
 * The SQL that queues a mail, to run inside another statement (a CTE) or transaction so the mail is stored
 * exactly when the change it tells of is. Call MailQueue.poke() once that has committed.
 */
export function queueMailSql(mail: Mail | MailRef | Placeholder, when?: SQL, priority = 0): SQL {
  return jobInsertSql(mailJob, mail, when, priority);
}

const SENDS_AT_ONCE = 10;

/**
 * The outbox on the job queue: `send` only queues the mail (one insert) and wakes this instance's sender;
 * delivery goes through the transport (SMTP or the outbox folder) in the background, on whichever instance takes
 * the job first. Ten at a time; while requests keep the server busy, one at a time (ten at once cost
 * create-booking 18 % of its throughput under a saturating load, issue 7) and one batch per poll (WorkOptions.yieldWhile).
 */
export class MailQueue implements Mailer {
  readonly #jobs: JobQueue;
  readonly #composers = new Map<string, MailComposer>();

  /** `deliveryLog`: the database where mails that carry `log` get their delivery-log row. */
  constructor(jobs: JobQueue, transport: Mailer, options: { busy?: () => boolean; deliveryLog?: Database } = {}) {
    this.#jobs = jobs;
    const busy = options.busy ?? serverBusy();
    jobs.work(
      mailJob,
      async (data, job) => {
        const mail = await this.#written(data);
        if (mail) await deliverLogged(options.deliveryLog, transport, mail, job.id);
      },
      {
        batch: SENDS_AT_ONCE,
        atOnce: () => (busy() ? 1 : SENDS_AT_ONCE),
        yieldWhile: busy,
      },
    );
  }

  /** Registers the composer of the MailRefs that name `name` (on every instance, before jobs run). */
  composeWith(name: string, composer: MailComposer): void {
    this.#composers.set(name, composer);
  }

  async #written(data: Mail | MailRef): Promise<Mail | undefined> {
    if (!('compose' in data)) return data;
    const composer = this.#composers.get(data.compose);
    if (!composer) throw new Error(`no mail composer "${data.compose}"`);
    return composer(data);
  }

  async send(mail: Mail): Promise<void> {
    await this.#jobs.send(mailJob, mail);
  }

  /** After a statement that queued mail with queueMailSql has committed: deliver it now, not at the next poll. */
  poke(): void {
    this.#jobs.wake(mailJob);
  }

  /** Resolves once every mail due now has been tried (tests read the outbox after it). */
  flush(): Promise<void> {
    return this.#jobs.flush(mailJob);
  }

  /** Stops sending on this instance: what is queued stays queued (tests that count statements or rows). */
  stop(): Promise<void> {
    return this.#jobs.stopWorker(mailJob);
  }
}

/**
 * Mail left in the table of the hand-written queue (migration 0006) by an older version moves to the job queue:
 * pending mail keeps its due time (a mail an old instance is sending waits out its lease), mail the old queue
 * had given up on goes to `mail-dead` with its last error. One statement, so two instances starting together
 * move each mail once. Runs at every start; the table is dropped once every install has run this version.
 */
export async function moveLegacyMail(db: Database): Promise<{ pending: number; dead: number }> {
  const { rows: exists } = await db.execute<{ found: boolean }>(sql`select to_regclass('public.mail_queue') is not null as found`);
  if (!exists[0]?.found) return { pending: 0, dead: 0 };
  const job = sql.identifier(JOB_SCHEMA);
  const data = sql`jsonb_build_object('to', m.to_address, 'subject', m.subject, 'text', m.body)`;
  const { rows } = await db.execute<{ pending: number; dead: number }>(sql`
    with moved as (
      delete from mail_queue where exists (select 1 from ${job}.queue where name = ${mailJob.name}) returning *
    ), pending as (
      insert into ${job}.job (name, data, start_after, retry_limit, retry_delay, retry_backoff, expire_in, keep_until, dead_letter, policy)
      select q.name, ${data}, greatest(m.next_attempt_at, now()), ${queueDefaults},
        greatest(m.next_attempt_at, now()) + ${queueRetention}, q.dead_letter, q.policy
      from moved m join ${job}.queue q on q.name = ${mailJob.name}
      where isfinite(m.next_attempt_at)
      returning 1
    ), dead as (
      insert into ${job}.job (name, data, output, keep_until)
      select ${mailJob.deadLetter}, ${data}, jsonb_build_object('message', m.last_error), now() + interval '30 days'
      from moved m where not isfinite(m.next_attempt_at)
      returning 1
    )
    select (select count(*) from pending)::int as pending, (select count(*) from dead)::int as dead`);
  return rows[0] ?? { pending: 0, dead: 0 };
}
