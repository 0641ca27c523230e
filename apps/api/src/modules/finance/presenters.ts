import {
  formatClockTime,
  paymentStatusOf,
  type BookingStatus,
  type ExpenseCategory,
  type ExpenseView,
  type IncomeRow,
  type PaymentMethod,
  type PaymentSummary,
  type PaymentView,
} from '@autospa/contract';
import type { Expense, Payment } from '@autospa/db';
import { localParts } from '../../lib/zoned-time.js';
import type { IncomeSelection } from './income-query.js';

type Person = { id: string; username: string } | null;
const ref = (p: Person) => (p ? { _id: p.id, username: p.username } : null);

/** '10:30 AM' in the business zone, or the requested slot of a booking never given an exact time. */
export const bookingTime = (b: { scheduled: boolean; startsAt: Date; timeSlot: string | null }, timeZone: string) =>
  b.scheduled ? formatClockTime(localParts(b.startsAt, timeZone).minutes) : (b.timeSlot ?? '');

export function toSummary(b: { id: string; status: string; pricePaise: number }, paidPaise: number): PaymentSummary {
  return {
    bookingId: b.id,
    status: b.status as BookingStatus,
    pricePaise: b.pricePaise,
    paidPaise,
    balancePaise: b.pricePaise - paidPaise,
    paymentStatus: paymentStatusOf(b.pricePaise, paidPaise),
  };
}

export interface PaymentRow {
  payment: Payment;
  recordedBy: (NonNullable<Person> & { typeOfUser: string }) | null;
  voidedBy: Person;
}

export const toPaymentView = ({ payment: p, recordedBy, voidedBy }: PaymentRow): PaymentView => ({
  _id: p.id,
  bookingId: p.bookingId,
  subscriptionId: p.subscriptionId,
  method: p.method as PaymentMethod,
  amountPaise: p.amountPaise,
  paidAt: p.paidAt.toISOString(),
  note: p.note,
  recordedBy: recordedBy ? { _id: recordedBy.id, username: recordedBy.username, typeOfUser: recordedBy.typeOfUser } : null,
  voided: p.voidedAt !== null,
  voidedAt: p.voidedAt?.toISOString() ?? null,
  voidedBy: ref(voidedBy),
  voidReason: p.voidReason,
  createdAt: p.createdAt.toISOString(),
});

export const toExpenseView = (e: Expense, recordedBy: Person): ExpenseView => ({
  _id: e.id,
  date: e.expenseDate,
  category: e.category as ExpenseCategory,
  amountPaise: e.amountPaise,
  note: e.note,
  recordedBy: ref(recordedBy),
  createdAt: e.createdAt.toISOString(),
  updatedAt: e.updatedAt.toISOString(),
});

export function toIncomeRow(r: IncomeSelection, timeZone: string): IncomeRow {
  return {
    _id: r.id,
    date: r.bookingDate,
    time: bookingTime(r, timeZone),
    customer: r.customerId
      ? { _id: r.customerId, username: r.customerName ?? '', phone: r.customerPhone ?? '' }
      : { _id: null, username: r.guestName ?? '', phone: r.guestPhone ?? '' },
    service: { _id: r.serviceId, serviceName: r.serviceName },
    employee: r.employeeId ? { _id: r.employeeId, username: r.employeeName ?? '' } : null,
    carNo: r.carNo,
    pricePaise: r.pricePaise,
    paidPaise: r.paidPaise,
    balancePaise: r.pricePaise - r.paidPaise,
    paymentStatus: paymentStatusOf(r.pricePaise, r.paidPaise),
  };
}
