import { z } from 'zod';
import { messages } from '../messages.js';

export const loginBody = z
  .object({
    password: z.string().max(128).optional(),
    emailId: z.string().trim().max(254).optional(),
    phone: z.string().trim().max(20).optional(),
    username: z.string().trim().max(200).optional(),
  })
  .refine((b) => !!b.password && !!(b.emailId || b.phone || b.username), {
    message: messages.login.fillAllFields,
  });
export type LoginBody = z.infer<typeof loginBody>;

export const loginResponse = z.object({
  token: z.string(),
  typeOfUser: z.string(),
  username: z.string(),
  employeeId: z.string(),
  email: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const meResponse = z.object({
  id: z.string(),
  typeOfUser: z.string(),
  username: z.string(),
  emailId: z.string(),
  phone: z.string(),
  employeeId: z.string(),
});
export type MeResponse = z.infer<typeof meResponse>;

// SPEC.md §5 login identifier rule: email shape -> emailId, exactly 10 digits -> phone, else username.
export function identifierField(identifier: string): 'emailId' | 'phone' | 'username' {
  const value = identifier.trim();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return 'emailId';
  if (/^\d{10}$/.test(value)) return 'phone';
  return 'username';
}
