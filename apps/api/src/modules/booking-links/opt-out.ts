import { messagingMessages, type OptionalMessageChannel } from '@autospa/contract';
import { messageOptOuts, type Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import type { OptOutLinkSigner } from '../../messaging/opt-out-links.js';

/** '+919876543210' → '+91••••••3210': enough for its owner to know it, not enough to read it off a screen. */
export const maskedPhone = (phone: string) => `${phone.slice(0, 3)}${'•'.repeat(Math.max(0, phone.length - 7))}${phone.slice(-4)}`;

/** The opt-out link (/stop/<token>): no more messages on that channel to that number. Again: the same answer. */
export async function optOutByLink(
  db: Database,
  signer: OptOutLinkSigner,
  token: string,
): Promise<{ message: string; channel: OptionalMessageChannel; recipient: string }> {
  const optOut = signer.verify(token);
  if (!optOut) throw httpErrors.badRequest(messagingMessages.badOptOutLink);
  await db.insert(messageOptOuts).values(optOut).onConflictDoNothing();
  return { message: messagingMessages.optedOut, channel: optOut.channel, recipient: maskedPhone(optOut.recipient) };
}
