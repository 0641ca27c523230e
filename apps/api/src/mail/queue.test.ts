import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailQueue } from '@autospa/db';
import { setupTestApp, type TestContext } from '../test/harness.js';
import type { Mail, Mailer } from './mailer.js';
import { eventLoopBusy, MailQueue } from './queue.js';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
  await t.app.mailQueue.stop(); // the app's own queue must not take the mail these tests queue
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(mailQueue);
});

const log = pino({ level: 'silent' });

function recorder(fail?: (mail: Mail) => boolean): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (fail?.(mail)) throw new Error(`SMTP 451 for ${mail.to}`);
      sent.push(mail);
    },
  };
}

const mail = (n: number): Mail => ({ to: `c${n}@example.test`, subject: `Booking received ${n}`, text: `Hello ${n}` });
const rows = () => t.db.select().from(mailQueue).orderBy(mailQueue.id);

describe('mail queue', () => {
  it('stores a mail at once and delivers it in the background, then forgets it', async () => {
    const transport = recorder();
    const queue = new MailQueue(t.db, transport, log);
    await queue.send(mail(1));
    await queue.flush();
    expect(transport.sent).toEqual([mail(1)]);
    expect(await rows()).toEqual([]);
  });

  it('keeps a mail whose sending failed, with the error, and tries it again after the back-off', async () => {
    let down = true;
    const transport = recorder(() => down);
    const queue = new MailQueue(t.db, transport, log);
    await queue.send(mail(2));
    await queue.flush();
    const [kept] = await rows();
    expect(kept).toMatchObject({ toAddress: 'c2@example.test', attempts: 1, lastError: 'SMTP 451 for c2@example.test' });
    const waitSeconds = (kept!.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(50);
    expect(waitSeconds).toBeLessThan(70);
    await queue.flush(); // not due yet
    expect(transport.sent).toEqual([]);

    down = false;
    await t.db.update(mailQueue).set({ nextAttemptAt: sql`now()` });
    await queue.flush();
    expect(transport.sent).toEqual([mail(2)]);
    expect(await rows()).toEqual([]);
  });

  it('gives up after the last attempt and leaves the mail for the owner to see', async () => {
    const queue = new MailQueue(
      t.db,
      recorder(() => true),
      log,
      { maxAttempts: 2 },
    );
    await queue.send(mail(3));
    await queue.flush();
    await t.db.update(mailQueue).set({ nextAttemptAt: sql`now()` });
    await queue.flush();
    const { rows: kept } = await t.db.execute<{ attempts: number; finite: boolean }>(
      sql`select attempts, isfinite(next_attempt_at) as finite from mail_queue`,
    );
    expect(kept).toEqual([{ attempts: 2, finite: false }]);
  });

  it('lets several instances share the queue without sending any mail twice', async () => {
    const a = recorder();
    const b = recorder();
    const first = new MailQueue(t.db, a, log, { batch: 3 });
    const second = new MailQueue(t.db, b, log, { batch: 3 });
    await t.db
      .insert(mailQueue)
      .values(Array.from({ length: 40 }, (_, i) => ({ toAddress: `c${i}@example.test`, subject: `s${i}`, body: 'x' })));
    await Promise.all([first.flush(), second.flush()]);
    const delivered = [...a.sent, ...b.sent].map((m) => m.to).sort();
    expect(delivered).toHaveLength(40);
    expect(new Set(delivered).size).toBe(40);
    expect(a.sent.length).toBeGreaterThan(0);
    expect(b.sent.length).toBeGreaterThan(0);
  });

  it('leaves a mail claimed by an instance that died mid-send until its lease ends', async () => {
    const transport = recorder();
    const queue = new MailQueue(t.db, transport, log);
    const [claimed] = await t.db
      .insert(mailQueue)
      .values({ toAddress: 'c5@example.test', subject: 's', body: 'x', attempts: 1, nextAttemptAt: sql`now() + interval '5 minutes'` })
      .returning();
    await queue.flush();
    expect(transport.sent).toEqual([]);
    await t.db
      .update(mailQueue)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailQueue.id, claimed!.id));
    await queue.flush();
    expect(transport.sent.map((m) => m.to)).toEqual(['c5@example.test']);
  });

  it('delivers what is queued before the server stops', async () => {
    const transport = recorder();
    const queue = new MailQueue(t.db, transport, log);
    queue.start();
    await Promise.all([1, 2, 3].map((n) => queue.send(mail(n))));
    await queue.stop();
    expect(transport.sent.map((m) => m.to).sort()).toEqual(['c1@example.test', 'c2@example.test', 'c3@example.test']);
  });

  it('does not let a hanging mail server hold up a shutdown; the mail stays queued', async () => {
    const hanging: Mailer = { send: () => new Promise(() => undefined) };
    const queue = new MailQueue(t.db, hanging, log);
    await queue.send(mail(6));
    const started = Date.now();
    await queue.stop(200);
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await rows()).map((r) => r.toAddress)).toEqual(['c6@example.test']);
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
      const queue = new MailQueue(t.db, transport, log, { busy: () => busy });
      await Promise.all(Array.from({ length: 25 }, (_, n) => queueMail(n)));
      await queue.flush();
      expect(await rows()).toEqual([]);
      return peak;
    };
    const queueMail = (n: number) => t.db.insert(mailQueue).values({ toAddress: mail(n).to, subject: mail(n).subject, body: mail(n).text });
    expect(await peakSends(false)).toBe(10);
    expect(await peakSends(true)).toBe(1);
  });
});

describe('eventLoopBusy', () => {
  const spin = (ms: number) => {
    const end = performance.now() + ms;
    while (performance.now() < end) {
      // the event loop is busy
    }
  };
  const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('says busy after the loop ran flat out, and idle after it waited', async () => {
    const busy = eventLoopBusy(0.7);
    spin(150);
    expect(busy()).toBe(true);
    await idle(150);
    expect(busy()).toBe(false);
  });

  it('repeats its last answer when asked again within 100 ms', async () => {
    const busy = eventLoopBusy(0.7);
    spin(150);
    expect(busy()).toBe(true);
    await idle(20);
    expect(busy()).toBe(true);
  });
});
