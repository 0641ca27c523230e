import { z } from 'zod';
import { invoiceMessages } from '../invoice-messages.js';
import { GST_RATES, gstinProblem } from '../gst.js';
import { INDIAN_STATES } from '../indian-states.js';
import { pagedList } from './paging.js';

// Issue 21: GST settings, a service's SAC code and deposit, a business customer's GSTIN, tax invoices and credit
// notes, and the accountant's monthly summary.

/** A GSTIN, upper-cased and trimmed, with its format, state code and check digit checked. */
export const gstinField = z
  .string({ error: invoiceMessages.gstinFormat })
  .trim()
  .transform((v) => v.toUpperCase())
  .superRefine((v, ctx) => {
    const problem = gstinProblem(v);
    if (problem === 'format') ctx.addIssue({ code: 'custom', message: invoiceMessages.gstinFormat });
    else if (problem === 'state') ctx.addIssue({ code: 'custom', message: invoiceMessages.gstinState });
    else if (problem === 'checkDigit') ctx.addIssue({ code: 'custom', message: invoiceMessages.gstinCheckDigit });
  });

export const gstLegalNameField = z
  .string({ error: invoiceMessages.legalNameRequired })
  .trim()
  .min(1, invoiceMessages.legalNameRequired)
  .max(200, invoiceMessages.legalNameTooLong);

export const gstStateField = z.enum(INDIAN_STATES, { error: invoiceMessages.badGstState });

export const taxRateField = z
  .number({ error: invoiceMessages.badTaxRate })
  .refine((v) => (GST_RATES as readonly number[]).includes(v), invoiceMessages.badTaxRate);

export const paymentHoldMinutesField = z
  .number({ error: invoiceMessages.badPaymentHold })
  .int(invoiceMessages.badPaymentHold)
  .min(1, invoiceMessages.badPaymentHold)
  .max(60, invoiceMessages.badPaymentHold);

/**
 * Settings' GST registration: legal name, GSTIN and state all together (the GSTIN's state code must be the state's,
 * message gstinStateMismatch), or null to clear it. Without it no tax invoices are issued.
 */
export const gstRegistrationBody = z.object({ legalName: gstLegalNameField, gstin: gstinField, state: gstStateField }).nullable();
export const gstRegistrationView = z.object({ legalName: z.string(), gstin: z.string(), state: z.string() }).nullable();

/** A service's SAC code for invoices: 4 to 8 digits. */
export const sacCodeField = z
  .string({ error: invoiceMessages.badSacCode })
  .trim()
  .regex(/^[0-9]{4,8}$/, invoiceMessages.badSacCode);

/** A service's online deposit in percent; 0: none. */
export const depositPercentField = z
  .number({ error: invoiceMessages.badDepositPercent })
  .int(invoiceMessages.badDepositPercent)
  .min(0, invoiceMessages.badDepositPercent)
  .max(100, invoiceMessages.badDepositPercent);

/** A customer's business details for B2B invoices (profile), or null for none. */
export const buyerGstBody = z.object({ gstin: gstinField, legalName: gstLegalNameField }).nullable();
export const buyerGstView = z.object({ gstin: z.string(), legalName: z.string() }).nullable();

// ---------------------------------------------------------------------------------------------------------
// Invoices and credit notes

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = { invoice: 'Tax invoice', credit_note: 'Credit note' };

export const invoiceLineView = z.object({
  description: z.string(),
  sac: z.string(),
  quantity: z.number(),
  ratePercent: z.number(),
  taxablePaise: z.number(),
  cgstPaise: z.number(),
  sgstPaise: z.number(),
  igstPaise: z.number(),
  totalPaise: z.number(),
});

export const invoiceView = z.object({
  _id: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** AS/2026-27/000001, or CN/2026-27/000001 for a credit note. */
  number: z.string(),
  financialYear: z.string(),
  issuedAt: z.string(),
  bookingId: z.string().nullable(),
  /** The booking's AS-XXXXX reference, when it bills a booking. */
  bookingReference: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  /** A credit note's invoice: its id and number. */
  originalInvoiceId: z.string().nullable(),
  originalInvoiceNumber: z.string().nullable(),
  seller: z.object({
    legalName: z.string(),
    tradeName: z.string(),
    gstin: z.string(),
    address: z.string(),
    state: z.string(),
    stateCode: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  buyer: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    gstin: z.string().nullable(),
    legalName: z.string().nullable(),
    state: z.string(),
  }),
  /** The state of supply, with its code: 'Delhi (07)'. */
  placeOfSupply: z.string(),
  supplyType: z.enum(['intra', 'inter']),
  taxRatePercent: z.number(),
  lines: z.array(invoiceLineView),
  /** Per SAC code: the HSN/SAC summary. */
  sacSummary: z.array(
    z.object({ sac: z.string(), taxablePaise: z.number(), cgstPaise: z.number(), sgstPaise: z.number(), igstPaise: z.number() }),
  ),
  taxablePaise: z.number(),
  cgstPaise: z.number(),
  sgstPaise: z.number(),
  igstPaise: z.number(),
  totalPaise: z.number(),
  /** "Rupees One Thousand Four Hundred Ninety-Nine Only" (Indian numbering: lakh, crore). */
  totalInWords: z.string(),
  reason: z.string().nullable(),
});
export type InvoiceView = z.infer<typeof invoiceView>;

/** get-invoices: issued between from and to (business-local dates, both included; default this month). */
export const invoicesQuery = z.object({
  from: z.iso.date({ error: invoiceMessages.badInvoiceRange }).optional(),
  to: z.iso.date({ error: invoiceMessages.badInvoiceRange }).optional(),
  kind: z.enum(INVOICE_KINDS).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const invoicesList = pagedList(invoiceView);
export const invoiceIdQuery = z.object({ id: z.string().uuid(invoiceMessages.invoiceNotFound) });
/** get-booking-invoices: a booking's tax invoice and its credit notes, oldest first. */
export const bookingInvoicesQuery = z.object({
  bookingId: z.string({ error: 'bookingId is required.' }).uuid('bookingId must be a valid id.'),
});
export const bookingInvoicesResponse = z.object({ data: z.array(invoiceView) });

// ---------------------------------------------------------------------------------------------------------
// The accountant's month

export const gstMonthQuery = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, invoiceMessages.badMonth) });

export const GST_CSV_SECTIONS = ['b2b', 'b2cs', 'cdnr', 'hsn'] as const;
export type GstCsvSection = (typeof GST_CSV_SECTIONS)[number];
export const gstCsvQuery = gstMonthQuery.extend({
  section: z.enum(GST_CSV_SECTIONS, { error: 'Section must be b2b, b2cs, cdnr or hsn.' }),
});

const taxTotals = {
  taxablePaise: z.number(),
  cgstPaise: z.number(),
  sgstPaise: z.number(),
  igstPaise: z.number(),
  totalPaise: z.number(),
};

export const gstSummaryView = z.object({
  month: z.string(),
  /** B2C invoices, net of their credit notes, by place of supply and rate (GSTR-1 B2CS). */
  b2c: z.array(z.object({ placeOfSupply: z.string(), ratePercent: z.number(), count: z.number(), ...taxTotals })),
  /** Each B2B invoice of the month (GSTR-1 B2B). */
  b2b: z.array(
    z.object({
      invoiceId: z.string(),
      number: z.string(),
      issuedAt: z.string(),
      buyerGstin: z.string(),
      buyerName: z.string(),
      placeOfSupply: z.string(),
      ratePercent: z.number(),
      ...taxTotals,
    }),
  ),
  /** Credit notes of the month (B2B ones are GSTR-1 CDNR; B2C ones reduce the B2CS rows). */
  creditNotes: z.array(
    z.object({
      invoiceId: z.string(),
      number: z.string(),
      originalNumber: z.string(),
      issuedAt: z.string(),
      buyerGstin: z.string().nullable(),
      /** The buyer's legal name (B2B) or name. */
      buyerName: z.string(),
      placeOfSupply: z.string(),
      ratePercent: z.number(),
      ...taxTotals,
    }),
  ),
  /** By SAC code (GSTR-1 HSN summary). */
  sac: z.array(z.object({ sac: z.string(), count: z.number(), ...taxTotals })),
  totals: z.object(taxTotals),
});
export type GstSummaryView = z.infer<typeof gstSummaryView>;
