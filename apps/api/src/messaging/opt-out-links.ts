import { tokenSeal } from './signed-token.js';
import type { TextChannel } from './channels/types.js';

// Issue 19: the opt-out link every SMS and WhatsApp message carries (/stop/<token>): the channel and the phone
// number, signed with HMAC-SHA256 under the server's secret. It does not expire: opting out must always work.

const CHANNELS: readonly TextChannel[] = ['sms', 'whatsapp'];

export interface OptOut {
  channel: TextChannel;
  /** E.164 phone number. */
  recipient: string;
}

export interface OptOutLinkSigner {
  sign(optOut: OptOut): string;
  verify(token: string): OptOut | undefined;
}

export function optOutLinkSigner(secret: string | undefined): OptOutLinkSigner {
  // 16 bytes of MAC keep an SMS short.
  const { seal, open } = tokenSeal(secret, 'opt-out', 16);
  return {
    sign: ({ channel, recipient }) => seal(Buffer.from(`${CHANNELS.indexOf(channel)}${recipient}`, 'utf8')),
    verify(token) {
      const text = open(token)?.toString('utf8');
      if (text === undefined) return undefined;
      const channel = CHANNELS[Number(text.slice(0, 1))];
      const recipient = text.slice(1);
      return channel && /^\+[1-9]\d{6,14}$/.test(recipient) ? { channel, recipient } : undefined;
    },
  };
}
