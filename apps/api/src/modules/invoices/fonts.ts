import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The invoice PDF's typeface: Inter (SIL OFL), whose TTFs have the rupee sign that the PDF standard fonts lack.
// Read from node_modules at run time, from the source and from the built server alike (npm packages stay
// external to the bundle, scripts/build-api.mjs), so nothing is copied or downloaded.
const require = createRequire(import.meta.url);

// OpenType layout (kerning, ligatures): Inter's tables cost pdfkit 150 ms of CPU per invoice, for kerning an
// invoice does without. Dropped once per process, the page renders in about a fifth of the time.
const LAYOUT_TABLES = new Set(['GPOS', 'GSUB', 'GDEF']);

/** The font file without its layout tables: the table directory rewritten, each table copied 4-byte aligned. */
function withoutLayoutTables(font: Buffer): Buffer {
  const count = font.readUInt16BE(4);
  const kept: { record: Buffer; data: Buffer }[] = [];
  for (let i = 0; i < count; i += 1) {
    const record = font.subarray(12 + 16 * i, 28 + 16 * i);
    if (LAYOUT_TABLES.has(record.toString('latin1', 0, 4))) continue;
    const offset = record.readUInt32BE(8);
    kept.push({ record, data: font.subarray(offset, offset + record.readUInt32BE(12)) });
  }
  const header = Buffer.alloc(12 + 16 * kept.length);
  font.copy(header, 0, 0, 12);
  header.writeUInt16BE(kept.length, 4);
  const parts = [header];
  let offset = header.length;
  kept.forEach(({ record, data }, i) => {
    const at = 12 + 16 * i;
    record.copy(header, at, 0, 8);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(data.length, at + 12);
    const padded = Buffer.alloc(Math.ceil(data.length / 4) * 4);
    data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

export type InvoiceFont = 'regular' | 'bold';

let loaded: Record<InvoiceFont, Buffer> | undefined;

/** The two weights, read once per process. */
export function invoiceFonts(): Record<InvoiceFont, Buffer> {
  loaded ??= {
    regular: withoutLayoutTables(readFileSync(require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'))),
    bold: withoutLayoutTables(readFileSync(require.resolve('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf'))),
  };
  return loaded;
}
