import { randomBytes } from 'node:crypto';
import { uniqueViolation } from '../../lib/db-errors.js';

// 32 characters: digits and capitals without 0/O/1/I, so a reference read out on the phone is never misheard.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A booking reference such as AS-7K2Q9 (32^5 ≈ 33.5 million of them; unique by the bookings_reference_key index). */
export function newReference(): string {
  let reference = 'AS-';
  for (const byte of randomBytes(5)) reference += ALPHABET[byte & 31];
  return reference;
}

/** Runs an insert that draws a fresh reference each time again when the drawn reference was already taken. */
export async function retryOnReferenceClash<T>(insert: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert();
    } catch (error) {
      if (attempt >= tries || uniqueViolation(error) !== 'bookings_reference_key') throw error;
    }
  }
}
