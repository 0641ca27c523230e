import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// The envelope of the product's signed links (a reminder's one-tap links, the opt-out link): the payload and an
// HMAC-SHA256 of it under the server's secret and the link's purpose, both base64url, joined by a dot.

export interface TokenSeal {
  seal: (payload: Buffer) => string;
  /** The payload of a token this server sealed exactly so (constant-time, no other spelling), or undefined. */
  open: (token: string) => Buffer | undefined;
}

/** `macBytes` below 32 keeps a token short (an SMS); 16 bytes still take 2^128 tries to forge. */
export function tokenSeal(secret: string | undefined, purpose: string, macBytes = 32): TokenSeal {
  const key = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  const mac = (payload: Buffer) => createHmac('sha256', key).update(`${purpose}:`).update(payload).digest().subarray(0, macBytes);
  const seal = (payload: Buffer) => `${payload.toString('base64url')}.${mac(payload).toString('base64url')}`;
  return {
    seal,
    open: (token) => {
      const [payloadPart = '', macPart = '', ...rest] = token.split('.');
      if (rest.length > 0) return undefined;
      const payload = Buffer.from(payloadPart, 'base64url');
      const given = Buffer.from(`${payloadPart}.${macPart}`);
      const expected = Buffer.from(seal(payload));
      return given.length === expected.length && timingSafeEqual(given, expected) ? payload : undefined;
    },
  };
}
