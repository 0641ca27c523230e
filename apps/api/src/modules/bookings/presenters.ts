import {
  formatClockTime,
  paymentStatusOf,
  type BookingStatus,
  type BookingPlanVisit,
  type BookingVehicle,
  type BookingView,
  type QuoteItem,
} from '@autospa/contract';
import type { Booking, Service } from '@autospa/db';
import { localParts } from '../../lib/zoned-time.js';
import { toServiceView } from '../catalog/presenters.js';
import { item } from '../pricing/quote.js';

/** The stored snapshot as quote items; a booking from before issue 16 is one line: its service at its price. */
function itemsOf(b: Booking, service: Service): QuoteItem[] {
  if (b.items.length === 0) return [item('service', service.serviceName, b.pricePaise, b.durationMinutes)];
  return b.items.map((i) => item(i.kind, i.name, i.pricePaise, i.minutes));
}

export interface BookingRow {
  booking: Booking;
  category: { id: string; name: string } | null;
  sub: { id: string; subName: string } | null;
  service: Service;
  customer: { id: string; username: string; phone: string | null; email: string } | null;
  employee: { id: string; username: string } | null;
  canceller: { id: string; username: string; typeOfUser: string } | null;
  /** Issue 17: the name of the bay the booking holds, and how many times its customer did not come. */
  bayName: string | null;
  customerNoShows: number;
  /** The customer's saved car with this plate, when there is one (vehicleOf). */
  vehicle?: BookingVehicle | null;
  /** Issue 20: the plan visit the booking is (planVisitOf). */
  planVisit?: BookingPlanVisit | null;
  /** Live (not voided) payments on it; a booking just made has none. */
  paidPaise?: number;
}

// SPEC.md's Booking shape (lists of category, subCategory and service; populated userId) plus the lifecycle fields.
export function toBookingView(row: BookingRow, timeZone: string, serviceBookings: number): BookingView {
  const b = row.booking;
  const time = b.scheduled ? formatClockTime(localParts(b.startsAt, timeZone).minutes) : (b.timeSlot ?? '');
  return {
    _id: b.id,
    reference: b.reference,
    category: row.category ? [{ _id: row.category.id, name: row.category.name }] : [],
    subCategory: row.sub ? [{ _id: row.sub.id, subName: row.sub.subName }] : [],
    service: [toServiceView(row.service, serviceBookings)],
    date: b.bookingDate,
    time,
    carNo: b.carNo,
    userId: row.customer
      ? {
          _id: row.customer.id,
          username: row.customer.username,
          phone: row.customer.phone ?? '',
          emailId: row.customer.email,
          typeOfUser: 'User',
        }
      : { _id: null, username: b.guestName ?? '', phone: b.guestPhone ?? '', emailId: b.guestEmail ?? '', typeOfUser: 'Guest' },
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
    status: b.status as BookingStatus,
    employee: row.employee ? { _id: row.employee.id, username: row.employee.username } : null,
    price: b.price,
    pricePaise: b.pricePaise,
    durationMinutes: b.durationMinutes,
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    scheduled: b.scheduled,
    timeSlot: b.timeSlot,
    carType: b.carType,
    source: b.source as 'app' | 'public',
    cancelledBy: row.canceller ? { _id: row.canceller.id, username: row.canceller.username, typeOfUser: row.canceller.typeOfUser } : null,
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    customerConfirmedAt: b.customerConfirmedAt?.toISOString() ?? null,
    items: itemsOf(b, row.service),
    totalPaise: b.pricePaise,
    atDoor: b.atDoor,
    address: b.address,
    landmark: b.landmark,
    bayId: b.bayId,
    bayName: row.bayName,
    employeeId: b.employeeId,
    customerNoShows: row.customerNoShows,
    vehicle: row.vehicle ?? null,
    planVisit: row.planVisit ?? null,
    paidPaise: row.paidPaise ?? 0,
    paymentStatus: paymentStatusOf(b.pricePaise, row.paidPaise ?? 0),
  };
}
