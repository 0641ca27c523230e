import type { IndianState } from './indian-states.js';

// Issue 21: GST facts shared by the server and the screens: GSTIN checks, state codes, rates, financial years.

/** GST state codes (the first two digits of a GSTIN), as the GST portal numbers them. */
export const GST_STATE_CODES: Record<IndianState, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** The state a GST state code stands for; undefined for an unknown code. */
export function stateOfGstCode(code: string): IndianState | undefined {
  return (Object.keys(GST_STATE_CODES) as IndianState[]).find((s) => GST_STATE_CODES[s] === code);
}

/** The GST rates (percent) a service may carry. */
export const GST_RATES = [0, 5, 12, 18, 28, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

/** The SAC code used when a service has none of its own: maintenance and repair services of motor vehicles. */
export const DEFAULT_SAC_CODE = '998714';

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The 15th character of a GSTIN from its first 14 (the GSTN's mod-36 check). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = 'format' | 'state' | 'checkDigit';

/** Why a GSTIN (already upper-cased and trimmed) is not valid, or null when it is. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!GSTIN_SHAPE.test(gstin)) return 'format';
  if (!stateOfGstCode(gstin.slice(0, 2))) return 'state';
  return gstinCheckChar(gstin.slice(0, 14)) === gstin[14] ? null : 'checkDigit';
}

/** The Indian financial year (April–March) of a business-local date 'YYYY-MM-DD': '2026-27'. */
export function financialYearOf(localDate: string): string {
  const year = Number(localDate.slice(0, 4));
  const month = Number(localDate.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** AS/2026-27/000001 (tax invoice) or CN/2026-27/000001 (credit note). */
export function documentNumber(kind: 'invoice' | 'credit_note', financialYear: string, seq: number): string {
  return `${kind === 'invoice' ? 'AS' : 'CN'}/${financialYear}/${String(seq).padStart(6, '0')}`;
}
