import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GstSummaryView } from '@autospa/contract';
import { invoices, type Invoice } from '@autospa/db';
import type { Executor } from '../../lib/db-executor.js';
import { dayStart } from '../../lib/zoned-time.js';
import { stateWithCode } from './presenters.js';

// The accountant's GST month (GSTR-1): documents by their issue day in the business's time zone. Credit notes
// count in the month they are issued, against B2C supplies net (B2CS) and listed for B2B ones (CDNR).

type Totals = GstSummaryView['totals'];
type Amounts = Pick<Invoice, 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise'>;

const zero = (): Totals => ({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 });
const KEYS = ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const;

/** Adds `from` to `into`, or takes it away (a credit note; its amounts counted as positive whatever their sign). */
function add(into: Totals, from: Amounts, sign: 1 | -1): void {
  for (const key of KEYS) into[key] += sign * Math.abs(from[key]);
}

const amountsOf = (from: Amounts): Totals => {
  const totals = zero();
  add(totals, from, 1);
  return totals;
};

/** [first instant, first instant of the next month) of 'YYYY-MM' in `timeZone`. */
export function monthRange(month: string, timeZone: string): [Date, Date] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return [dayStart(`${month}-01`, timeZone), dayStart(`${next}-01`, timeZone)];
}

const original = alias(invoices, 'original');

async function monthDocuments(db: Executor, month: string, timeZone: string) {
  const [from, to] = monthRange(month, timeZone);
  return db
    .select({ doc: invoices, originalNumber: original.number })
    .from(invoices)
    .leftJoin(original, eq(original.id, invoices.originalInvoiceId))
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
}

/** The month's GSTR-1 figures: B2CS by place of supply and rate, B2B invoices, credit notes, SAC summary, totals. */
export async function gstSummary(db: Executor, month: string, timeZone: string): Promise<GstSummaryView> {
  const b2c = new Map<string, GstSummaryView['b2c'][number]>();
  const sac = new Map<string, GstSummaryView['sac'][number]>();
  const summary: GstSummaryView = { month, b2c: [], b2b: [], creditNotes: [], sac: [], totals: zero() };
  for (const { doc, originalNumber } of await monthDocuments(db, month, timeZone)) {
    const credit = doc.kind === 'credit_note';
    const sign = credit ? -1 : 1;
    const placeOfSupply = stateWithCode(doc.placeOfSupply);
    add(summary.totals, doc, sign);
    for (const line of doc.lines) {
      const row = sac.get(line.sac) ?? { sac: line.sac, count: 0, ...zero() };
      // Quantities supplied: a credit note gives money back, not the service.
      if (!credit) row.count += line.quantity;
      add(row, line, sign);
      sac.set(line.sac, row);
    }
    if (credit) {
      summary.creditNotes.push({
        invoiceId: doc.id,
        number: doc.number,
        originalNumber: originalNumber ?? '',
        issuedAt: doc.issuedAt.toISOString(),
        buyerGstin: doc.buyer.gstin,
        buyerName: doc.buyer.legalName ?? doc.buyer.name,
        placeOfSupply,
        ratePercent: doc.taxRatePercent,
        ...amountsOf(doc),
      });
    }
    if (doc.buyer.gstin && !credit) {
      summary.b2b.push({
        invoiceId: doc.id,
        number: doc.number,
        issuedAt: doc.issuedAt.toISOString(),
        buyerGstin: doc.buyer.gstin,
        buyerName: doc.buyer.legalName ?? doc.buyer.name,
        placeOfSupply,
        ratePercent: doc.taxRatePercent,
        ...amountsOf(doc),
      });
    }
    if (!doc.buyer.gstin) {
      const key = `${placeOfSupply}|${doc.taxRatePercent}`;
      const row = b2c.get(key) ?? { placeOfSupply, ratePercent: doc.taxRatePercent, count: 0, ...zero() };
      if (!credit) row.count += 1;
      add(row, doc, sign);
      b2c.set(key, row);
    }
  }
  summary.b2c = [...b2c.values()].sort((a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.ratePercent - b.ratePercent);
  summary.sac = [...sac.values()].sort((a, b) => a.sac.localeCompare(b.sac));
  return summary;
}
