import { describe, expect, it } from 'vitest';
import { grossAmounts, taxLine, taxLines, taxOnTop } from './tax.js';

const line = (grossPaise: number) => ({ description: 'Premium Wash', sac: '998714', grossPaise });

describe('GST arithmetic', () => {
  it('takes the tax out of a tax-inclusive price and halves it into CGST (down) and SGST within the state', () => {
    // ₹999 at 18 %: taxable ₹846.61, tax ₹152.39 → CGST ₹76.19 + SGST ₹76.20.
    expect(taxLine(line(99_900), 18, 'intra')).toMatchObject({
      taxablePaise: 84_661,
      cgstPaise: 7_619,
      sgstPaise: 7_620,
      igstPaise: 0,
      totalPaise: 99_900,
    });
  });

  it('puts the whole tax in IGST across states', () => {
    expect(taxLine(line(99_900), 18, 'inter')).toMatchObject({ taxablePaise: 84_661, cgstPaise: 0, sgstPaise: 0, igstPaise: 15_239 });
  });

  it('charges no tax at rate 0', () => {
    expect(taxLine(line(50_000), 0, 'intra')).toMatchObject({ taxablePaise: 50_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
  });

  it('totals the lines, so total = taxable + CGST + SGST + IGST for any amounts and rates', () => {
    for (const rate of [0, 5, 12, 18, 28, 40]) {
      for (const supply of ['intra', 'inter'] as const) {
        const doc = taxLines([line(99_900), line(1), line(19_950), line(3)], rate, supply);
        expect(doc.totalPaise).toBe(99_900 + 1 + 19_950 + 3);
        expect(doc.taxablePaise + doc.cgstPaise + doc.sgstPaise + doc.igstPaise).toBe(doc.totalPaise);
        expect(doc.taxablePaise).toBe(doc.lines.reduce((s, l) => s + l.taxablePaise, 0));
      }
    }
  });

  it('finds each entered price again as the taxable amount when GST was added on top of it', () => {
    for (const price of [1, 99, 49_900, 79_950, 123_457]) {
      for (const rate of [5, 12, 18, 28, 40]) {
        const [gross] = grossAmounts([price], price + taxOnTop(price, rate), rate);
        expect(taxLine(line(gross!), rate, 'intra').taxablePaise).toBe(price);
      }
    }
  });

  it('shares a booking price out over its items', () => {
    // Entered with tax: the items are the price.
    expect(grossAmounts([79_900, 19_900], 99_800, 18)).toEqual([79_900, 19_900]);
    // Entered without tax: each item with its 18 % on top.
    expect(grossAmounts([79_900, 19_900], 79_900 + 14_382 + 19_900 + 3_582, 18)).toEqual([94_282, 23_482]);
    // Anything else: in proportion, adding up to the price to the paisa.
    const shares = grossAmounts([100, 100, 100], 1_000, 18);
    expect(shares.reduce((s, p) => s + p, 0)).toBe(1_000);
    expect(shares).toEqual([334, 333, 333]);
  });
});
