// Money as people here read it, in a module without zod: a public page that shows a price downloads no schema
// library (a bundler keeps a schema module's schemas with any constant taken from it).
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2 });
const inrPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Paise as people here read rupees: ₹1,999 or ₹1,999.50 (Indian digit grouping: ₹1,00,000). */
export const formatInr = (paise: number) => (paise % 100 === 0 ? inr : inrPaise).format(paise / 100);
/** Paise always with two decimals, as tax invoices print them: ₹1,270.34, ₹200.00. */
export const formatInrExact = (paise: number) => inrPaise.format(paise / 100);
