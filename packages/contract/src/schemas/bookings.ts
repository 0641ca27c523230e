import { z } from 'zod';
import { pagedList, pagedQueryFields } from './paging.js';
import { messages } from '../messages.js';
import { serviceView } from './catalog.js';
import { carNoField, required } from './fields.js';
import { isCalendarDate, parseClockTime } from './parsing.js';
import { addOnNamesField, addOnNamesParam, quoteItem, vehicleIdParam } from './pricing.js';

export const BOOKING_STATUSES = ['Pending', 'Confirmed', 'In progress', 'Completed', 'Cancelled', 'No-show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

// The lifecycle: one step forward, or Cancelled before work starts, or No-show (issue 17: only after the start
// time, the server checks). Completed, Cancelled and No-show are final.
export const NEXT_STATUSES: Record<BookingStatus, readonly BookingStatus[]> = {
  Pending: ['Confirmed', 'Cancelled', 'No-show'],
  Confirmed: ['In progress', 'Cancelled', 'No-show'],
  'In progress': ['Completed'],
  Completed: [],
  Cancelled: [],
  'No-show': [],
};

export const dateField = (label = 'Date') =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .refine(isCalendarDate, `${label} must be a date (YYYY-MM-DD).`);

export const clockTimeField = required('Time', 30).refine(
  (v) => parseClockTime(v) !== undefined,
  'Time must be a time of day like 10:30 AM or 14:00.',
);

export const oneCarField = carNoField.refine((list) => list.length === 1, messages.bookings.oneCar);
const statusField = z.enum(BOOKING_STATUSES, {
  error: 'Status must be Pending, Confirmed, In progress, Completed, Cancelled or No-show.',
});
const uuidField = (label: string) => z.string({ error: `${label} is required.` }).uuid(`${label} must be a valid id.`);

// SPEC.md §3 booking payload, by names. Staff booking on behalf of a customer add `userId`.
export const createBookingBody = z.object({
  name: required('Category', 60),
  /** Required where the category has subcategories (the server says so); a type without any books without one. */
  subName: required('SubCategory', 60).optional(),
  serviceName: required('Service', 100),
  date: dateField(),
  time: clockTimeField,
  carNo: oneCarField,
  userId: uuidField('userId').optional(),
  /** Add-ons by name (issue 16); each must be offered with the service. */
  addOns: addOnNamesField.optional(),
  /** A service at the door: where to come (required then) and a landmark. */
  address: required('Address', 500).optional(),
  landmark: required('Landmark', 200).optional(),
  /** Issue 20: pay with one credit of this subscription (its car, a service of its plan) instead of a price. */
  subscriptionId: uuidField('subscriptionId').optional(),
});
export type CreateBookingBody = z.input<typeof createBookingBody>;

/** The Create Booking screen asks for every field (SPEC.md §5); the formats of time and car are the server's to judge. */
export const createBookingForm = z.object({
  name: required('Category', 60),
  subName: required('SubCategory', 60),
  serviceName: required('Service', 100),
  date: required('Date'),
  time: required('Time', 30),
  carNo: required('Car number'),
});
export type CreateBookingForm = z.infer<typeof createBookingForm>;

export const updateBookingBody = z
  .object({
    date: dateField(),
    time: clockTimeField,
    serviceName: required('Service', 100),
    carNo: oneCarField,
    status: statusField,
    employeeId: uuidField('employeeId').nullable(),
    /** Issue 17: move the booking to another named bay (the server refuses a clash with 409 naming it). */
    bayId: uuidField('bayId'),
    /** Admin only, for a public (guest) request: the customer account it belongs to, linked by hand. */
    userId: uuidField('userId'),
  })
  .partial();
export type UpdateBookingBody = z.input<typeof updateBookingBody>;

export const updateBookingStatusBody = z.object({ status: statusField });
export const rescheduleBookingBody = z.object({ date: dateField(), time: clockTimeField });
export type RescheduleBookingBody = z.input<typeof rescheduleBookingBody>;

export const bookingListQuery = z.object({
  ...pagedQueryFields,
  from: dateField('from').optional(),
  to: dateField('to').optional(),
  status: statusField.optional(),
  assigned: z.enum(['me', 'unassigned'], { error: 'assigned must be me or unassigned.' }).optional(),
  /** One customer's bookings (the Admin's view of a customer's history, issue 16). */
  userId: uuidField('userId').optional(),
});
export type BookingListQuery = z.input<typeof bookingListQuery>;
// Today's sheet is one day by definition; a customer's own list has no assignment filter.
export const todayBookingsQuery = bookingListQuery.omit({ from: true, to: true });
export const myBookingsQuery = bookingListQuery.omit({ assigned: true, userId: true });

export const bookingView = z.object({
  _id: z.string(),
  /** The short human reference, e.g. AS-7K2Q9. */
  reference: z.string(),
  category: z.array(z.object({ _id: z.string(), name: z.string() })),
  subCategory: z.array(z.object({ _id: z.string(), subName: z.string() })),
  service: z.array(serviceView),
  /** The business-local day (YYYY-MM-DD). */
  date: z.string(),
  /** '10:30 AM', or the requested slot label of a public request not yet given a time. */
  time: z.string(),
  carNo: z.array(z.string()),
  /** The customer; a guest request without an account has _id null and typeOfUser 'Guest'. */
  userId: z.object({
    _id: z.string().nullable(),
    username: z.string(),
    phone: z.string(),
    emailId: z.string(),
    typeOfUser: z.enum(['User', 'Guest']),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
  status: statusField,
  employee: z.object({ _id: z.string(), username: z.string() }).nullable(),
  price: z.string(),
  pricePaise: z.number(),
  durationMinutes: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** False for a public request that still waits for an exact time (it holds no bay yet). */
  scheduled: z.boolean(),
  timeSlot: z.string().nullable(),
  carType: z.string().nullable(),
  source: z.enum(['app', 'public']),
  cancelledBy: z.object({ _id: z.string(), username: z.string(), typeOfUser: z.string() }).nullable(),
  cancelledAt: z.string().nullable(),
  /** Issue 19: when the customer answered "I'm coming" from a reminder; null until then. */
  customerConfirmedAt: z.string().nullable(),
  /** The itemised price at booking time (service line first, then add-ons); totalPaise = pricePaise. */
  items: z.array(quoteItem),
  totalPaise: z.number(),
  atDoor: z.boolean(),
  address: z.string().nullable(),
  landmark: z.string().nullable(),
  /** Issue 17: the named bay the booking holds (null at the door, for an unscheduled request, or once cancelled). */
  bayId: z.string().nullable(),
  bayName: z.string().nullable(),
  employeeId: z.string().nullable(),
  /** What has been paid on the booking (payments not voided), and so Unpaid, Partly paid or Paid. */
  paidPaise: z.number(),
  paymentStatus: z.enum(['Unpaid', 'Partly paid', 'Paid']),
  /** How many times this customer (account, or a guest's phone) did not come: shown when confirming. */
  customerNoShows: z.number(),
  /** The customer's saved car with this plate (issue 16's garage), for finding it at the job; null when not saved. */
  vehicle: z.object({ make: z.string(), model: z.string(), colour: z.string(), parkingNote: z.string() }).nullable(),
  /**
   * Issue 20: the plan visit this booking is (a daily plan's visit, or a booking paid with one credit); null for an
   * ordinary booking. Completing it needs a proof photo (hasPhoto).
   */
  planVisit: z
    .object({
      _id: z.string(),
      subscriptionId: z.string(),
      planName: z.string(),
      source: z.enum(['daily', 'booked']),
      hasPhoto: z.boolean(),
    })
    .nullable(),
});
export type BookingPlanVisit = NonNullable<z.infer<typeof bookingView>['planVisit']>;
export type BookingView = z.infer<typeof bookingView>;
export type BookingVehicle = NonNullable<BookingView['vehicle']>;

export const bookingResponse = z.object({ message: z.string(), booking: bookingView });
export const bookingListResponse = pagedList(bookingView);
export type BookingListResponse = z.infer<typeof bookingListResponse>;

// With categoryName (and subName, addOns) the length comes from the quote: the grid's minutes and the add-ons'.
export const availabilityQuery = z.object({
  date: dateField(),
  serviceName: required('Service', 100),
  categoryName: required('Category', 60).optional(),
  subName: required('SubCategory', 60).optional(),
  addOns: addOnNamesParam,
  vehicleId: vehicleIdParam,
});
export const availabilityResponse = z.object({
  date: z.string(),
  serviceName: z.string(),
  durationMinutes: z.number(),
  /** Blocked after each car on top of durationMinutes (setting bufferMinutes). */
  bufferMinutes: z.number(),
  /** A doorstep service: bays and freeBays then count mobile teams. */
  atDoor: z.boolean(),
  bays: z.number(),
  closed: z.boolean(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  /** Free start times ('10:30 AM'), each usable as create-booking's `time`. */
  times: z.array(z.string()),
  /** changeable: false when the start is within 24 hours ("can't be changed online once booked"). */
  slots: z.array(z.object({ time: z.string(), freeBays: z.number(), changeable: z.boolean() })),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;
