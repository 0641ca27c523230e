import { sql } from 'drizzle-orm';
import { documentNumber, financialYearOf, type InvoiceKind } from '@autospa/contract';
import type { Executor } from '../../lib/db-executor.js';
import { localParts } from '../../lib/zoned-time.js';

export interface DocumentNumber {
  kind: InvoiceKind;
  financialYear: string;
  seq: number;
  number: string;
}

/**
 * The next number of a series (kind and financial year of the issue date, in the business's time zone). Call it
 * inside the transaction that writes the document: the upsert's row lock holds other issuers until that commits,
 * and a rollback gives the number back, so numbers run 1, 2, 3… with no gaps and no repeats.
 */
export async function takeNumber(tx: Executor, kind: InvoiceKind, issuedAt: Date, timeZone: string): Promise<DocumentNumber> {
  const financialYear = financialYearOf(localParts(issuedAt, timeZone).date);
  const rows = await tx.execute<{ last_seq: number }>(sql`
    insert into invoice_series (kind, financial_year, last_seq) values (${kind}, ${financialYear}, 1)
    on conflict (kind, financial_year) do update set last_seq = invoice_series.last_seq + 1
    returning last_seq`);
  const seq = Number(rows.rows[0]!.last_seq);
  return { kind, financialYear, seq, number: documentNumber(kind, financialYear, seq) };
}
