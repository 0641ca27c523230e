import { formatInr, routes, type GstSummaryView } from '@autospa/contract';
import { TextLink } from '@/components/ui/text-link';
import type { SummaryColumn } from './summary-table';
import { dateIn } from './zoned-dates';

type Taxes = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number };

const money = <T extends Taxes>(header: string, key: keyof Taxes): SummaryColumn<T> => ({
  header,
  numeric: true,
  cell: (r) => formatInr(r[key]),
});

/** Taxable, CGST, SGST, IGST and total: the money columns every GSTR-1 table has. */
export const taxColumns = <T extends Taxes>(): SummaryColumn<T>[] => [
  money('Taxable', 'taxablePaise'),
  money('CGST', 'cgstPaise'),
  money('SGST', 'sgstPaise'),
  money('IGST', 'igstPaise'),
  money('Total', 'totalPaise'),
];

const rate = { header: 'Rate', numeric: true, cell: (r: { ratePercent: number }) => `${r.ratePercent}%` };
const link = (id: string, number: string) => (
  <TextLink to={`${routes.invoice}?id=${id}`} className="font-mono whitespace-nowrap">
    {number}
  </TextLink>
);

export const b2cColumns: SummaryColumn<GstSummaryView['b2c'][number]>[] = [
  { header: 'Place of supply', cell: (r) => r.placeOfSupply },
  rate,
  { header: 'Invoices', numeric: true, cell: (r) => r.count },
  ...taxColumns(),
];

export const b2bColumns = (zone: string): SummaryColumn<GstSummaryView['b2b'][number]>[] => [
  { header: 'Invoice', cell: (r) => link(r.invoiceId, r.number) },
  { header: 'Date', cell: (r) => <span className="whitespace-nowrap">{dateIn(r.issuedAt, zone)}</span> },
  { header: 'Buyer GSTIN', cell: (r) => <span className="font-mono">{r.buyerGstin}</span> },
  { header: 'Buyer', cell: (r) => r.buyerName },
  { header: 'Place of supply', cell: (r) => r.placeOfSupply },
  rate,
  ...taxColumns(),
];

export const creditNoteColumns = (zone: string): SummaryColumn<GstSummaryView['creditNotes'][number]>[] => [
  { header: 'Credit note', cell: (r) => link(r.invoiceId, r.number) },
  { header: 'Against', cell: (r) => <span className="font-mono whitespace-nowrap">{r.originalNumber}</span> },
  { header: 'Date', cell: (r) => <span className="whitespace-nowrap">{dateIn(r.issuedAt, zone)}</span> },
  { header: 'Buyer GSTIN', cell: (r) => <span className="font-mono">{r.buyerGstin ?? 'B2C'}</span> },
  { header: 'Place of supply', cell: (r) => r.placeOfSupply },
  rate,
  ...taxColumns(),
];

export const sacColumns: SummaryColumn<GstSummaryView['sac'][number]>[] = [
  { header: 'SAC', cell: (r) => <span className="font-mono">{r.sac}</span> },
  { header: 'Documents', numeric: true, cell: (r) => r.count },
  ...taxColumns(),
];
