import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { invoiceMessages, messages, type invoicesQuery, type InvoiceView } from '@autospa/contract';
import { bookings, invoices, type Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import { paged } from '../../lib/paging.js';
import { addDays, dayStart, todayIn } from '../../lib/zoned-time.js';
import type { SignedInAccount } from '../../plugins/auth.js';
import { loadSettings } from '../settings/service.js';
import { invoiceViews } from './read.js';

type Caller = Pick<SignedInAccount, 'id' | 'typeOfUser'>;

/** The Admin's register: documents issued between two business-local dates (default: this month), newest first. */
export async function listInvoices(db: Database, query: z.output<typeof invoicesQuery>) {
  const timeZone = (await loadSettings(db)).timeZone;
  const today = todayIn(timeZone);
  const from = query.from ?? `${today.slice(0, 8)}01`;
  const to = query.to ?? today;
  if (from > to) throw httpErrors.badRequest(invoiceMessages.badInvoiceRange);
  const where: SQL | undefined = and(
    gte(invoices.issuedAt, dayStart(from, timeZone)),
    lt(invoices.issuedAt, dayStart(addDays(to, 1), timeZone)),
    query.kind ? eq(invoices.kind, query.kind) : undefined,
  );
  const { rows, total } = await paged(db, invoices, where, query, (w) =>
    db.select().from(invoices).where(where).orderBy(desc(invoices.issuedAt), desc(invoices.number)).limit(w.limit).offset(w.offset),
  );
  return { data: await invoiceViews(db, rows), total };
}

/** A booking's tax invoice and credit notes, oldest first: for the Admin and the customer who booked it. */
export async function bookingInvoices(db: Database, caller: Caller, bookingId: string): Promise<{ data: InvoiceView[] }> {
  const [booking] = await db.select({ userId: bookings.userId }).from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw httpErrors.notFound(messages.bookings.notFound);
  if (caller.typeOfUser !== 'Admin' && booking.userId !== caller.id) throw httpErrors.forbidden(invoiceMessages.notYourInvoice);
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.bookingId, bookingId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
  return { data: await invoiceViews(db, rows) };
}
