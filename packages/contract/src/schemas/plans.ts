import { z } from 'zod';
// PLAN_KINDS and PLAN_KIND_LABELS live in a module without zod (the home page names the kinds).
import { PLAN_KINDS, type PlanKind } from '../plan-kinds.js';
import { planMessages } from '../plans-messages.js';
import { paymentView } from './finance.js';
import { pagedList, pageFields } from './paging.js';
import { isCalendarDate } from './parsing.js';

// Issue 20: plans and memberships, the credit ledger and plan visits with proof.

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const LEDGER_KINDS = ['granted', 'redeemed', 'restored', 'refunded', 'expired', 'adjusted', 'missed-visit credit'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const PLAN_VISIT_STATUSES = ['scheduled', 'done', 'missed', 'unplaced', 'cancelled'] as const;
export type PlanVisitStatus = (typeof PLAN_VISIT_STATUSES)[number];

/** The nightly job makes the day's daily-plan visits at this business-local time. */
export const PLAN_VISITS_HOUR = '05:00';
/** The largest proof photo accepted (before resizing). */
export const MAX_VISIT_PHOTO_BYTES = 8 * 1024 * 1024;
export const VISIT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const uuidField = (label: string) => z.string({ error: `${label} is required.` }).uuid(`${label} must be a valid id.`);
const dateOnly = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .refine(isCalendarDate, `${label} must be a date (YYYY-MM-DD).`);
const nameList = (message: string) =>
  z
    .array(z.string({ error: message }).trim().min(1, message).max(100, message), { error: message })
    .min(1, message)
    .max(20, message)
    .transform((names) => [...new Set(names)]);

// ---------------------------------------------------------------------------------------------------------
// Plans (Admin; GET /tor/get-plans is public)

const planFields = {
  name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(80, 'Name must be at most 80 characters.'),
  kind: z.enum(PLAN_KINDS, { error: planMessages.badKind }),
  pricePaise: z
    .number({ error: planMessages.badPrice })
    .int(planMessages.badPrice)
    .min(1, planMessages.badPrice)
    .max(100_000_000, planMessages.badPrice),
  /** monthly: washes per month; pack: washes in the pack. */
  visits: z
    .number({ error: planMessages.badVisits })
    .int(planMessages.badVisits)
    .min(1, planMessages.badVisits)
    .max(400, planMessages.badVisits)
    .nullish(),
  /** pack: days valid from the start. */
  validDays: z
    .number({ error: planMessages.badValidDays })
    .int(planMessages.badValidDays)
    .min(1, planMessages.badValidDays)
    .max(730, planMessages.badValidDays)
    .nullish(),
  /** daily: 0 = Sunday … 6 = Saturday. */
  weekdays: z
    .array(
      z
        .number({ error: planMessages.badWeekdays })
        .int(planMessages.badWeekdays)
        .min(0, planMessages.badWeekdays)
        .max(6, planMessages.badWeekdays),
      {
        error: planMessages.badWeekdays,
      },
    )
    .max(7, planMessages.badWeekdays)
    .transform((days) => [...new Set(days)].sort())
    .optional(),
  /** The services of one visit, by name (the first is the visit's booking service). */
  serviceNames: nameList(planMessages.servicesRequired),
  /** The vehicle types (category names) the plan is sold for. */
  categoryNames: nameList(planMessages.categoriesRequired),
  maxPauseDays: z
    .number({ error: 'Pause days must be a whole number from 0 to 60.' })
    .int('Pause days must be a whole number from 0 to 60.')
    .min(0, 'Pause days must be a whole number from 0 to 60.')
    .max(60, 'Pause days must be a whole number from 0 to 60.')
    .optional(),
  description: z.string({ error: 'Description must be text.' }).trim().max(500, 'Description must be at most 500 characters.').optional(),
  active: z.boolean({ error: 'Active must be true or false.' }).optional(),
};

function checkPlanShape(
  plan: { kind?: PlanKind; visits?: number | null; validDays?: number | null; weekdays?: number[] },
  ctx: z.RefinementCtx,
) {
  if (plan.kind === 'daily' && !plan.weekdays?.length)
    ctx.addIssue({ code: 'custom', path: ['weekdays'], message: planMessages.weekdaysRequired });
  if ((plan.kind === 'monthly' || plan.kind === 'pack') && !plan.visits)
    ctx.addIssue({ code: 'custom', path: ['visits'], message: planMessages.visitsRequired });
  if (plan.kind === 'pack' && !plan.validDays)
    ctx.addIssue({ code: 'custom', path: ['validDays'], message: planMessages.validDaysRequired });
}

/** POST /tor/create-plan, and PUT /tor/update-plan?id= with the whole plan again (the shape is checked as a whole). */
export const createPlanBody = z.object(planFields).superRefine(checkPlanShape);
export type CreatePlanBody = z.input<typeof createPlanBody>;

export const planView = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(PLAN_KINDS),
  pricePaise: z.number(),
  /** pricePaise as shown: '₹1,499'. */
  price: z.string(),
  visits: z.number().nullable(),
  validDays: z.number().nullable(),
  weekdays: z.array(z.number()),
  serviceNames: z.array(z.string()),
  categoryNames: z.array(z.string()),
  maxPauseDays: z.number(),
  description: z.string(),
  active: z.boolean(),
  /** Whether the visits are at the customer's door (the first service is a doorstep one). */
  atDoor: z.boolean(),
  /** One visit's value in paise: what a missed visit credits and an unused credit refunds. */
  visitValuePaise: z.number(),
});
export type PlanView = z.infer<typeof planView>;
/** GET /tor/get-plans: active plans for anyone; the Admin adds ?all=true for inactive ones too. */
export const getPlansQuery = z.object({ all: z.enum(['true', 'false']).optional() });
export const planResponse = z.object({ message: z.string(), plan: planView });
/** GET /tor/get-plans: by name. */
export const planListResponse = z.object({ data: z.array(planView) });

// ---------------------------------------------------------------------------------------------------------
// Subscriptions

export const subscribePlanBody = z.object({
  planId: uuidField('planId'),
  vehicleId: uuidField('vehicleId'),
  startDate: dateOnly('Start date'),
  /** Staff buying for a customer. */
  userId: uuidField('userId').optional(),
  /** A daily plan at the door: where to come. */
  address: z
    .string({ error: 'Address must be text.' })
    .trim()
    .min(1, planMessages.addressRequired)
    .max(500, 'Address must be at most 500 characters.')
    .optional(),
  landmark: z.string({ error: 'Landmark must be text.' }).trim().max(200, 'Landmark must be at most 200 characters.').optional(),
});
export type SubscribePlanBody = z.input<typeof subscribePlanBody>;

export const pauseSubscriptionBody = z
  .object({ from: dateOnly('From'), to: dateOnly('To') })
  .refine((p) => p.to >= p.from, { message: planMessages.badPause, path: ['to'] });
export type PauseSubscriptionBody = z.input<typeof pauseSubscriptionBody>;

export const subscriptionView = z.object({
  _id: z.string(),
  plan: planView,
  userId: z.string(),
  customer: z.object({ _id: z.string(), username: z.string(), phone: z.string() }),
  vehicle: z.object({ _id: z.string(), plate: z.string(), make: z.string(), model: z.string() }),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The ledger's sum. */
  balance: z.number(),
  pricePaise: z.number(),
  /** Live payments recorded against the subscription. */
  paidPaise: z.number(),
  pauses: z.array(z.object({ _id: z.string(), from: z.string(), to: z.string() })),
  /** Pause days still allowed in this period. */
  pauseDaysLeft: z.number(),
  address: z.string().nullable(),
  landmark: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
  /** What cancelling now would do, shown before the tap: the credits refunded and their value. */
  cancelTerms: z.object({ refundCredits: z.number(), refundPaise: z.number(), lastVisitDate: z.string().nullable() }),
});
export type SubscriptionView = z.infer<typeof subscriptionView>;
export const subscriptionResponse = z.object({ message: z.string(), subscription: subscriptionView });
export const mySubscriptionsResponse = z.object({ subscriptions: z.array(subscriptionView) });
/** GET /tor/get-subscriptions (Admin): every subscription, newest first. */
export const subscriptionListQuery = z.object({
  ...pageFields,
  status: z.enum(SUBSCRIPTION_STATUSES, { error: 'Status must be active, paused, cancelled or expired.' }).optional(),
  userId: uuidField('userId').optional(),
});
export const subscriptionListResponse = pagedList(subscriptionView);

// ---------------------------------------------------------------------------------------------------------
// The ledger

export const planLedgerQuery = z.object({ subscriptionId: uuidField('subscriptionId') });
export const ledgerRowView = z.object({
  _id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** Signed: + credits in, − credits out. */
  credits: z.number(),
  valuePaise: z.number(),
  reason: z.string(),
  bookingId: z.string().nullable(),
  /** The booking's reference ('AS-7K3M9Q'), when the row is about a booking. */
  reference: z.string().nullable(),
  visitId: z.string().nullable(),
  createdAt: z.string(),
  by: z.object({ _id: z.string(), username: z.string() }).nullable(),
});
export type LedgerRowView = z.infer<typeof ledgerRowView>;
export const planLedgerResponse = z.object({ subscriptionId: z.string(), balance: z.number(), rows: z.array(ledgerRowView) });

/** POST /tor/adjust-plan-credits (Admin): a signed adjustment with a reason, logged as an 'adjusted' row. */
export const adjustCreditsBody = z.object({
  subscriptionId: uuidField('subscriptionId'),
  credits: z
    .number({ error: planMessages.badAdjustment })
    .int(planMessages.badAdjustment)
    .min(-100, planMessages.badAdjustment)
    .max(100, planMessages.badAdjustment)
    .refine((n) => n !== 0, planMessages.badAdjustment),
  reason: z
    .string({ error: planMessages.reasonRequired })
    .trim()
    .min(1, planMessages.reasonRequired)
    .max(300, 'Reason must be at most 300 characters.'),
});
export type AdjustCreditsBody = z.input<typeof adjustCreditsBody>;

/** POST /tor/create-plan-payment (staff): money received for a subscription, like a booking's payment. */
export const planPaymentBody = z.object({
  subscriptionId: uuidField('subscriptionId'),
  method: z.enum(['cash', 'upi', 'card', 'online'], { error: 'Method must be cash, upi, card or online.' }),
  amountPaise: z
    .number({ error: planMessages.badPrice })
    .int(planMessages.badPrice)
    .min(1, planMessages.badPrice)
    .max(100_000_000, planMessages.badPrice),
  note: z.string({ error: 'Note must be text.' }).trim().max(500, 'Note must be at most 500 characters.').optional(),
});
export type PlanPaymentBody = z.input<typeof planPaymentBody>;
/** The payment recorded and the subscription's money after it (price snapshot, live payments, what is left). */
export const planPaymentResponse = z.object({
  message: z.string(),
  payment: paymentView,
  summary: z.object({ subscriptionId: z.string(), pricePaise: z.number(), paidPaise: z.number(), balancePaise: z.number() }),
});
export type PlanPaymentResponse = z.infer<typeof planPaymentResponse>;

// ---------------------------------------------------------------------------------------------------------
// Plan visits and their proof

export const planVisitView = z.object({
  _id: z.string(),
  subscriptionId: z.string(),
  planName: z.string(),
  visitDate: z.string(),
  source: z.enum(['daily', 'booked']),
  status: z.enum(PLAN_VISIT_STATUSES),
  bookingId: z.string().nullable(),
  reference: z.string().nullable(),
  /** '07:30 AM', when placed. */
  time: z.string().nullable(),
  customer: z.object({ _id: z.string(), username: z.string(), phone: z.string() }),
  plate: z.string(),
  employee: z.object({ _id: z.string(), username: z.string() }).nullable(),
  hasPhoto: z.boolean(),
  proofAt: z.string().nullable(),
  proofBy: z.object({ _id: z.string(), username: z.string() }).nullable(),
});
export type PlanVisitView = z.infer<typeof planVisitView>;
/** GET /tor/get-plan-visits: the Admin's visits (by day and status, e.g. status=missed); a customer gets its own. */
export const planVisitListQuery = z.object({
  ...pageFields,
  from: dateOnly('From').optional(),
  to: dateOnly('To').optional(),
  status: z.enum(PLAN_VISIT_STATUSES, { error: 'Status must be scheduled, done, missed, unplaced or cancelled.' }).optional(),
  subscriptionId: uuidField('subscriptionId').optional(),
});
export const planVisitListResponse = pagedList(planVisitView);
/** POST /tor/upload-visit-photo?bookingId= (the assigned Employee or the Admin): the photo as the raw request body. */
export const visitPhotoQuery = z.object({ bookingId: uuidField('bookingId') });
/** GET /tor/get-visit-photo?visitId= (the customer of the visit, staff): the image. */
export const visitPhotoGetQuery = z.object({ visitId: uuidField('visitId') });
