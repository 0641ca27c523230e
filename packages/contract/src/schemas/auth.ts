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

/** The sign-in form: one identifier (username, email or phone) and the password; one message for both (SPEC.md §8). */
export const loginForm = z.object({
  identifier: z.string().trim().min(1, messages.login.fillAllFields),
  password: z.string().min(1, messages.login.fillAllFields),
});
export type LoginForm = z.infer<typeof loginForm>;

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
