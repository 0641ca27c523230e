import { and, count, desc, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  paymentStatusOf,
  type BookingStatus,
  type MyEarningsResponse,
  type MyPaymentsResponse,
  type PaymentMethod,
  type PeriodView,
} from '@autospa/contract';
import { accounts, bookings, payments, services, type Database } from '@autospa/db';
import { pageWindow, type PageQuery } from '../../lib/paging.js';
import type { SignedInAccount } from '../../plugins/auth.js';
import { incomeRows } from './income.js';
import { paidOf } from './income-query.js';
import { paymentViews } from './payments.js';
import { bookingTime } from './presenters.js';
import { periodInstants } from './period.js';
import { planPaymentSubjects } from '../plans/plan-payments.js';

type Caller = Pick<SignedInAccount, 'id' | 'typeOfUser'>;
const customer = alias(accounts, 'customer');

/** An Employee's completed jobs in the period and the payments it recorded in it (by their time, in the business zone). */
export async function myEarnings(db: Database, caller: Caller, period: PeriodView): Promise<MyEarningsResponse> {
  const { start, end } = periodInstants(period);
  const [jobs, collected] = await Promise.all([
    incomeRows(db, period.timeZone, { from: period.from, to: period.to, employeeId: caller.id }),
    paymentViews(db, and(eq(payments.recordedBy, caller.id), gte(payments.paidAt, start), lt(payments.paidAt, end))),
  ]);
  const ids = [...new Set(collected.flatMap((p) => (p.bookingId ? [p.bookingId] : [])))];
  const [about, plansPaid] = await Promise.all([
    ids.length
      ? db
          .select({
            id: bookings.id,
            date: bookings.bookingDate,
            serviceName: services.serviceName,
            customer: customer.username,
            guest: bookings.guestName,
          })
          .from(bookings)
          .innerJoin(services, eq(services.id, bookings.serviceId))
          .leftJoin(customer, eq(customer.id, bookings.userId))
          .where(inArray(bookings.id, ids))
      : [],
    // Issue 20: money taken for plans, said as the plan and its customer.
    planPaymentSubjects(db, [...new Set(collected.flatMap((p) => (p.subscriptionId ? [p.subscriptionId] : [])))]),
  ]);
  const byId = new Map(about.map((b) => [b.id, b]));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    period,
    totals: {
      completedJobs: jobs.length,
      jobsValuePaise: sum(jobs.map((j) => j.pricePaise)),
      collectedPaise: sum(collected.filter((p) => !p.voided).map((p) => p.amountPaise)),
      outstandingPaise: sum(jobs.map((j) => Math.max(0, j.balancePaise))),
    },
    jobs,
    payments: collected.reverse().map((p) => {
      const plan = p.subscriptionId ? plansPaid.get(p.subscriptionId) : undefined;
      if (plan)
        return {
          ...p,
          booking: { _id: '', date: plan.startDate, serviceName: plan.planName, customerName: plan.customerName },
          plan: { subscriptionId: plan.subscriptionId, planName: plan.planName },
        };
      const b = byId.get(p.bookingId ?? '');
      return {
        ...p,
        booking: {
          _id: p.bookingId ?? '',
          date: b?.date ?? '',
          serviceName: b?.serviceName ?? '',
          customerName: b?.customer ?? b?.guest ?? '',
        },
        plan: null,
      };
    }),
  };
}

/** A customer's bookings with what they cost and what has been paid; a cancelled one only if money is still on it. */
export async function myPayments(db: Database, caller: Caller, timeZone: string, page: PageQuery): Promise<MyPaymentsResponse> {
  const hasPayments = sql`exists (select 1 from payments x where x.booking_id = ${bookings.id} and x.voided_at is null)`;
  const where = and(eq(bookings.userId, caller.id), or(ne(bookings.status, 'Cancelled'), hasPayments));
  const window = pageWindow(page);
  const query = db
    .select({
      booking: bookings,
      serviceName: services.serviceName,
      paidPaise: paidOf(bookings.id),
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(where)
    .orderBy(desc(bookings.bookingDate), desc(bookings.startsAt), desc(bookings.id));
  const rows = await query.limit(window.limit).offset(window.offset);
  const total = (await db.select({ n: count() }).from(bookings).where(where))[0]?.n ?? 0;
  const ids = rows.map((r) => r.booking.id);
  const live = ids.length
    ? await db
        .select({
          id: payments.id,
          bookingId: payments.bookingId,
          method: payments.method,
          amountPaise: payments.amountPaise,
          paidAt: payments.paidAt,
        })
        .from(payments)
        .where(and(inArray(payments.bookingId, ids), isNull(payments.voidedAt)))
        .orderBy(payments.paidAt, payments.id)
    : [];
  return {
    data: rows.map(({ booking: b, serviceName, paidPaise }) => {
      const paymentStatus = paymentStatusOf(b.pricePaise, paidPaise);
      return {
        _id: b.id,
        date: b.bookingDate,
        time: bookingTime(b, timeZone),
        status: b.status as BookingStatus,
        service: { _id: b.serviceId, serviceName },
        carNo: b.carNo,
        pricePaise: b.pricePaise,
        paidPaise,
        balancePaise: b.pricePaise - paidPaise,
        paymentStatus,
        payments: live
          .filter((p) => p.bookingId === b.id)
          .map((p) => ({ _id: p.id, method: p.method as PaymentMethod, amountPaise: p.amountPaise, paidAt: p.paidAt.toISOString() })),
        receiptAvailable: b.status !== 'Cancelled' && paymentStatus === 'Paid',
      };
    }),
    total,
  };
}
