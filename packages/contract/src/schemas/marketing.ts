import { z } from 'zod';
import { INDIAN_STATES } from '../indian-states.js';
import { CONTACT_SERVICE_TYPES, resumeProblem, type ContactServiceType } from '../public-form-choices.js';
import { emailField, phoneField, required } from './fields.js';

/** POST /tor/newsletter → 201 subscribed, 409 alreadySubscribed, 400 bad email. */
export const newsletterBody = z.object({ email: emailField });
export type NewsletterBody = z.input<typeof newsletterBody>;

// SPEC.md §3 Contact form: Service Type values (public-form-choices.ts).
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

/** The browser's form: the text fields plus the file input's list, whose first file is the résumé. */
export const jobApplicationForm = jobApplicationFields.extend({
  resume: z.custom<ArrayLike<{ name: string; size: number }> | undefined>().superRefine((files, ctx) => {
    const problem = resumeProblem(files?.[0]);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export type JobApplicationFormValues = z.input<typeof jobApplicationForm>;
