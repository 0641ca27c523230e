import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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
  const key = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  const payloadOf = ({ channel, recipient }: OptOut) => Buffer.from(`${CHANNELS.indexOf(channel)}${recipient}`, 'utf8');
  // 16 bytes of MAC keep an SMS short; forging one still takes 2^128 tries.
  const mac = (payload: Buffer) => createHmac('sha256', key).update('opt-out:').update(payload).digest().subarray(0, 16);
  const sign = (optOut: OptOut) => {
    const payload = payloadOf(optOut);
    return `${payload.toString('base64url')}.${mac(payload).toString('base64url')}`;
  };
  return {
    sign,
    verify(token) {
      const [payloadPart = '', macPart = '', ...rest] = token.split('.');
      if (rest.length > 0) return undefined;
      const text = Buffer.from(payloadPart, 'base64url').toString('utf8');
      const channel = CHANNELS[Number(text.slice(0, 1))];
      const recipient = text.slice(1);
      if (!channel || !/^\+[1-9]\d{6,14}$/.test(recipient)) return undefined;
      const given = Buffer.from(`${payloadPart}.${macPart}`);
      const expected = Buffer.from(sign({ channel, recipient }));
      return given.length === expected.length && timingSafeEqual(given, expected) ? { channel, recipient } : undefined;
    },
  };
}
