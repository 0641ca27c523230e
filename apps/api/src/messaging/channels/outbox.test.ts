import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outboxSender } from './outbox.js';
import { sampleMessage } from './test-provider-server.js';

const root = mkdtempSync(join(tmpdir(), 'autospa-text-outbox-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('outbox sender', () => {
  it('writes each message as a JSON file under <root>/<channel>, its name the provider id', async () => {
    const result = await outboxSender('whatsapp', root).send(sampleMessage);
    expect(result.provider).toBe('outbox');
    const files = readdirSync(join(root, 'whatsapp'));
    expect(files).toEqual([`${result.providerId}.json`]);
    expect(JSON.parse(readFileSync(join(root, 'whatsapp', files[0]!), 'utf8'))).toEqual({
      channel: 'whatsapp',
      to: '+919810012345',
      text: 'Reminder: your wash is on Sat 29 Nov, 10:30 AM IST. Reply STOP to opt out.',
      template: 'reminder',
      language: 'en',
      variables: { name: 'Asha', time: 'Sat 29 Nov, 10:30 AM IST' },
    });
  });

  it('makes the folder again when it was removed while running', async () => {
    const sender = outboxSender('sms', root);
    await sender.send(sampleMessage);
    rmSync(join(root, 'sms'), { recursive: true });
    await sender.send(sampleMessage);
    await sender.send(sampleMessage);
    expect(readdirSync(join(root, 'sms'))).toHaveLength(2);
  });
});
