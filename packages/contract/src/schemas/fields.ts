import { z } from 'zod';
import { isCommonPassword } from '../common-passwords.js';
import { EMAIL_PATTERN } from '../email-pattern.js';
import { normaliseCarNo } from './parsing.js';

// Field rules shared by every form and route (SPEC.md §5, plus the server-side bounds of issue 2).
export const required = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

export const emailField = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email must be at most 254 characters.')
  .regex(EMAIL_PATTERN, 'Please enter a valid email address.')
  .transform((v) => v.toLowerCase());

export const phoneField = z
  .string({ error: 'Phone is required.' })
  .trim()
  .min(1, 'Phone is required.')
  .regex(/^\d{10}$/, 'Phone must be exactly 10 digits.');

export const PASSWORD_MIN = 8;
export const passwordField = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(128, 'Password must be at most 128 characters.')
  .refine((v) => !isCommonPassword(v), 'This password is one of the most common ones. Please choose a harder one to guess.');

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const genderField = z.enum(GENDERS, { error: 'Gender must be Male, Female or Other.' });

export const dateOfBirthField = z
  .string({ error: 'Date of birth is required.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date (YYYY-MM-DD).')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Date of birth must be a real date.')
  .refine((v) => v <= new Date().toISOString().slice(0, 10), 'Date of birth cannot be in the future.');

export const pincodeField = z
  .string({ error: 'Pincode is required.' })
  .trim()
  .regex(/^\d{6}$/, 'Pincode must be 6 digits.');

export const carNoField = z
  .string({ error: 'Car number is required.' })
  .trim()
  .min(1, 'Car number is required.')
  .max(200, 'Car number must be at most 200 characters.')
  .transform((v) =>
    v
      .split(',')
      .map(normaliseCarNo)
      .filter((s) => s.length > 0),
  )
  .refine((list) => list.length > 0, 'Car number is required.')
  .refine((list) => list.every((c) => /^[A-Z0-9]{4,12}$/.test(c)), 'Car number must be 4 to 12 letters and digits, like DL01AB1234.');

export const messageResponse = z.object({ message: z.string() });
export const idQuery = z.object({ id: z.string({ error: 'id is required.' }).uuid('id must be a valid id.') });
