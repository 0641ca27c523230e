import { and, eq, sql } from 'drizzle-orm';
import { documentNumber, financialYearOf, gstinCheckChar } from '@autospa/contract';
import { invoices, type Account, type Database, type Invoice, type InvoiceBuyer, type InvoiceLine, type InvoiceSeller } from '@autospa/db';
import { buildBooking, buildUser } from '@autospa/db/testing';

// Tax invoices and credit notes written straight to the database, as the issuing code would write them: the PDF,
// mail and GST-month tests read documents without depending on how they are issued.

const withCheck = (first14: string) => `${first14}${gstinCheckChar(first14)}`;

/** The seller: registered in Delhi. */
export const SELLER_GSTIN = withCheck('07AAACA1234B1Z');
/** A business customer registered in Maharashtra (inter-state from Delhi). */
export const BUYER_GSTIN = withCheck('27AAPFU0939F1Z');

export const SELLER: InvoiceSeller = {
  legalName: 'Auto Spa Car Care Private Limited',
  tradeName: 'Auto Spa',
  gstin: SELLER_GSTIN,
  address: 'Plot 14, Okhla Industrial Area Phase II, New Delhi 110020',
  state: 'Delhi',
  stateCode: '07',
  phone: '+91 98100 12345',
  email: 'hello@autospa.example',
};

/** A line at `ratePercent` on `taxablePaise`: CGST + SGST (halves, each rounded) within the state, else IGST. */
export function taxedLine(description: string, taxablePaise: number, supplyType: 'intra' | 'inter', ratePercent = 18): InvoiceLine {
  const half = Math.round((taxablePaise * ratePercent) / 200);
  const igst = supplyType === 'inter' ? Math.round((taxablePaise * ratePercent) / 100) : 0;
  const cgst = supplyType === 'intra' ? half : 0;
  return {
    description,
    sac: '998714',
    quantity: 1,
    ratePercent,
    taxablePaise,
    cgstPaise: cgst,
    sgstPaise: cgst,
    igstPaise: igst,
    totalPaise: taxablePaise + 2 * cgst + igst,
  };
}

const sum = (lines: InvoiceLine[], key: keyof Omit<InvoiceLine, 'description' | 'sac'>) => lines.reduce((s, l) => s + l[key], 0);

interface DocumentOptions {
  kind?: 'invoice' | 'credit_note';
  bookingId: string;
  issuedAt: Date;
  buyer: InvoiceBuyer;
  placeOfSupply: string;
  lines: InvoiceLine[];
  originalInvoiceId?: string;
  reason?: string;
}

/** The next number of the document's series (tests write one document at a time). */
async function nextSeq(db: Database, kind: string, financialYear: string): Promise<number> {
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(${invoices.seq}), 0)::int` })
    .from(invoices)
    .where(and(eq(invoices.kind, kind), eq(invoices.financialYear, financialYear)));
  return (row?.last ?? 0) + 1;
}

async function insertDocument(db: Database, o: DocumentOptions): Promise<Invoice> {
  const kind = o.kind ?? 'invoice';
  const financialYear = financialYearOf(o.issuedAt.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }));
  const seq = await nextSeq(db, kind, financialYear);
  const [row] = await db
    .insert(invoices)
    .values({
      kind,
      number: documentNumber(kind, financialYear, seq),
      financialYear,
      seq,
      bookingId: o.bookingId,
      originalInvoiceId: o.originalInvoiceId ?? null,
      issuedAt: o.issuedAt,
      seller: SELLER,
      buyer: o.buyer,
      placeOfSupply: o.placeOfSupply,
      supplyType: o.lines[0]!.igstPaise > 0 ? 'inter' : 'intra',
      taxRatePercent: o.lines[0]!.ratePercent,
      lines: o.lines,
      taxablePaise: sum(o.lines, 'taxablePaise'),
      cgstPaise: sum(o.lines, 'cgstPaise'),
      sgstPaise: sum(o.lines, 'sgstPaise'),
      igstPaise: sum(o.lines, 'igstPaise'),
      totalPaise: sum(o.lines, 'totalPaise'),
      reason: o.reason ?? null,
    })
    .returning();
  return row!;
}

const buyerOf = (customer: Account, gst?: { gstin: string; legalName: string; state: string }): InvoiceBuyer => ({
  name: customer.username,
  phone: customer.phone,
  email: customer.email,
  gstin: gst?.gstin ?? null,
  legalName: gst?.legalName ?? null,
  state: gst?.state ?? 'Delhi',
});

interface InvoiceFor {
  customer?: Account;
  issuedAt?: Date;
  /** Taxable value of the service line; an add-on line of ₹200 follows unless `addOn` is false. */
  taxablePaise?: number;
  addOn?: boolean;
  ratePercent?: number;
  /** Another state than Delhi: B2C supply there (inter-state). */
  placeOfSupply?: string;
}

/** A B2C tax invoice for a completed booking of `customer` (a new User by default), supplied in Delhi: CGST + SGST. */
export async function buildB2cInvoice(db: Database, o: InvoiceFor = {}): Promise<Invoice> {
  const customer = o.customer ?? (await buildUser(db));
  const booking = await buildBooking(db, { userId: customer.id, status: 'Completed' });
  const place = o.placeOfSupply ?? 'Delhi';
  const supply = place === 'Delhi' ? 'intra' : 'inter';
  const lines = [taxedLine('Premium Wash (Sedan)', o.taxablePaise ?? 127_034, supply, o.ratePercent)];
  if (o.addOn !== false) lines.push(taxedLine('Add-on: Interior vacuum', 20_000, supply, o.ratePercent));
  return insertDocument(db, {
    bookingId: booking.id,
    issuedAt: o.issuedAt ?? new Date(),
    buyer: { ...buyerOf(customer), state: place },
    placeOfSupply: place,
    lines,
  });
}

/** A B2B tax invoice to a business registered in Maharashtra: inter-state, IGST. */
export async function buildB2bInvoice(db: Database, o: InvoiceFor = {}): Promise<Invoice> {
  const customer = o.customer ?? (await buildUser(db, { username: `fleet_${Math.random().toString(36).slice(2, 8)}` }));
  const booking = await buildBooking(db, { userId: customer.id, status: 'Completed' });
  const lines = [taxedLine('Fleet Wash (SUV) x 4', o.taxablePaise ?? 500_000, 'inter', o.ratePercent)];
  return insertDocument(db, {
    bookingId: booking.id,
    issuedAt: o.issuedAt ?? new Date(),
    buyer: buyerOf(customer, { gstin: BUYER_GSTIN, legalName: 'Sharma Logistics LLP', state: 'Maharashtra' }),
    placeOfSupply: 'Maharashtra',
    lines,
  });
}

/** A credit note against `invoice` for `taxablePaise` of its first line's value (all of the invoice by default). */
export async function buildCreditNote(
  db: Database,
  invoice: Invoice,
  o: { issuedAt?: Date; taxablePaise?: number } = {},
): Promise<Invoice> {
  const first = invoice.lines[0]!;
  const lines =
    o.taxablePaise === undefined
      ? invoice.lines
      : [taxedLine(first.description, o.taxablePaise, invoice.supplyType as 'intra' | 'inter', first.ratePercent)];
  return insertDocument(db, {
    kind: 'credit_note',
    bookingId: invoice.bookingId!,
    originalInvoiceId: invoice.id,
    issuedAt: o.issuedAt ?? new Date(),
    buyer: invoice.buyer,
    placeOfSupply: invoice.placeOfSupply,
    lines,
    reason: 'Booking cancelled after payment',
  });
}
