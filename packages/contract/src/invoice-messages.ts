// Issue 21: what GST settings, tax invoices, credit notes and the GST summary say.
export const invoiceMessages = {
  // Settings
  gstinFormat: 'GSTIN must be 15 characters like 27AAPFU0939F1ZV.',
  gstinState: 'GSTIN must start with a valid state code.',
  gstinCheckDigit: 'GSTIN check digit does not match. Check the number for typing errors.',
  gstinStateMismatch: (state: string) => `This GSTIN is registered in another state, not ${state}.`,
  legalNameRequired: 'Legal name is required.',
  legalNameTooLong: 'Legal name must be at most 200 characters.',
  badGstState: 'Choose the state of the GST registration.',
  gstIncomplete: 'Give the legal name, GSTIN and state together, or none of them.',
  badTaxRate: 'Tax rate must be 0, 5, 12, 18, 28 or 40 percent.',
  badPaymentHold: 'Payment hold must be a whole number of minutes from 1 to 60.',
  // Services
  badSacCode: 'SAC code must be 4 to 8 digits, like 998714.',
  badDepositPercent: 'Deposit must be a whole percent from 0 to 100.',
  // Invoices
  invoiceNotFound: 'Invoice not found.',
  notYourInvoice: 'You can only see your own invoices.',
  badMonth: 'Month must be like 2026-11.',
  badInvoiceRange: 'From and to must be dates like 2026-11-01, from on or before to.',
} as const;
