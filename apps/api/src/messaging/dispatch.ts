import { and, eq } from 'drizzle-orm';
import type { MessageLanguage } from '@autospa/contract';
import { messageOptOuts, type Database } from '@autospa/db';
import type { TextChannel, TextSender } from './channels/types.js';
import { PermanentSendError } from './channels/types.js';
import { claimNotification, markFailed, markSent, markStatus, settled } from './log.js';
import type { OptOutLinkSigner } from './opt-out-links.js';
import { render } from './render.js';

export type TextSenders = Record<TextChannel, TextSender>;

export interface DispatchDeps {
  db: Database;
  senders: TextSenders;
  optOutLinks: OptOutLinkSigner;
  publicUrl: string;
}

export interface TextDispatch {
  channel: TextChannel;
  /** E.164. */
  to: string;
  /** The rendered message; the opt-out line is added here. */
  text: string;
  template: string;
  language: MessageLanguage;
  variables: Record<string, string>;
  bookingId?: string | null;
  accountId?: string | null;
  dedupeKey?: string;
}

export type DispatchOutcome = 'sent' | 'opted-out' | 'failed' | 'already-done';

const optedOut = async (db: Database, recipient: string, channel: TextChannel) =>
  (
    await db
      .select({ channel: messageOptOuts.channel })
      .from(messageOptOuts)
      .where(and(eq(messageOptOuts.recipient, recipient), eq(messageOptOuts.channel, channel)))
  ).length > 0;

/**
 * Sends one SMS or WhatsApp message, with its opt-out line, and logs it: 'opted-out' (nothing sent) when the
 * number opted out of the channel, else 'queued' then 'sent' or 'failed'. A failure the provider may get over
 * throws (the job retries; the same dedupe key then reuses the row); a permanent one is only logged.
 */
export async function dispatchText(deps: DispatchDeps, message: TextDispatch): Promise<DispatchOutcome> {
  const { db, senders } = deps;
  const entry = {
    bookingId: message.bookingId,
    accountId: message.accountId,
    channel: message.channel,
    template: message.template,
    language: message.language,
    recipient: message.to,
    dedupeKey: message.dedupeKey,
  };
  if (await optedOut(db, message.to, message.channel)) {
    const claim = await claimNotification(db, { ...entry, status: 'opted-out' });
    if (claim.fresh) return 'opted-out';
    if (settled(claim.status)) return 'already-done';
    await markStatus(db, claim.id, 'opted-out');
    return 'opted-out';
  }
  const claim = await claimNotification(db, entry);
  if (!claim.fresh && settled(claim.status)) return 'already-done';
  const optOutUrl = `${deps.publicUrl}/stop/${deps.optOutLinks.sign({ channel: message.channel, recipient: message.to })}`;
  const text = `${message.text}\n${render('opt-out', message.language, 'sms', { optOutUrl })}`;
  const sender = senders[message.channel];
  try {
    const result = await sender.send({
      to: message.to,
      text,
      template: message.template,
      language: message.language,
      variables: message.variables,
    });
    await markSent(db, claim.id, result);
    return 'sent';
  } catch (error) {
    await markFailed(db, claim.id, error, sender.provider);
    if (error instanceof PermanentSendError) return 'failed';
    throw error;
  }
}
