import { z } from 'zod';
import { messages } from '../messages.js';
import { oneCarField } from './bookings.js';
import { PUBLIC_SERVICE_KEYS } from './catalog.js';
import { phoneField, required } from './fields.js';
import { isCalendarDate } from './parsing.js';

// The public Book Now form (SPEC.md §3, §9): a request for a day and a time slot, not an exact time.
export const TIME_SLOTS = [
  { key: 'morning', label: 'Morning (8 AM - 12 PM)', start: 8 * 60, end: 12 * 60 },
  { key: 'afternoon', label: 'Afternoon (12 PM - 4 PM)', start: 12 * 60, end: 16 * 60 },
  { key: 'evening', label: 'Evening (4 PM - 8 PM)', start: 16 * 60, end: 20 * 60 },
] as const;
export const CAR_TYPES = ['hatchback', 'sedan', 'suv', 'luxury'] as const;

const slotField = z
  .string({ error: messages.bookings.selectDateAndSlot })
  .trim()
  .min(1, messages.bookings.selectDateAndSlot)
  .transform((v) => TIME_SLOTS.find((s) => s.label.toLowerCase() === v.toLowerCase() || s.key === v.toLowerCase()))
  .refine((s) => s !== undefined, 'Time slot must be Morning (8 AM - 12 PM), Afternoon (12 PM - 4 PM) or Evening (4 PM - 8 PM).')
  .transform((s) => s!);

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
