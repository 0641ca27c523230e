// The public forms' checks without zod (newsletter, contact, Book Now, job application), so those pages do not download a
// schema library on their first load (docs/decisions/005-public-pages-first-load.md). Each returns, per field,
// the message the contract's schema gives first; public-form-checks.test.ts holds them to the schemas.
import { EMAIL_PATTERN } from './email-pattern.js';
import { INDIAN_STATES } from './indian-states.js';
import { messages } from './messages.js';
import { CAR_TYPES, CONTACT_SERVICE_TYPES, PUBLIC_SERVICE_KEYS, resumeProblem, TIME_SLOTS } from './public-form-choices.js';
import type { ContactBody, JobApplicationFormValues, NewsletterBody } from './schemas/marketing.js';
import { isCalendarDate, normaliseCarNo } from './schemas/parsing.js';
import type { PublicBookingBody } from './schemas/public-booking.js';

/** The first problem of each field that has one; a field without a problem has no key. */
export type FormProblems<T> = Partial<Record<keyof T & string, string>>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);
const oneOf = (choices: readonly string[], value: unknown) => typeof value === 'string' && choices.includes(value);

/** fields.ts `required(label, max)`. */
export function requiredProblem(value: unknown, label: string, max = 200): string | undefined {
  const v = text(value);
  if (!v) return `${label} is required.`;
  return v.length > max ? `${label} must be at most ${max} characters.` : undefined;
}

/** fields.ts `emailField`. */
export function emailProblem(value: unknown): string | undefined {
  const v = text(value);
  if (!v) return 'Email is required.';
  if (v.length > 254) return 'Email must be at most 254 characters.';
  return EMAIL_PATTERN.test(v) ? undefined : 'Please enter a valid email address.';
}

/** fields.ts `phoneField`. */
export function phoneProblem(value: unknown): string | undefined {
  const v = text(value);
  if (!v) return 'Phone is required.';
  return /^\d{10}$/.test(v) ? undefined : 'Phone must be exactly 10 digits.';
}

/** bookings.ts `oneCarField`: one car number, 4 to 12 letters and digits once spaces and dashes go. */
export function oneCarProblem(value: unknown): string | undefined {
  const v = text(value);
  if (!v) return 'Car number is required.';
  if (v.length > 200) return 'Car number must be at most 200 characters.';
  const cars = v
    .split(',')
    .map(normaliseCarNo)
    .filter((s) => s.length > 0);
  if (cars.length === 0) return 'Car number is required.';
  if (!cars.every((c) => /^[A-Z0-9]{4,12}$/.test(c))) return 'Car number must be 4 to 12 letters and digits, like DL01AB1234.';
  return cars.length === 1 ? undefined : messages.bookings.oneCar;
}

/** Drops the fields without a problem, as a schema's error list has none for them. */
function only<T>(problems: Record<keyof T & string, string | undefined>): FormProblems<T> {
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined)) as FormProblems<T>;
}

/** marketing.ts `newsletterBody`. */
export function newsletterProblems(values: NewsletterBody): FormProblems<NewsletterBody> {
  return only<NewsletterBody>({ email: emailProblem(values.email) });
}

/** marketing.ts `contactBody`. */
export function contactProblems(values: ContactBody): FormProblems<ContactBody> {
  const serviceTypes = CONTACT_SERVICE_TYPES.map((s) => s.value);
  return only<ContactBody>({
    fullName: requiredProblem(values.fullName, 'Full Name', 100),
    email: emailProblem(values.email),
    phone: phoneProblem(values.phone),
    serviceType: oneOf(serviceTypes, values.serviceType) ? undefined : 'Please select a service.',
    message: requiredProblem(values.message, 'Message', 2000),
  });
}

/** public-booking.ts `publicBookingBody`. */
export function publicBookingProblems(values: PublicBookingBody): FormProblems<PublicBookingBody> {
  const date = text(values.date);
  const slot = text(values.timeSlot)?.toLowerCase();
  const slotKnown = TIME_SLOTS.some((s) => s.label.toLowerCase() === slot || s.key === slot);
  return only<PublicBookingBody>({
    service: oneOf(PUBLIC_SERVICE_KEYS, values.service) ? undefined : 'Service must be basic, interior, exterior or full.',
    carType: oneOf(CAR_TYPES, values.carType) ? undefined : 'Car type must be hatchback, sedan, suv or luxury.',
    vehicleNo: oneCarProblem(values.vehicleNo),
    name: requiredProblem(values.name, 'Name', 80),
    phone: phoneProblem(values.phone),
    date: !date ? messages.bookings.selectDateAndSlot : isCalendarDate(date) ? undefined : 'Date must be a date (YYYY-MM-DD).',
    timeSlot: !slot
      ? messages.bookings.selectDateAndSlot
      : slotKnown
        ? undefined
        : 'Time slot must be Morning (8 AM - 12 PM), Afternoon (12 PM - 4 PM) or Evening (4 PM - 8 PM).',
  });
}

/** marketing.ts `jobApplicationForm` (the text fields and the file input's list). */
export function jobApplicationProblems(values: JobApplicationFormValues): FormProblems<JobApplicationFormValues> {
  const message = text(values.message) ?? ''; // optional
  return only<JobApplicationFormValues>({
    name: requiredProblem(values.name, 'Name', 80),
    email: emailProblem(values.email),
    phone: phoneProblem(values.phone),
    location: oneOf(INDIAN_STATES, values.location) ? undefined : 'Please choose your state.',
    message: message.length > 2000 ? 'Message must be at most 2000 characters.' : undefined,
    resume: resumeProblem(values.resume?.[0]) ?? undefined,
  });
}
