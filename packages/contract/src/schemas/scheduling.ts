import { z } from 'zod';
import { bookingView, BOOKING_STATUSES, dateField } from './bookings.js';
import { required } from './fields.js';
import { pagedList, pagedQueryFields } from './paging.js';
import { paymentMethodField } from './finance.js';
import { openingHoursField } from './settings.js';

// Issue 17: named bays, staff shifts and leave, money at the job, the dashboards a car wash reads.

const uuidField = (label: string) => z.string({ error: `${label} is required.` }).uuid(`${label} must be a valid id.`);

// ---- Bays ----
/** Services a bay can do, by name; empty means every service. */
const bayServiceNames = z.array(required('Service', 100)).max(100);
export const createBayBody = z.object({ name: required('Bay name', 40), serviceNames: bayServiceNames.optional() });
export type CreateBayBody = z.input<typeof createBayBody>;
export const updateBayBody = createBayBody.partial();
export type UpdateBayBody = z.input<typeof updateBayBody>;
export const bayView = z.object({
  _id: z.string(),
  name: z.string(),
  /** Empty: the bay does every service. */
  serviceNames: z.array(z.string()),
  /** False once retired (delete-bay): kept for the history of the bookings it held. */
  active: z.boolean(),
  /** Scheduled bookings still to come that hold this bay. */
  upcomingBookings: z.number(),
  position: z.number(),
});
export type BayView = z.infer<typeof bayView>;
/** get-bays: active bays in position order; `includeRetired=true` adds the retired ones. */
export const baysQuery = z.object({ includeRetired: z.enum(['true', 'false']).optional() });
export const baysResponse = z.object({ bays: z.array(bayView) });
export const bayResponse = z.object({ message: z.string(), bay: bayView });

// ---- Shifts ----
/** An employee's weekly shifts: the same shape as opening hours; null means "works whenever the business is open". */
export const shiftsField = openingHoursField.nullable();
export const updateShiftsBody = z.object({ shifts: shiftsField });
export const staffMember = z.object({
  _id: z.string(),
  username: z.string(),
  phone: z.string(),
  shifts: shiftsField,
});
export type StaffMember = z.infer<typeof staffMember>;
/** get-staff (Admin and Employee): the active employees with their shifts, for the timeline and assignment. */
export const staffResponse = z.object({ staff: z.array(staffMember) });
export const shiftsResponse = z.object({ message: z.string(), employee: staffMember });

// ---- Leave ----
export const LEAVE_STATUSES = ['Pending', 'Approved', 'Declined'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];
export const createLeaveBody = z.object({ from: dateField('From'), to: dateField('To'), reason: required('Reason', 300) });
export type CreateLeaveBody = z.input<typeof createLeaveBody>;
export const updateLeaveBody = z.object({
  status: z.enum(['Approved', 'Declined'], { error: 'Status must be Approved or Declined.' }),
});
export const leavesQuery = z.object({
  ...pagedQueryFields,
  status: z.enum(LEAVE_STATUSES, { error: 'Status must be Pending, Approved or Declined.' }).optional(),
});
export const leaveView = z.object({
  _id: z.string(),
  employee: z.object({ _id: z.string(), username: z.string() }),
  from: z.string(),
  to: z.string(),
  reason: z.string(),
  status: z.enum(LEAVE_STATUSES),
  decidedBy: z.object({ _id: z.string(), username: z.string() }).nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type LeaveView = z.infer<typeof leaveView>;
/** Admin: everyone's requests; Employee: its own. Pending first, then newest first. */
export const leaveListResponse = pagedList(leaveView);
export const leaveResponse = z.object({ message: z.string(), leave: leaveView });

// ---- Money at the job ----
export const upiLinkQuery = z.object({ bookingId: uuidField('bookingId') });
export const upiLinkResponse = z.object({
  /** upi://pay?pa=<UPI ID>&pn=<business name>&am=<rupees.paise>&cu=INR&tn=<reference>&tr=<reference> */
  link: z.string(),
  /** What is still to collect on the booking, in paise (price minus what was paid). */
  amount: z.number(),
  reference: z.string(),
});
export const dayTakingsQuery = z.object({ date: dateField().optional() });
export const dayTakingsResponse = z.object({
  date: z.string(),
  /** The price of the day's bookings that are not Cancelled or No-show. */
  expectedPaise: z.number(),
  /** Payments (not voided) on the day's bookings. */
  collectedPaise: z.number(),
  byMethod: z.array(z.object({ method: paymentMethodField, paymentCount: z.number(), amountPaise: z.number() })),
});
export type DayTakings = z.infer<typeof dayTakingsResponse>;

// ---- Dashboards (get-dashboard: one shape per role) ----
export const adminDashboard = z.object({
  role: z.literal('Admin'),
  jobsByStatus: z.array(z.object({ status: z.enum(BOOKING_STATUSES), count: z.number() })),
  /** Booked bay-minutes today over bay-minutes open today, 0–100 (rounded). */
  bayUtilisationPercent: z.number(),
  revenueTodayPaise: z.number(),
  revenueThisMonthPaise: z.number(),
  /** Last month up to the same day of the month, for a fair comparison. */
  revenueLastMonthPaise: z.number(),
  pendingToConfirm: z.number(),
  unassignedNext24h: z.number(),
  noShowsThisWeek: z.number(),
  /** Issue 19: messages that failed about open bookings starting in the next 24 hours (the dashboard's flag). */
  messageFailures: z.number(),
});
export const employeeDashboard = z.object({
  role: z.literal('Employee'),
  jobsDoneToday: z.number(),
  jobsToDoToday: z.number(),
  nextJob: bookingView.nullable(),
  earningsThisMonthPaise: z.number(),
});
export const userDashboard = z.object({
  role: z.literal('User'),
  nextBooking: bookingView.nullable(),
  /** The latest past booking, for "Book again". */
  lastBooking: bookingView.nullable(),
  vehicles: z.number(),
});
export const dashboardResponse = z.discriminatedUnion('role', [adminDashboard, employeeDashboard, userDashboard]);
export type DashboardResponse = z.infer<typeof dashboardResponse>;
