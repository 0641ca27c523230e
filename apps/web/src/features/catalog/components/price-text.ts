import { pricingMessages } from '@autospa/contract';
import { z } from 'zod';

// The Admin types prices in rupees ('499', '249.50') and minutes as digits; the API takes paise and numbers.
// An empty box means "use the service's own" in the price grid.
export const rupeesText = z
  .string()
  .trim()
  .refine((v) => !v.startsWith('-'), { message: pricingMessages.priceNegative, abort: true })
  .refine((v) => v === '' || /^\d{1,6}(\.\d{1,2})?$/.test(v), 'Price must be an amount in ₹, like 499 or 249.50.');

export const minutesText = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d{1,3}$/.test(v) && Number(v) >= min && Number(v) <= max), message);

export const paiseOf = (rupees: string): number | null => (rupees.trim() === '' ? null : Math.round(Number(rupees) * 100));
export const rupeesOf = (paise: number | null): string =>
  paise === null ? '' : paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
export const minutesOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));
