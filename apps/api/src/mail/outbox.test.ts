import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

// The outbox folder is made when a write finds it missing (not with a mkdir before every mail, issue 7).
const root = mkdtempSync(join(tmpdir(), 'autospa-outbox-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('outbox mailer', () => {
  it('creates the folder on the first mail, and again when it was removed while running', async () => {
    const outboxDir = join(root, 'nested', 'outbox');
    const mailer = createMailer({ from: 'Auto Spa <a@autospa.example>', outboxDir, log: pino({ level: 'silent' }) });
    await mailer.send({ to: 'one@example.test', subject: 'First', text: 'one' });
    expect(readdirSync(outboxDir)).toHaveLength(1);
    rmSync(outboxDir, { recursive: true });
    await mailer.send({ to: 'two@example.test', subject: 'Second', text: 'two' });
    await mailer.send({ to: 'three@example.test', subject: 'Third', text: 'three' });
    expect(readdirSync(outboxDir)).toHaveLength(2);
  });
});
