import { z } from 'zod';
import { messages } from '../messages.js';
import { CAR_TYPES, PUBLIC_SERVICE_KEYS, TIME_SLOTS } from '../public-form-choices.js';
import { oneCarField } from './bookings.js';
import { phoneField, required } from './fields.js';
import { isCalendarDate } from './parsing.js';

// The public Book Now form (SPEC.md §3, §9): a request for a day and a time slot (TIME_SLOTS), not an exact time.

const slotField = z
  .string({ error: messages.bookings.selectDateAndSlot })
  .trim()
  .min(1, messages.bookings.selectDateAndSlot)
  .transform((v) => TIME_SLOTS.find((s) => s.label.toLowerCase() === v.toLowerCase() || s.key === v.toLowerCase()))
  .refine((s) => s !== undefined, 'Time slot must be Morning (8 AM - 12 PM), Afternoon (12 PM - 4 PM) or Evening (4 PM - 8 PM).');

export const publicBookingBody = z.object({
  service: z.enum(PUBLIC_SERVICE_KEYS, { error: 'Service must be basic, interior, exterior or full.' }),
  carType: z.enum(CAR_TYPES, { error: 'Car type must be hatchback, sedan, suv or luxury.' }),
  vehicleNo: oneCarField,
  name: required('Name', 80),
  phone: phoneField,
  date: z
    .string({ error: messages.bookings.selectDateAndSlot })
    .trim()
    .min(1, messages.bookings.selectDateAndSlot)
    .refine(isCalendarDate, 'Date must be a date (YYYY-MM-DD).'),
  timeSlot: slotField,
});
export type PublicBookingBody = z.input<typeof publicBookingBody>;
export const publicBookingResponse = z.object({ message: z.string(), id: z.string() });
