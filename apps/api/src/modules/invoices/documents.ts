import type { InvoiceKind } from '@autospa/contract';
import { invoices, type Invoice, type InvoiceBuyer, type InvoiceSeller } from '@autospa/db';
import type { Executor } from '../../lib/db-executor.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { takeNumber } from './series.js';
import { taxLines, type GrossLine, type SupplyType } from './tax.js';

/** A tax invoice or credit note before it has a number: what it bills, to whom, and its lines tax included. */
export interface DocumentDraft {
  kind: InvoiceKind;
  bookingId?: string | null;
  subscriptionId?: string | null;
  paymentId?: string | null;
  refundId?: string | null;
  originalInvoiceId?: string | null;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  placeOfSupply: string;
  supplyType: SupplyType;
  taxRatePercent: number;
  lines: GrossLine[];
  reason?: string | null;
}

/** Numbers the draft from its series and writes it; inside the caller's transaction (series.ts says why). */
export async function writeDocument(tx: Executor, draft: DocumentDraft, issuedAt: Date, timeZone: string): Promise<Invoice> {
  const { lines, ...rest } = draft;
  const number = await takeNumber(tx, draft.kind, issuedAt, timeZone);
  const [row] = await tx
    .insert(invoices)
    .values({
      ...rest,
      number: number.number,
      financialYear: number.financialYear,
      seq: number.seq,
      issuedAt,
      ...taxLines(lines, draft.taxRatePercent, draft.supplyType),
    })
    .returning();
  return row!;
}

/** A second issuer lost the race to a unique index (one invoice per booking, one credit per void…): nothing to do. */
export async function onceOnly(constraint: string, issue: () => Promise<Invoice | null>): Promise<Invoice | null> {
  try {
    return await issue();
  } catch (error) {
    if (uniqueViolation(error) === constraint) return null;
    throw error;
  }
}
