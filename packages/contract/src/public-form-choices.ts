// The public forms' fixed choices and the résumé rule, in a module without zod: the schemas (schemas/*.ts) and
// the zod-free checks (public-form-checks.ts) share them, and a public page that imports them downloads no
// schema library (a bundler keeps a schema module's schemas with any constant taken from it).
import { marketingMessages } from './marketing-messages.js';

// SPEC.md §3 Contact form: Service Type values and labels.
export const CONTACT_SERVICE_TYPES = [
  { value: 'basic', label: 'Basic Wash' },
  { value: 'premium', label: 'Premium Wash' },
  { value: 'detailing', label: 'Car Detailing' },
  { value: 'wax', label: 'Wax & Polish' },
] as const;
export type ContactServiceType = (typeof CONTACT_SERVICE_TYPES)[number]['value'];

// The four choices of the public Book Now form (SPEC.md §3); each maps to the service carrying that key.
export const PUBLIC_SERVICE_KEYS = ['basic', 'interior', 'exterior', 'full'] as const;
export type PublicServiceKey = (typeof PUBLIC_SERVICE_KEYS)[number];

// The public Book Now form (SPEC.md §3, §9): a request for a day and a time slot, not an exact time.
export const TIME_SLOTS = [
  { key: 'morning', label: 'Morning (8 AM - 12 PM)', start: 8 * 60, end: 12 * 60 },
  { key: 'afternoon', label: 'Afternoon (12 PM - 4 PM)', start: 12 * 60, end: 16 * 60 },
  { key: 'evening', label: 'Evening (4 PM - 8 PM)', start: 16 * 60, end: 20 * 60 },
] as const;
export const CAR_TYPES = ['hatchback', 'sedan', 'suv', 'luxury'] as const;

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

/** The résumé checks a browser can make (name and size); the server also checks the content's magic bytes. */
export function resumeProblem(file: { name: string; size: number } | undefined | null): string | null {
  if (!file) return marketingMessages.resumeRequired;
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((ext) => name.endsWith(ext))) return marketingMessages.resumeWrongType;
  if (file.size > RESUME_MAX_BYTES) return marketingMessages.resumeTooLarge;
  return null;
}
