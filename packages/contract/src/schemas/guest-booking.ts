import { z } from 'zod';
import { bookingFinishMessages } from '../booking-finish-messages.js';
import { bookingView, clockTimeField, dateField, oneCarField } from './bookings.js';
import { addOnNamesField } from './pricing.js';
import { emailField, phoneField, required } from './fields.js';

// The Book Now flow's guest booking: an exact time holding a bay, like create-booking, with the guest's contact.
export const createGuestBookingBody = z.object({
  name: required('Name', 80),
  phone: phoneField,
  email: emailField,
  serviceName: required('Service', 100),
  categoryName: required('Category', 60),
  subName: z
    .string()
    .trim()
    .max(60, 'SubCategory must be at most 60 characters.')
    .optional()
    .transform((v) => (v ? v : undefined)),
  addOns: addOnNamesField.optional(),
  /** A service at the door: where to come (required then) and a landmark. */
  address: required('Address', 500).optional(),
  landmark: required('Landmark', 200).optional(),
  date: dateField(),
  time: clockTimeField,
  carNo: oneCarField,
  createAccount: z.boolean().optional(),
});
export type CreateGuestBookingBody = z.input<typeof createGuestBookingBody>;

export const guestBookingResponse = z.object({ message: z.string(), booking: bookingView, manageToken: z.string() });
export type GuestBookingResponse = z.infer<typeof guestBookingResponse>;

export const manageTokenQuery = z.object({
  token: z.string({ error: bookingFinishMessages.manageLinkInvalid }).trim().min(1, bookingFinishMessages.manageLinkInvalid).max(200),
});
export const managedBookingResponse = z.object({ booking: bookingView });

/** The calendar file: the signed-in customer's (or staff's) booking by id, or a guest's by its manage token. */
export const bookingIcsQuery = z
  .object({ id: z.string().uuid('id must be a valid id.').optional(), token: z.string().trim().min(1).max(200).optional() })
  .refine((q) => q.id !== undefined || q.token !== undefined, bookingFinishMessages.bookingNeeded);

/** Optional request header: 1–100 printable ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e][\x20-\x7e]{0,99}$/;
