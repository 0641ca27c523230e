import { createHmac, hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256-bit opaque token, URL safe. */
export const newToken = () => randomBytes(32).toString('base64url');

// crypto.hash, one call: five times quicker than createHash for a token (every signed-in request hashes one).
export const sha256 = (value: string) => hash('sha256', value, 'buffer');

/** The same digest as text, to key an in-memory map by a token without keeping the token. */
export const sha256Base64 = (value: string) => hash('sha256', value, 'base64');

/** Six digits from a CSPRNG, leading zeros kept. */
export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

// Keyed by the reset token (itself stored only hashed), so the stored code cannot be brute-forced offline.
export const otpDigest = (token: string, otp: string) => createHmac('sha256', token).update(otp).digest();

export const sameBytes = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);
