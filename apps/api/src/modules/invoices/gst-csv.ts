import { DEFAULT_SAC_CODE, type GstCsvSection, type GstSummaryView } from '@autospa/contract';
import { localParts } from '../../lib/zoned-time.js';
import { csvCell } from '../finance/csv.js';

// The month's GSTR-1 sections as CSV in the column headings of the GST offline tool's templates, so the
// accountant pastes them in as they are. No byte order mark: the tool matches the first heading as written.

export const GSTR1_HEADINGS: Record<GstCsvSection, string[]> = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  b2cs: ['Type', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  hsn: [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ],
};

const SAC_DESCRIPTIONS: Record<string, string> = { [DEFAULT_SAC_CODE]: 'Maintenance and repair services of motor vehicles' };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 05-Nov-2026: the business-local day of an instant, as the templates write dates. */
export function gstDate(iso: string, timeZone: string): string {
  const [year, month, day] = localParts(new Date(iso), timeZone).date.split('-');
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** 'Delhi (07)' → '07-Delhi', the templates' place of supply. */
export const gstPlace = (place: string) => place.replace(/^(.*) \((\d{2})\)$/, '$2-$1');

type Cell = Parameters<typeof csvCell>[0];
const NIL: Cell = { paise: 0 };

function rowsOf(s: GstSummaryView, section: GstCsvSection, timeZone: string): Cell[][] {
  switch (section) {
    case 'b2b':
      return s.b2b.map((r) => [
        r.buyerGstin,
        r.buyerName,
        r.number,
        gstDate(r.issuedAt, timeZone),
        { paise: r.totalPaise },
        gstPlace(r.placeOfSupply),
        'N',
        '',
        'Regular B2B',
        '',
        String(r.ratePercent),
        { paise: r.taxablePaise },
        NIL,
      ]);
    case 'b2cs':
      return s.b2c.map((r) => ['OE', gstPlace(r.placeOfSupply), '', String(r.ratePercent), { paise: r.taxablePaise }, NIL, '']);
    case 'cdnr':
      return s.creditNotes
        .filter((r) => r.buyerGstin)
        .map((r) => [
          r.buyerGstin!,
          r.buyerName,
          r.number,
          gstDate(r.issuedAt, timeZone),
          'C',
          gstPlace(r.placeOfSupply),
          'N',
          'Regular B2B',
          { paise: r.totalPaise },
          '',
          String(r.ratePercent),
          { paise: r.taxablePaise },
          NIL,
        ]);
    case 'hsn':
      // Services carry no unit of quantity: UQC NA and quantity 0, as the portal asks for SAC codes.
      return s.sac.map((r) => [
        r.sac,
        SAC_DESCRIPTIONS[r.sac] ?? '',
        'NA',
        '0',
        { paise: r.totalPaise },
        { paise: r.taxablePaise },
        { paise: r.igstPaise },
        { paise: r.cgstPaise },
        { paise: r.sgstPaise },
        NIL,
      ]);
  }
}

/** One GSTR-1 section of the month, CRLF lines, cells quoted and guarded against formulas like the finance CSVs. */
export function gstCsv(summary: GstSummaryView, section: GstCsvSection, timeZone: string): string {
  const rows = [GSTR1_HEADINGS[section], ...rowsOf(summary, section, timeZone)];
  return `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
