import { describe, expect, it } from 'vitest';
import type { GstSummaryView } from '@autospa/contract';
import { gstCsv, gstDate, gstPlace } from './gst-csv.js';

const amounts = { taxablePaise: 100_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 18_000, totalPaise: 118_000 };
const summary = (buyerName: string): GstSummaryView => ({
  month: '2026-09',
  b2c: [],
  b2b: [
    {
      invoiceId: 'i',
      number: 'AS/2026-27/000009',
      issuedAt: '2026-09-04T19:00:00.000Z',
      buyerGstin: '27AAPFU0939F1ZV',
      buyerName,
      placeOfSupply: 'Dadra and Nagar Haveli and Daman and Diu (26)',
      ratePercent: 18,
      ...amounts,
    },
  ],
  creditNotes: [],
  sac: [],
  totals: amounts,
});

describe('GSTR-1 CSV cells', () => {
  it('writes dates as dd-MMM-yyyy on the business day, September as Sep', () => {
    expect(gstDate('2026-09-04T19:00:00.000Z', 'Asia/Kolkata')).toBe('05-Sep-2026');
    expect(gstDate('2026-11-05T04:30:00.000Z', 'Asia/Kolkata')).toBe('05-Nov-2026');
  });

  it('writes the place of supply as code-state', () => {
    expect(gstPlace('Delhi (07)')).toBe('07-Delhi');
    expect(gstPlace('Dadra and Nagar Haveli and Daman and Diu (26)')).toBe('26-Dadra and Nagar Haveli and Daman and Diu');
  });

  it('quotes commas and quotes, and keeps a name that starts like a formula as text', () => {
    const [, row] = gstCsv(summary('=HYPERLINK("http://x.example","Sharma, Co")'), 'b2b', 'Asia/Kolkata').split('\r\n');
    expect(row).toBe(
      `27AAPFU0939F1ZV,"'=HYPERLINK(""http://x.example"",""Sharma, Co"")",AS/2026-27/000009,05-Sep-2026,1180.00,26-Dadra and Nagar Haveli and Daman and Diu,N,,Regular B2B,,18,1000.00,0.00`,
    );
  });
});
