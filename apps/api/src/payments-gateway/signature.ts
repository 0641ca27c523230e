import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay signs the raw body: HMAC-SHA256 with the webhook secret, hex. Compared in constant time. */
export function isRazorpaySignatureValid(secret: string, rawBody: string | Buffer, signature: string | string[] | undefined): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
