import { eq } from 'drizzle-orm';
import type { BookingView, MessageLanguage } from '@autospa/contract';
import { accounts, type Database } from '@autospa/db';
import type { TextChannel } from '../messaging/channels/types.js';
import { toE164 } from '../messaging/phone.js';

export interface Recipient {
  accountId: string | null;
  email: string | null;
  /** E.164, or null without a phone. */
  phone: string | null;
  language: MessageLanguage;
  /** Besides email: the account's choice; a guest who gave a phone gets SMS. */
  textChannels: TextChannel[];
}

/** Who a booking's reminders go to, in which language and on which channels. */
export async function recipientOf(db: Database, b: BookingView): Promise<Recipient> {
  const phone = b.userId.phone ? toE164(b.userId.phone) : null;
  const email = b.userId.emailId || null;
  if (b.userId.typeOfUser !== 'User' || !b.userId._id)
    return { accountId: null, email, phone, language: 'en', textChannels: phone ? ['sms'] : [] };
  const [account] = await db
    .select({ language: accounts.language, channels: accounts.messageChannels })
    .from(accounts)
    .where(eq(accounts.id, b.userId._id));
  return {
    accountId: b.userId._id,
    email,
    phone,
    language: (account?.language ?? 'en') as MessageLanguage,
    textChannels: phone ? ((account?.channels ?? []) as TextChannel[]) : [],
  };
}
