import { z } from 'zod';
import { INDIAN_STATES } from '../indian-states.js';
import { marketingMessages } from '../marketing-messages.js';
import { emailField, phoneField, required } from './fields.js';

/** POST /tor/newsletter → 201 subscribed, 409 alreadySubscribed, 400 bad email. */
export const newsletterBody = z.object({ email: emailField });
export type NewsletterBody = z.input<typeof newsletterBody>;

// SPEC.md §3 Contact form: Service Type values and labels.
export const CONTACT_SERVICE_TYPES = [
  { value: 'basic', label: 'Basic Wash' },
  { value: 'premium', label: 'Premium Wash' },
  { value: 'detailing', label: 'Car Detailing' },
  { value: 'wax', label: 'Wax & Polish' },
] as const;
export type ContactServiceType = (typeof CONTACT_SERVICE_TYPES)[number]['value'];
const serviceTypeValues = CONTACT_SERVICE_TYPES.map((s) => s.value) as [ContactServiceType, ...ContactServiceType[]];

/** POST /tor/contact → 201 { message: contactReceived }. */
export const contactBody = z.object({
  fullName: required('Full Name', 100),
  email: emailField,
  phone: phoneField,
  serviceType: z.enum(serviceTypeValues, { error: 'Please select a service.' }),
  message: required('Message', 2000),
});
export type ContactBody = z.input<typeof contactBody>;

/**
 * POST /tor/job-application, multipart/form-data: these text fields plus the file field `resume`.
 * → 201 { message: applicationSubmitted }, 413 too large, 415 wrong type.
 */
export const jobApplicationFields = z.object({
  name: required('Name', 80),
  email: emailField,
  phone: phoneField,
  // SPEC.md §5: one of India's 36 states and union territories.
  location: z.enum(INDIAN_STATES, { error: 'Please choose your state.' }),
  message: z.string().trim().max(2000, 'Message must be at most 2000 characters.').optional(),
});
export type JobApplicationFields = z.input<typeof jobApplicationFields>;

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

/** The browser's form: the text fields plus the file input's list, whose first file is the résumé. */
export const jobApplicationForm = jobApplicationFields.extend({
  resume: z.custom<ArrayLike<{ name: string; size: number }> | undefined>().superRefine((files, ctx) => {
    const problem = resumeProblem(files?.[0]);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export type JobApplicationFormValues = z.input<typeof jobApplicationForm>;
