import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256-bit opaque token, URL safe. */
export const newToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** Six digits from a CSPRNG, leading zeros kept. */
export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

// Keyed by the reset token (itself stored only hashed), so the stored code cannot be brute-forced offline.
export const otpDigest = (token: string, otp: string) => createHmac('sha256', token).update(otp).digest();

export const sameBytes = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);
