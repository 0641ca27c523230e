import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

const log = pino({ level: 'silent' });

describe('mailer', () => {
  let server: SMTPServer;
  let port = 0;
  const received: { to: string[]; data: string }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers over SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Auto Spa <a@autospa.example>',
      outboxDir: '/nonexistent',
      log,
    });
    await mailer.send({ to: 'customer@example.test', subject: 'Your Auto Spa password code', text: 'Your code is 123456.' });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['customer@example.test']);
    expect(received[0]!.data).toContain('Subject: Your Auto Spa password code');
    expect(received[0]!.data).toContain('Your code is 123456.');
  });

  it('writes an .eml file to the outbox without SMTP', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    try {
      const mailer = createMailer({ from: 'Auto Spa <a@autospa.example>', outboxDir: join(dir, 'new'), log });
      await mailer.send({ to: 'x@example.test', subject: 'Hello', text: 'Body' });
      expect(readdirSync(join(dir, 'new')).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
