import PDFDocument from 'pdfkit';
import { invoiceFonts } from './fonts.js';

// Drawing helpers for the invoice PDF: an A4 page, text in a box, and a table with a shaded heading row.

export type Doc = PDFKit.PDFDocument;

export const PAGE = { margin: 40, width: 595.28, height: 841.89 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const INK = '#1f2933';
export const MUTED = '#52606d';
const RULE = '#bcccdc';
const BAND = '#eef2f7';

/** An A4 document in Inter, its info fixed by the caller (the issue time, so renders of one invoice match). */
export function newDocument(info: PDFKit.DocumentInfo): Doc {
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, info, bufferPages: false });
  const fonts = invoiceFonts();
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  return doc;
}

export interface TextStyle {
  bold?: boolean;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

/** Text in a box `width` wide at (x, y); returns the y below it. */
export function put(doc: Doc, text: string, x: number, y: number, width: number, style: TextStyle = {}): number {
  doc
    .font(style.bold ? 'bold' : 'regular')
    .fontSize(style.size ?? 9)
    .fillColor(style.color ?? INK)
    .text(text, x, y, { width, align: style.align ?? 'left', lineGap: 1 });
  return doc.y;
}

/** Lines of text one under the other; returns the y below the last. */
export function stack(doc: Doc, lines: (string | [string, TextStyle])[], x: number, y: number, width: number): number {
  let at = y;
  for (const line of lines) at = typeof line === 'string' ? put(doc, line, x, at, width) : put(doc, line[0], x, at, width, line[1]);
  return at;
}

export function rule(doc: Doc, y: number, x = PAGE.margin, width = CONTENT_WIDTH): void {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
}

export interface Column {
  title: string;
  /** Points; the one column without a width takes what the others leave. */
  width?: number;
  align?: 'left' | 'right';
}

const PAD = 4;
/** Where the footer starts: content stops above it. */
const CONTENT_BOTTOM = PAGE.height - PAGE.margin - 44;

/** `y`, or the top of a new page when `needed` points do not fit above the footer (a long invoice). */
export function room(doc: Doc, y: number, needed: number): number {
  if (y + needed <= CONTENT_BOTTOM) return y;
  doc.addPage();
  return PAGE.margin;
}

/** A table across the content width: a shaded heading row, then the rows, each ruled below. Returns the y below. */
export function table(doc: Doc, columns: Column[], rows: string[][], y: number, options: { boldLast?: boolean } = {}): number {
  const fixed = columns.reduce((s, c) => s + (c.width ?? 0), 0);
  const widths = columns.map((c) => c.width ?? CONTENT_WIDTH - fixed);
  const drawRow = (cells: string[], at: number, style: TextStyle, shade: boolean) => {
    doc.font(style.bold ? 'bold' : 'regular').fontSize(style.size ?? 9);
    const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: widths[i]! - 2 * PAD, lineGap: 1 }))) + 2 * PAD;
    const top = room(doc, at, height);
    if (shade) doc.rect(PAGE.margin, top, CONTENT_WIDTH, height).fill(BAND);
    let x = PAGE.margin;
    cells.forEach((cell, i) => {
      put(doc, cell, x + PAD, top + PAD, widths[i]! - 2 * PAD, { ...style, align: columns[i]!.align ?? 'left' });
      x += widths[i]!;
    });
    rule(doc, top + height);
    return top + height;
  };
  let at = drawRow(
    columns.map((c) => c.title),
    y,
    { bold: true, size: 8, color: MUTED },
    true,
  );
  rows.forEach((cells, i) => {
    at = drawRow(cells, at, { bold: options.boldLast === true && i === rows.length - 1 }, false);
  });
  return at;
}

/** The finished file. */
export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
