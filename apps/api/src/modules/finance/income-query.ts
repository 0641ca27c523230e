import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accounts, bookings, services, type Database } from '@autospa/db';

// The income query's shape, apart from income.ts so that presenters.ts can name its row type without a cycle.

export const customer = alias(accounts, 'customer');
export const employee = alias(accounts, 'employee');

/** What a booking's live (not voided) payments add up to, in paise. */
export const paidOf = (bookingId: SQL | typeof bookings.id) =>
  sql<number>`coalesce((select sum(p.amount_paise) from payments p where p.booking_id = ${bookingId} and p.voided_at is null), 0)::bigint`.mapWith(
    Number,
  );

const incomeSelection = {
  id: bookings.id,
  bookingDate: bookings.bookingDate,
  startsAt: bookings.startsAt,
  scheduled: bookings.scheduled,
  timeSlot: bookings.timeSlot,
  carNo: bookings.carNo,
  pricePaise: bookings.pricePaise,
  guestName: bookings.guestName,
  guestPhone: bookings.guestPhone,
  serviceId: services.id,
  serviceName: services.serviceName,
  customerId: customer.id,
  customerName: customer.username,
  customerPhone: customer.phone,
  employeeId: employee.id,
  employeeName: employee.username,
  paidPaise: paidOf(bookings.id),
};

/** The income rows of a filter, newest first (income.ts pages and presents them). */
export const incomeQuery = (db: Database, where: SQL | undefined) =>
  db
    .select(incomeSelection)
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(customer, eq(customer.id, bookings.userId))
    .leftJoin(employee, eq(employee.id, bookings.employeeId))
    .where(where)
    .orderBy(desc(bookings.bookingDate), desc(bookings.startsAt), desc(bookings.id));
export type IncomeSelection = Awaited<ReturnType<typeof incomeQuery>>[number];
