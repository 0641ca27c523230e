import { formatInrExact, GST_STATE_CODES, type IndianState, type InvoiceView } from '@autospa/contract';
import {
  CONTENT_WIDTH,
  MUTED,
  newDocument,
  PAGE,
  put,
  room,
  rule,
  stack,
  table,
  toBuffer,
  type Column,
  type Doc,
  type TextStyle,
} from './pdf-draw.js';

// A tax invoice or credit note as an A4 PDF (issue 21): what rule 46 of the CGST Rules asks an invoice to show.

const M = PAGE.margin;
const label: TextStyle = { size: 7.5, color: MUTED, bold: true };
const half = (rate: number) => `${rate / 2}%`;

/** '26 Nov 2026', the issue day in the business's time zone. */
export const invoiceDate = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(new Date(iso));

/** The PDF's file name: AS-2026-27-000001.pdf. */
export const pdfFileName = (number: string) => `${number.replace(/\//g, '-')}.pdf`;

function header(doc: Doc, v: InvoiceView, timeZone: string): number {
  const s = v.seller;
  const left = stack(
    doc,
    [
      [s.tradeName, { bold: true, size: 18 }],
      [s.legalName, { bold: true }],
      s.address,
      `GSTIN: ${s.gstin}`,
      `State: ${s.state}, Code: ${s.stateCode}`,
      [`${s.phone} · ${s.email}`, { color: MUTED }],
    ],
    M,
    M,
    290,
  );
  const credit = v.kind === 'credit_note';
  const right = stack(
    doc,
    [
      [credit ? 'CREDIT NOTE' : 'TAX INVOICE', { bold: true, size: 16, align: 'right' }],
      [v.number, { bold: true, size: 11, align: 'right' }],
      [`Date: ${invoiceDate(v.issuedAt, timeZone)}`, { align: 'right' }],
      ...(credit && v.originalInvoiceNumber
        ? [[`Against invoice ${v.originalInvoiceNumber}`, { align: 'right' }] as [string, TextStyle]]
        : []),
      ...(v.bookingReference ? [[`Booking: ${v.bookingReference}`, { align: 'right' }] as [string, TextStyle]] : []),
    ],
    M + 300,
    M + 4,
    CONTENT_WIDTH - 300,
  );
  const y = Math.max(left, right) + 10;
  rule(doc, y);
  return y + 10;
}

function parties(doc: Doc, v: InvoiceView, y: number): number {
  const b = v.buyer;
  const code = GST_STATE_CODES[b.state as IndianState];
  const left = stack(
    doc,
    [
      ['BILL TO', label],
      [b.legalName ?? b.name, { bold: true, size: 10 }],
      ...(b.legalName ? [`Contact: ${b.name}`] : []),
      ...(b.gstin ? [`GSTIN: ${b.gstin}`] : []),
      ...(b.phone ? [`Phone: ${b.phone}`] : []),
      `State: ${b.state}${code ? `, Code: ${code}` : ''}`,
    ],
    M,
    y,
    290,
  );
  const right = stack(
    doc,
    [
      ['PLACE OF SUPPLY', { ...label, align: 'right' }],
      [v.placeOfSupply, { bold: true, size: 10, align: 'right' }],
      [v.supplyType === 'intra' ? 'Intra-state supply: CGST + SGST' : 'Inter-state supply: IGST', { align: 'right' }],
      ['Reverse charge: No', { align: 'right' }],
    ],
    M + 300,
    y,
    CONTENT_WIDTH - 300,
  );
  return Math.max(left, right) + 14;
}

function linesTable(doc: Doc, v: InvoiceView, y: number): number {
  const intra = v.supplyType === 'intra';
  const money = { width: 72, align: 'right' as const };
  const columns: Column[] = [
    { title: 'Description' },
    { title: 'SAC', width: 48 },
    { title: 'Qty', width: 30, align: 'right' },
    { title: 'Taxable value', ...money },
    ...(intra
      ? [
          { title: `CGST ${half(v.taxRatePercent)}`, ...money },
          { title: `SGST ${half(v.taxRatePercent)}`, ...money },
        ]
      : [{ title: `IGST ${v.taxRatePercent}%`, ...money }]),
    { title: 'Total', width: 78, align: 'right' },
  ];
  const rows = v.lines.map((l) => [
    l.description,
    l.sac,
    String(l.quantity),
    formatInrExact(l.taxablePaise),
    ...(intra ? [formatInrExact(l.cgstPaise), formatInrExact(l.sgstPaise)] : [formatInrExact(l.igstPaise)]),
    formatInrExact(l.totalPaise),
  ]);
  return table(doc, columns, rows, y);
}

function sacTable(doc: Doc, v: InvoiceView, y: number): number {
  const intra = v.supplyType === 'intra';
  put(doc, 'HSN/SAC SUMMARY', M, y, CONTENT_WIDTH, label);
  const money = { width: 90, align: 'right' as const };
  const columns: Column[] = [
    { title: 'SAC' },
    { title: 'Taxable value', ...money },
    ...(intra
      ? [
          { title: `CGST ${half(v.taxRatePercent)}`, ...money },
          { title: `SGST ${half(v.taxRatePercent)}`, ...money },
        ]
      : [{ title: `IGST ${v.taxRatePercent}%`, ...money }]),
    { title: 'Total tax', ...money },
  ];
  const rows = v.sacSummary.map((s) => [
    s.sac,
    formatInrExact(s.taxablePaise),
    ...(intra ? [formatInrExact(s.cgstPaise), formatInrExact(s.sgstPaise)] : [formatInrExact(s.igstPaise)]),
    formatInrExact(s.cgstPaise + s.sgstPaise + s.igstPaise),
  ]);
  return table(doc, columns, rows, doc.y + 4);
}

function totals(doc: Doc, v: InvoiceView, y: number): number {
  const x = M + CONTENT_WIDTH - 230;
  const row = (name: string, paise: number, at: number, style: TextStyle = {}) => {
    put(doc, name, x, at, 140, style);
    return put(doc, formatInrExact(paise), x + 130, at, 100, { ...style, align: 'right' }) + 3;
  };
  let at = row('Taxable value', v.taxablePaise, y);
  if (v.supplyType === 'intra') {
    at = row(`CGST @ ${half(v.taxRatePercent)}`, v.cgstPaise, at);
    at = row(`SGST @ ${half(v.taxRatePercent)}`, v.sgstPaise, at);
  } else at = row(`IGST @ ${v.taxRatePercent}%`, v.igstPaise, at);
  rule(doc, at, x, 230);
  at = row(v.kind === 'credit_note' ? 'Total credit' : 'Total', v.totalPaise, at + 5, { bold: true, size: 12 });
  let words = stack(
    doc,
    [
      ['AMOUNT IN WORDS', label],
      [v.totalInWords, { bold: true }],
    ],
    M,
    y,
    250,
  );
  if (v.reason) words = stack(doc, [['REASON', label], v.reason], M, words + 8, 250);
  return Math.max(at, words) + 16;
}

/** Rule 46(q): the supplier's signature; for a computer-generated invoice, the line in the footer says so. */
function signatory(doc: Doc, v: InvoiceView, y: number): void {
  const x = M + CONTENT_WIDTH - 230;
  put(doc, `For ${v.seller.legalName}`, x, y + 8, 230, { bold: true, align: 'right' });
  put(doc, 'Authorised signatory', x, doc.y + 24, 230, { color: MUTED, align: 'right' });
}

function footer(doc: Doc, v: InvoiceView): void {
  const y = PAGE.height - M - 34;
  rule(doc, y);
  put(doc, 'This is a computer-generated invoice.', M, y + 8, CONTENT_WIDTH, { align: 'center', color: MUTED });
  const booking = v.bookingReference ? `Booking reference ${v.bookingReference} · ` : '';
  put(doc, `${booking}${v.seller.tradeName} · ${v.seller.phone} · ${v.seller.email}`, M, doc.y + 2, CONTENT_WIDTH, {
    align: 'center',
    color: MUTED,
    size: 8,
  });
}

/** The invoice or credit note as a PDF file: one A4 page for an ordinary invoice. */
export function renderInvoicePdf(v: InvoiceView, timeZone: string): Promise<Buffer> {
  const title = `${v.kind === 'credit_note' ? 'Credit note' : 'Tax invoice'} ${v.number}`;
  const doc = newDocument({ Title: title, Author: v.seller.legalName, CreationDate: new Date(v.issuedAt) });
  let y = header(doc, v, timeZone);
  y = parties(doc, v, y);
  y = linesTable(doc, v, y) + 16;
  y = sacTable(doc, v, room(doc, y, 60)) + 16;
  signatory(doc, v, totals(doc, v, room(doc, y, 150)));
  footer(doc, v);
  return toBuffer(doc);
}
