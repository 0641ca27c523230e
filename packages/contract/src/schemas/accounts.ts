import { z } from 'zod';
import { pagedQueryFields } from './paging.js';
import { messages } from '../messages.js';
import { carNoField, dateOfBirthField, emailField, genderField, passwordField, phoneField, pincodeField, required } from './fields.js';
import { usernameField } from './username.js';

const passwordsMatch = (b: { password: string; confirmPassword: string }) => b.password === b.confirmPassword;
const mismatch = { message: messages.create.passwordsDoNotMatch, path: ['confirmPassword'] };

const userFields = {
  username: usernameField,
  emailId: emailField,
  phone: phoneField,
  carNo: carNoField,
};
const employeeFields = {
  username: usernameField,
  emailId: emailField,
  phone: phoneField,
  gender: genderField,
  country: required('Country', 80),
  state: required('State', 80),
  pincode: pincodeField,
  dateOfBirth: dateOfBirthField,
};
const passwords = { password: passwordField, confirmPassword: z.string({ error: 'Confirm Password is required.' }) };

export const createUserBody = z.object({ ...userFields, ...passwords }).refine(passwordsMatch, mismatch);
export type CreateUserBody = z.input<typeof createUserBody>;

export const createEmployeeBody = z.object({ ...employeeFields, ...passwords }).refine(passwordsMatch, mismatch);
export type CreateEmployeeBody = z.input<typeof createEmployeeBody>;

// An Admin's create-user call carries the employee fields when it adds an employee (SPEC.md §7).
export const EMPLOYEE_ONLY_FIELDS = ['gender', 'country', 'state', 'pincode', 'dateOfBirth'] as const;

// Partial updates; `active: true` re-activates a deactivated account.
export const updateUserBody = z.object({ ...userFields, active: z.boolean() }).partial();
export const updateEmployeeBody = z.object({ ...employeeFields, active: z.boolean() }).partial();
export type UpdateUserBody = z.input<typeof updateUserBody>;
export type UpdateEmployeeBody = z.input<typeof updateEmployeeBody>;

export const userView = z.object({
  _id: z.string(),
  userId: z.string(),
  username: z.string(),
  phone: z.string(),
  emailId: z.string(),
  carNo: z.array(z.string()),
  bookings: z.number(),
  active: z.boolean(),
  typeOfUser: z.literal('User'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserView = z.infer<typeof userView>;

export const employeeView = z.object({
  _id: z.string(),
  employeeId: z.string(),
  username: z.string(),
  gender: z.string(),
  phone: z.string(),
  emailId: z.string(),
  country: z.string(),
  state: z.string(),
  pincode: z.string(),
  dateOfBirth: z.string(),
  active: z.boolean(),
  typeOfUser: z.literal('Employee'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmployeeView = z.infer<typeof employeeView>;

export const accountListQuery = z.object({
  typeOfUser: z.enum(['User', 'Employee'], { error: 'typeOfUser must be User or Employee.' }),
  ...pagedQueryFields,
});

// A self-registration also answers a session, as login does (issue 16: sign-up signs the customer in).
export const createdAccountResponse = z.object({
  message: z.string(),
  id: z.string(),
  token: z.string().optional(),
  typeOfUser: z.string().optional(),
  username: z.string().optional(),
  employeeId: z.string().optional(),
  email: z.string().optional(),
});

export const createEmployeeResponse = z.object({
  message: z.string(),
  token: z.string(),
  emailId: z.string(),
  username: z.string(),
  typeOfUser: z.string(),
  employeeId: z.string(),
});
export type CreateEmployeeResponse = z.infer<typeof createEmployeeResponse>;
