import { GST_STATE_CODES, type IndianState, type InvoiceKind, type InvoiceView } from '@autospa/contract';
import type { Invoice } from '@autospa/db';
import { paiseInWords } from './words.js';

/** 'Delhi (07)': a state with its GST code, as invoices print the place of supply. */
export const stateWithCode = (state: string) => `${state} (${GST_STATE_CODES[state as IndianState] ?? '97'})`;

/** The HSN/SAC summary: the lines' amounts added up per SAC code, in the lines' order. */
export function sacSummaryOf(lines: Invoice['lines']): InvoiceView['sacSummary'] {
  const bySac = new Map<string, InvoiceView['sacSummary'][number]>();
  for (const line of lines) {
    const row = bySac.get(line.sac) ?? { sac: line.sac, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
    row.taxablePaise += line.taxablePaise;
    row.cgstPaise += line.cgstPaise;
    row.sgstPaise += line.sgstPaise;
    row.igstPaise += line.igstPaise;
    bySac.set(line.sac, row);
  }
  return [...bySac.values()];
}

export interface InvoiceRelations {
  bookingReference: string | null;
  originalInvoiceNumber: string | null;
}

// Field by field (STYLE.md rule 6).
export function toInvoiceView(row: Invoice, related: InvoiceRelations): InvoiceView {
  return {
    _id: row.id,
    kind: row.kind as InvoiceKind,
    number: row.number,
    financialYear: row.financialYear,
    issuedAt: row.issuedAt.toISOString(),
    bookingId: row.bookingId,
    bookingReference: related.bookingReference,
    subscriptionId: row.subscriptionId,
    originalInvoiceId: row.originalInvoiceId,
    originalInvoiceNumber: related.originalInvoiceNumber,
    seller: row.seller,
    buyer: row.buyer,
    placeOfSupply: stateWithCode(row.placeOfSupply),
    supplyType: row.supplyType as 'intra' | 'inter',
    taxRatePercent: row.taxRatePercent,
    lines: row.lines,
    sacSummary: sacSummaryOf(row.lines),
    taxablePaise: row.taxablePaise,
    cgstPaise: row.cgstPaise,
    sgstPaise: row.sgstPaise,
    igstPaise: row.igstPaise,
    totalPaise: row.totalPaise,
    totalInWords: paiseInWords(row.totalPaise),
    reason: row.reason,
  };
}
