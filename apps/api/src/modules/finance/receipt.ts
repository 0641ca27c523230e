import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { messages, type BookingStatus, type ReceiptResponse, financeMessages } from '@autospa/contract';
import { accounts, bookings, categories, payments, services, subCategories, type Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import type { SignedInAccount } from '../../plugins/auth.js';
import { assertMayRead, paymentViews } from './payments.js';
import { bookingTime } from './presenters.js';

type Caller = Pick<SignedInAccount, 'id' | 'typeOfUser'>;
const customer = alias(accounts, 'customer');

/** What a printed receipt shows; only for a booking paid in full and not cancelled. */
export async function receipt(db: Database, caller: Caller, timeZone: string, id: string, now = new Date()): Promise<ReceiptResponse> {
  const [row] = await db
    .select({
      booking: bookings,
      service: { id: services.id, serviceName: services.serviceName },
      category: categories.name,
      subCategory: subCategories.subName,
      customer: { username: customer.username, phone: customer.phone, email: customer.email },
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(categories, eq(categories.id, bookings.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, bookings.subCategoryId))
    .leftJoin(customer, eq(customer.id, bookings.userId))
    .where(eq(bookings.id, id));
  if (!row) throw httpErrors.notFound(messages.bookings.notFound);
  const b = row.booking;
  assertMayRead(caller, b);
  if (b.status === 'Cancelled') throw httpErrors.conflict(financeMessages.noReceiptCancelled);
  const live = (await paymentViews(db, eq(payments.bookingId, id))).filter((p) => !p.voided);
  const paidPaise = live.reduce((a, p) => a + p.amountPaise, 0);
  if (paidPaise < b.pricePaise) throw httpErrors.conflict(financeMessages.notFullyPaid);
  return {
    receiptNo: `AS-${b.id.slice(0, 8).toUpperCase()}`,
    issuedAt: now.toISOString(),
    booking: {
      _id: b.id,
      date: b.bookingDate,
      time: bookingTime(b, timeZone),
      status: b.status as BookingStatus,
      service: { _id: row.service.id, serviceName: row.service.serviceName },
      category: row.category,
      subCategory: row.subCategory,
      carNo: b.carNo,
    },
    customer: row.customer
      ? { username: row.customer.username, phone: row.customer.phone ?? '', emailId: row.customer.email }
      : { username: b.guestName ?? '', phone: b.guestPhone ?? '', emailId: '' },
    pricePaise: b.pricePaise,
    paidPaise,
    payments: live.map((p) => ({ _id: p._id, method: p.method, amountPaise: p.amountPaise, paidAt: p.paidAt })),
    paidInFullAt: live.at(-1)?.paidAt ?? null,
  };
}
