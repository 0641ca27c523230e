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

// The Update Password screen's two forms (SPEC.md §2): they ask only for what is missing and that the passwords
// match, each with one message for the form; the server judges the code and the new password.
export const sendOtpForm = z.object({ emailId: z.string().trim().min(1, messages.password.enterEmail) });
export type SendOtpForm = z.infer<typeof sendOtpForm>;

const filled = z.string().min(1, messages.password.fillAllFields);
export const newPasswordForm = z
  .object({ otp: filled, newPassword: filled, confirmPassword: filled })
  .refine((v) => v.newPassword === v.confirmPassword, { message: messages.password.passwordsDoNotMatch, path: ['confirmPassword'] });
export type NewPasswordForm = z.infer<typeof newPasswordForm>;
