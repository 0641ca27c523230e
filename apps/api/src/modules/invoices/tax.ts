import type { InvoiceLine } from '@autospa/db';

// GST arithmetic on whole paise. Each line is split on its own and the totals are the lines' sums, so a document
// always adds up (total = taxable + CGST + SGST + IGST) whatever the rounding.

export type SupplyType = 'intra' | 'inter';

/** A line before tax is split out: what the customer pays for it, tax included. */
export interface GrossLine {
  description: string;
  sac: string;
  grossPaise: number;
}

export interface TaxTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** One line: taxable = round(gross × 100 / (100 + rate)); intra-state tax halves into CGST (rounded down) and SGST. */
export function taxLine(line: GrossLine, ratePercent: number, supply: SupplyType): InvoiceLine {
  const taxablePaise = Math.round((line.grossPaise * 100) / (100 + ratePercent));
  const tax = line.grossPaise - taxablePaise;
  const cgstPaise = supply === 'intra' ? Math.floor(tax / 2) : 0;
  return {
    description: line.description,
    sac: line.sac,
    quantity: 1,
    ratePercent,
    taxablePaise,
    cgstPaise,
    sgstPaise: supply === 'intra' ? tax - cgstPaise : 0,
    igstPaise: supply === 'inter' ? tax : 0,
    totalPaise: line.grossPaise,
  };
}

export function totalsOf(lines: InvoiceLine[]): TaxTotals {
  const sum = (key: keyof TaxTotals) => lines.reduce((s, l) => s + l[key], 0);
  return {
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    totalPaise: sum('totalPaise'),
  };
}

export function taxLines(lines: GrossLine[], ratePercent: number, supply: SupplyType) {
  const split = lines.map((l) => taxLine(l, ratePercent, supply));
  return { lines: split, ...totalsOf(split) };
}

/** GST added on top of a price entered without it (prices exclusive of tax): round(price × rate / 100). */
export const taxOnTop = (pricePaise: number, ratePercent: number) => Math.round((pricePaise * ratePercent) / 100);

/**
 * What each of a booking's items cost the customer, adding up to the price it paid. Items entered with tax
 * included add up to the price already; items entered without it (the quote added taxOnTop per item) are
 * grossed up the same way, and taxLine then finds each entered price again as the taxable amount. Anything else
 * (the rate changed since the quote, a price edited by hand) shares the price out in proportion to the items.
 */
export function grossAmounts(itemPrices: number[], pricePaise: number, ratePercent: number): number[] {
  const sum = itemPrices.reduce((s, p) => s + p, 0);
  if (sum === pricePaise) return itemPrices;
  const grossed = itemPrices.map((p) => p + taxOnTop(p, ratePercent));
  if (grossed.reduce((s, p) => s + p, 0) === pricePaise) return grossed;
  if (sum === 0) return itemPrices.map((_, i) => (i === 0 ? pricePaise : 0));
  // Largest remainder: floors first, the paise left over to the lines that lost the most.
  const exact = itemPrices.map((p) => (p * pricePaise) / sum);
  const shares = exact.map(Math.floor);
  let left = pricePaise - shares.reduce((s, p) => s + p, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}
