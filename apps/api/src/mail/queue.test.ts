import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue } from '@autospa/db';
import { buildApp } from '../app.js';
import { JobQueue } from '../jobs/queue.js';
import { setupTestApp, type TestContext } from '../test/harness.js';
import type { Mail, Mailer } from './mailer.js';
import { MailQueue } from './queue.js';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
  await t.app.jobs.stop(); // the app's own workers must not take the mail these tests queue
});
afterAll(() => t.close());

const log = pino({ level: 'silent' });
const started: JobQueue[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((jobs) => jobs.stop()));
  await t.db.execute(sql`delete from pgboss.job where name in ('mail', 'mail-dead')`);
});

function recorder(fail?: (mail: Mail) => boolean): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      await new Promise((resolve) => setImmediate(resolve));
      if (fail?.(mail)) throw new Error(`SMTP 451 for ${mail.to}`);
      sent.push(mail);
    },
  };
}

async function mailQueueWith(transport: Mailer, options: { busy?: () => boolean } = {}) {
  const jobs = new JobQueue(t.pool, log);
  const queue = new MailQueue(jobs, transport, options);
  await jobs.start();
  started.push(jobs);
  return { jobs, queue };
}

const mail = (n: number): Mail => ({ to: `c${n}@example.test`, subject: `Booking received ${n}`, text: `Hello ${n}` });
const jobsIn = async (name: string) =>
  (
    await t.db.execute<{ state: string; to: string; output: { message?: string } | null; waitSeconds: number }>(
      sql`select state, data->>'to' as to, output, extract(epoch from start_after - now())::float as "waitSeconds"
          from pgboss.job where name = ${name} order by data->>'to'`,
    )
  ).rows;

describe('mail queue', () => {
  it('stores a mail at once and delivers it in the background, then marks it done', async () => {
    const transport = recorder();
    const { queue } = await mailQueueWith(transport);
    await queue.send(mail(1));
    await queue.flush();
    expect(transport.sent).toEqual([mail(1)]);
    expect((await jobsIn('mail')).map((j) => j.state)).toEqual(['completed']);
  });

  it('keeps a mail whose sending failed, with the error, and tries it again after a back-off of a minute or two', async () => {
    let down = true;
    const transport = recorder(() => down);
    const { queue } = await mailQueueWith(transport);
    await queue.send(mail(2));
    await queue.flush();
    const [kept] = await jobsIn('mail');
    expect(kept).toMatchObject({ state: 'retry', to: 'c2@example.test', output: { message: 'SMTP 451 for c2@example.test' } });
    expect(kept!.waitSeconds).toBeGreaterThan(50);
    expect(kept!.waitSeconds).toBeLessThan(125);
    await queue.flush(); // not due yet
    expect(transport.sent).toEqual([]);

    down = false;
    await t.db.execute(sql`update pgboss.job set start_after = now() where name = 'mail'`);
    await queue.flush();
    expect(transport.sent).toEqual([mail(2)]);
    expect((await jobsIn('mail')).map((j) => j.state)).toEqual(['completed']);
  });

  it('moves a mail to the dead letters after its last try, with its data and last error', async () => {
    const { queue } = await mailQueueWith(recorder(() => true));
    await queue.send(mail(3));
    await t.db.execute(sql`update pgboss.job set retry_limit = 1 where name = 'mail'`);
    await queue.flush();
    await t.db.execute(sql`update pgboss.job set start_after = now() where name = 'mail'`);
    await queue.flush();
    expect((await jobsIn('mail')).map((j) => j.state)).toEqual(['failed']);
    expect(await jobsIn('mail-dead')).toEqual([
      expect.objectContaining({
        state: 'created',
        to: 'c3@example.test',
        output: expect.objectContaining({ message: 'SMTP 451 for c3@example.test' }),
      }),
    ]);
  });

  it('lets several instances share the queue without sending any mail twice', async () => {
    const a = recorder();
    const b = recorder();
    const first = await mailQueueWith(a);
    const second = await mailQueueWith(b);
    await Promise.all(Array.from({ length: 40 }, (_, n) => first.queue.send(mail(n))));
    await Promise.all([first.queue.flush(), second.queue.flush()]);
    const delivered = [...a.sent, ...b.sent].map((m) => m.to).sort();
    expect(delivered).toHaveLength(40);
    expect(new Set(delivered).size).toBe(40);
  });

  it('does not let a hanging mail server hold up a shutdown; the mail stays queued', async () => {
    let called!: () => void;
    const sending = new Promise<void>((resolve) => (called = resolve));
    const hanging: Mailer = {
      send: () => {
        called();
        return new Promise(() => undefined);
      },
    };
    const { jobs, queue } = await mailQueueWith(hanging);
    started.pop();
    await queue.send(mail(6));
    await sending;
    const before = Date.now();
    await jobs.stop(1000);
    expect(Date.now() - before).toBeLessThan(5000);
    expect((await jobsIn('mail')).map((j) => [j.to, j.state === 'completed'])).toEqual([['c6@example.test', false]]);
  });

  it('sends ten at once when the server is idle and one at a time while requests keep it busy', async () => {
    const peakSends = async (busy: boolean) => {
      let now = 0;
      let peak = 0;
      const transport: Mailer = {
        async send() {
          peak = Math.max(peak, ++now);
          await new Promise((resolve) => setTimeout(resolve, 2));
          now--;
        },
      };
      const { jobs, queue } = await mailQueueWith(transport, { busy: () => busy });
      await Promise.all(Array.from({ length: 25 }, (_, n) => t.db.execute(sql`with q as (${queueMail(n)}) select 1`)));
      await queue.flush();
      await jobs.stop();
      started.pop();
      expect((await jobsIn('mail')).filter((j) => j.state !== 'completed')).toEqual([]);
      return peak;
    };
    const queueMail = (n: number) => sql`insert into pgboss.job (name, data) values ('mail', ${JSON.stringify(mail(n))}::jsonb)`;
    expect(await peakSends(false)).toBe(10);
    await t.db.execute(sql`delete from pgboss.job where name = 'mail'`);
    expect(await peakSends(true)).toBe(1);
  });
});

describe('mail queued by an older version', () => {
  it('moves pending mail to the job queue at start, keeps a lease, and files given-up mail as dead letters', async () => {
    await t.db.insert(mailQueue).values([
      { toAddress: 'pending@example.test', subject: 'Booking received', body: 'one' },
      {
        toAddress: 'leased@example.test',
        subject: 'Booking received',
        body: 'two',
        attempts: 1,
        nextAttemptAt: sql`now() + interval '5 minutes'`,
      },
      {
        toAddress: 'given-up@example.test',
        subject: 'Booking received',
        body: 'three',
        attempts: 8,
        lastError: '550 no such user',
        nextAttemptAt: sql`'infinity'::timestamptz`,
      },
    ]);
    const transport = recorder();
    const app = await buildApp({ db: t.db, mailer: transport, webDistDir: '/nonexistent' });
    try {
      await app.ready();
      expect(await t.db.select().from(mailQueue)).toEqual([]);
      await app.mailQueue.flush();
      expect(transport.sent).toEqual([{ to: 'pending@example.test', subject: 'Booking received', text: 'one' }]);
      const waiting = (await jobsIn('mail')).find((j) => j.to === 'leased@example.test');
      expect(waiting?.state).toBe('created');
      expect(waiting!.waitSeconds).toBeGreaterThan(200);
      expect(await jobsIn('mail-dead')).toEqual([
        expect.objectContaining({ to: 'given-up@example.test', output: { message: '550 no such user' } }),
      ]);
    } finally {
      await app.close();
    }
  });
});
