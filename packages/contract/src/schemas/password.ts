import { z } from 'zod';
import { messages } from '../messages.js';
import { emailField, passwordField } from './fields.js';

export const sendOtpBody = z.object({ emailId: emailField });
export const sendOtpResponse = z.object({ token: z.string(), message: z.string() });

export const updatePasswordQuery = z.object({
  token: z.string({ error: 'token is required.' }).min(1, 'token is required.').max(200),
});
export const updatePasswordBody = z
  .object({
    otp: z.coerce.number({ error: 'OTP must be a number.' }).int('OTP must be a whole number.').min(0).max(999999, 'OTP must be 6 digits.'),
    newPassword: passwordField,
    confirmPassword: z.string({ error: messages.password.fillAllFields }),
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    message: messages.password.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type UpdatePasswordBody = z.input<typeof updatePasswordBody>;
