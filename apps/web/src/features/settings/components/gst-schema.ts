import { GST_STATE_CODES, gstRegistrationBody, invoiceMessages, taxRateField, type SettingsView } from '@autospa/contract';
import { z } from 'zod';

const registration = gstRegistrationBody.unwrap();

/**
 * The GST card: the registration (all of legal name, GSTIN and state, or none: null), the rate and whether prices
 * include GST. The contract's own field rules, and the server's state check, so the messages are the server's.
 */
export const gstFormSchema = z
  .object({
    legalName: z.string(),
    gstin: z.string(),
    state: z.string(),
    taxRatePercent: z.string().transform(Number).pipe(taxRateField),
    pricesIncludeTax: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.legalName.trim() === '' && v.gstin.trim() === '') return;
    const parsed = registration.safeParse(v);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    } else if (GST_STATE_CODES[parsed.data.state] !== parsed.data.gstin.slice(0, 2)) {
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: invoiceMessages.gstinStateMismatch(parsed.data.state) });
    }
  })
  .transform(({ legalName, gstin, state, taxRatePercent, pricesIncludeTax }) => ({
    gst: legalName.trim() === '' && gstin.trim() === '' ? null : registration.parse({ legalName, gstin, state }),
    taxRatePercent,
    pricesIncludeTax,
  }));

export type GstFormValues = z.input<typeof gstFormSchema>;

export const gstFormValues = (s: SettingsView): GstFormValues => ({
  legalName: s.gst?.legalName ?? '',
  gstin: s.gst?.gstin ?? '',
  // Most registrations are in the state of the business address.
  state: s.gst?.state ?? s.business.region,
  taxRatePercent: String(s.taxRatePercent),
  pricesIncludeTax: s.pricesIncludeTax,
});
