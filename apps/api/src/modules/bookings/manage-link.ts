import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A guest's manage link token: the booking id and an HMAC of it under the server's secret. Nothing is stored, so
 * a repeated (idempotent) guest booking answers the same token; a changed character anywhere fails the check.
 */
export interface ManageLinkSigner {
  sign(bookingId: string): string;
  /** The booking id the token stands for, or undefined when it is not one this server signed. */
  verify(token: string): string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function manageLinkSigner(secret: string | undefined): ManageLinkSigner {
  const key = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  const mac = (id: string) => createHmac('sha256', key).update(`manage-booking:${id}`).digest();
  const sign = (id: string) => `${Buffer.from(id.replaceAll('-', ''), 'hex').toString('base64url')}.${mac(id).toString('base64url')}`;
  return {
    sign,
    verify(token) {
      const idPart = token.split('.')[0] ?? '';
      const hex = Buffer.from(idPart, 'base64url').toString('hex');
      const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      if (!UUID.test(id)) return undefined;
      // The whole token as this server writes it, compared in constant time: no other spelling passes.
      const given = Buffer.from(token);
      const expected = Buffer.from(sign(id));
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
    },
  };
}
