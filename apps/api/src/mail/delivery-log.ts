import type { Database } from '@autospa/db';
import { claimNotification, markFailed, markSent } from '../messaging/log.js';
import type { Mail, Mailer } from './mailer.js';

/**
 * Sends a mail job's mail and, when it carries `log`, writes its delivery-log row (email, sent or failed): the
 * row written with it (a reminder's) or one per job (its id as the dedupe key, so retries update one row).
 */
export async function deliverLogged(db: Database | undefined, transport: Mailer, mail: Mail, jobId: string): Promise<void> {
  if (!mail.log || !db) return transport.send(mail);
  const { template, bookingId, accountId, language, notificationId } = mail.log;
  const id =
    notificationId ??
    (
      await claimNotification(db, {
        channel: 'email',
        template,
        bookingId,
        accountId,
        language,
        recipient: mail.to,
        dedupeKey: `mail:${jobId}`,
      })
    ).id;
  const provider = transport.provider ?? 'smtp';
  try {
    await transport.send(mail);
  } catch (error) {
    await markFailed(db, id, error, provider);
    throw error;
  }
  await markSent(db, id, { provider, providerId: null });
}
