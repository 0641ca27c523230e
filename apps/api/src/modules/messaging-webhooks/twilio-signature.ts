import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio signs each webhook: base64 HMAC-SHA1, keyed with the auth token, of the full URL it called followed
 * by every POST parameter as name and value, sorted by name.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function isTwilioSignatureValid(authToken: string, url: string, params: Record<string, string>, signature: unknown): boolean {
  if (typeof signature !== 'string' || signature === '') return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
