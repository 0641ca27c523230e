import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { httpErrors } from '@fastify/sensible';
import { invoiceMessages, type InvoiceView } from '@autospa/contract';
import { bookings, invoices, subscriptions, type Invoice } from '@autospa/db';
import type { Executor } from '../../lib/db-executor.js';
import type { SignedInAccount } from '../../plugins/auth.js';
import { toInvoiceView } from './presenters.js';

type Caller = Pick<SignedInAccount, 'id' | 'typeOfUser'>;

const original = alias(invoices, 'original');

/** Invoices with their booking's reference and a credit note's invoice number, as views. */
export async function invoiceViews(db: Executor, rows: Invoice[]): Promise<InvoiceView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const related = await db
    .select({ id: invoices.id, reference: bookings.reference, originalNumber: original.number })
    .from(invoices)
    .leftJoin(bookings, eq(bookings.id, invoices.bookingId))
    .leftJoin(original, eq(original.id, invoices.originalInvoiceId))
    .where(inArray(invoices.id, ids));
  const byId = new Map(related.map((r) => [r.id, r]));
  return rows.map((row) =>
    toInvoiceView(row, {
      bookingReference: byId.get(row.id)?.reference ?? null,
      originalInvoiceNumber: byId.get(row.id)?.originalNumber ?? null,
    }),
  );
}

/** The customer an invoice's booking or subscription belongs to (null for a guest booking). */
async function ownerOf(db: Executor, row: Invoice): Promise<string | null> {
  if (row.bookingId) {
    const [b] = await db.select({ userId: bookings.userId }).from(bookings).where(eq(bookings.id, row.bookingId));
    return b?.userId ?? null;
  }
  const [s] = await db.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.id, row.subscriptionId!));
  return s?.userId ?? null;
}

/**
 * One invoice or credit note for its reader: the Admin, or the customer whose booking or plan it bills. Anyone
 * else gets 404 for an unknown id and 403 for another customer's (the booking rules' answers). Employees: 403.
 */
export async function findInvoiceFor(db: Executor, caller: Caller, id: string): Promise<InvoiceView> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw httpErrors.notFound(invoiceMessages.invoiceNotFound);
  if (caller.typeOfUser !== 'Admin' && (caller.typeOfUser !== 'User' || (await ownerOf(db, row)) !== caller.id)) {
    throw httpErrors.forbidden(invoiceMessages.notYourInvoice);
  }
  const [view] = await invoiceViews(db, [row]);
  return view!;
}
