import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SendResult, TextChannel, TextMessage, TextSender } from './types.js';

/** The development sender: each message is a JSON file in DATA_DIR/outbox/<channel>, like the mail outbox. */
export function outboxSender(channel: TextChannel, outboxRoot: string): TextSender {
  const folder = join(outboxRoot, channel);
  return {
    channel,
    provider: 'outbox',
    async send(message: TextMessage): Promise<SendResult> {
      const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
      const body = `${JSON.stringify({ channel, ...message }, null, 2)}\n`;
      const file = join(folder, `${id}.json`);
      try {
        await writeFile(file, body, { mode: 0o600 });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await mkdir(folder, { recursive: true });
        await writeFile(file, body, { mode: 0o600 });
      }
      return { provider: 'outbox', providerId: id };
    },
  };
}
