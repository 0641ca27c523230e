import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The invoice PDF's typeface: Inter (SIL OFL), whose TTFs have the rupee sign that the PDF standard fonts lack.
// Read from node_modules at run time, from the source and from the built server alike (npm packages stay
// external to the bundle, scripts/build-api.mjs), so nothing is copied or downloaded.
const require = createRequire(import.meta.url);

export type InvoiceFont = 'regular' | 'bold';

let loaded: Record<InvoiceFont, Buffer> | undefined;

/** The two weights, read once per process. */
export function invoiceFonts(): Record<InvoiceFont, Buffer> {
  loaded ??= {
    regular: readFileSync(require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf')),
    bold: readFileSync(require.resolve('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf')),
  };
  return loaded;
}
