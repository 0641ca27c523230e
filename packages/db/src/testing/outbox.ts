import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  body: string;
}

// Reads the development outbox (.eml files written by the mailer), oldest first.
export function readOutbox(dir: string): OutboxMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(join(dir, file), 'utf8');
    const [head = '', ...rest] = raw.split('\n\n');
    const unfolded = head.replace(/\n\s+/g, ' ');
    return {
      file,
      to: /^To: (.*)$/m.exec(unfolded)?.[1]?.trim() ?? '',
      subject: /^Subject: (.*)$/m.exec(unfolded)?.[1]?.trim() ?? '',
      body: rest.join('\n\n').replace(/=\n/g, '').replace(/=3D/g, '='),
    };
  });
}

/** The six-digit code of the newest password mail sent to `email`. */
export function latestOtp(dir: string, email: string): string | undefined {
  const mail = readOutbox(dir)
    .filter((m) => m.to.toLowerCase().includes(email.toLowerCase()) && /password code/i.test(m.subject))
    .at(-1);
  return /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
}
