import { z } from 'zod';
import { businessMessages } from '../business-messages.js';
import { addressLineOf, mapSearchUrl } from '../business-place.js';
import { EMAIL_PATTERN } from '../email-pattern.js';
import { INDIAN_STATES } from '../indian-states.js';

// Issue 18: the business's details as the Admin edits them (settings), each field with its own message.

const text = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, message);

/** '+91 98100 12345', '+919810012345' or '98100 12345' → '+91 98100 12345'; undefined when not an Indian mobile or landline number. */
export function normaliseIndianPhone(value: string): string | undefined {
  const digits = value.replace(/\s+/g, '').replace(/^\+91/, '');
  if (!/^[6-9]\d{9}$/.test(digits)) return undefined;
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

export const businessPhoneField = z.string({ error: businessMessages.badPhone }).transform((v, ctx) => {
  const phone = normaliseIndianPhone(v);
  if (phone === undefined) ctx.addIssue({ code: 'custom', message: businessMessages.badPhone });
  return phone ?? v;
});

export const businessEmailField = z
  .string({ error: businessMessages.badEmail })
  .trim()
  .max(254, businessMessages.badEmail)
  .regex(EMAIL_PATTERN, businessMessages.badEmail)
  .transform((v) => v.toLowerCase());

export const businessDetailsFields = {
  name: text(80, businessMessages.badName),
  street: text(120, businessMessages.badStreet),
  city: text(120, businessMessages.badCity),
  region: z.enum(INDIAN_STATES, { error: businessMessages.badRegion }),
  postalCode: z
    .string({ error: businessMessages.badPostalCode })
    .trim()
    .regex(/^[1-9]\d{5}$/, businessMessages.badPostalCode),
  phones: z
    .array(businessPhoneField, { error: businessMessages.badPhoneCount })
    .min(1, businessMessages.badPhoneCount)
    .max(3, businessMessages.badPhoneCount),
  emails: z
    .array(businessEmailField, { error: businessMessages.badEmailCount })
    .min(1, businessMessages.badEmailCount)
    .max(3, businessMessages.badEmailCount),
  /** null: the address's OpenStreetMap search. */
  mapUrl: z
    .string({ error: businessMessages.badMapUrl })
    .trim()
    .max(2000, businessMessages.badMapUrl)
    .refine((v) => {
      try {
        return new URL(v).protocol === 'https:';
      } catch {
        return false;
      }
    }, businessMessages.badMapUrl)
    .nullable(),
};

/** All of the details: what the settings hold and the configuration seeds. */
export const businessDetailsBody = z.object(businessDetailsFields);
export type BusinessDetails = z.output<typeof businessDetailsBody>;

export const businessSettingsView = z.object({
  name: z.string(),
  street: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  phones: z.array(z.string()),
  emails: z.array(z.string()),
  /** The Admin's map link; null shows the address's OpenStreetMap search. */
  mapUrl: z.string().nullable(),
});
export type BusinessSettingsView = z.infer<typeof businessSettingsView>;

/** The map link shown: the Admin's, or a search for the address. */
export const mapUrlOf = (d: BusinessSettingsView) => d.mapUrl ?? mapSearchUrl(addressLineOf(d));
