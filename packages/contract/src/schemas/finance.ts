import { z } from 'zod';
import { pageFields, pagedList, pagedQueryFields } from './paging.js';
import { BOOKING_STATUSES, dateField } from './bookings.js';
import { FIRST_PERIOD_DAY, LAST_PERIOD_DAY, MAX_DAY_BUCKETS, MAX_PERIOD_DAYS } from '../finance-limits.js';
import { financeMessages } from '../finance-messages.js';
import { formatInr } from '../money.js';

// Income and expenses (issue 6): payments on bookings, expenses, the Admin's report, an Employee's earnings,
// a customer's payments and receipts. Requests take amounts in rupees (`amount`); responses give paise (`…Paise`).

// SPEC.md §9: cash, UPI, cards and online.
export const PAYMENT_METHODS = ['cash', 'upi', 'card', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { cash: 'Cash', upi: 'UPI', card: 'Card', online: 'Online' };

export const EXPENSE_CATEGORIES = ['supplies', 'water', 'electricity', 'wages', 'rent', 'equipment', 'other'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  supplies: 'Supplies',
  water: 'Water',
  electricity: 'Electricity',
  wages: 'Wages',
  rent: 'Rent',
  equipment: 'Equipment',
  other: 'Other',
};

export const PAYMENT_STATUSES = ['Unpaid', 'Partly paid', 'Paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Paid when the payments cover the price snapshot (a free booking is paid), partly paid when some money came in. */
export function paymentStatusOf(pricePaise: number, paidPaise: number): PaymentStatus {
  if (paidPaise >= pricePaise) return 'Paid';
  return paidPaise > 0 ? 'Partly paid' : 'Unpaid';
}

export const FINANCE_PERIODS = ['this-week', 'this-month', 'last-month', 'custom'] as const;
export type FinancePeriod = (typeof FINANCE_PERIODS)[number];
export const GROUP_BYS = ['day', 'month'] as const;
export type GroupBy = (typeof GROUP_BYS)[number];

// ---------------------------------------------------------------------------------------------------------
// Amounts

/** ₹10,00,000: no single payment or expense is larger. */
export const MAX_AMOUNT_PAISE = 100_000_000;
const AMOUNT_HELP = 'Amount must be in rupees with at most 2 decimals, like 499 or 499.50.';

/** Rupees (499, 499.5, '499.50') → paise, exactly (no floating point); undefined when not such an amount. */
export function rupeesToPaise(value: number | string): number | undefined {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Paise → rupees with two decimals ('1999.00'), the CSV form. */
export const paiseToRupees = (paise: number) =>
  `${paise < 0 ? '-' : ''}${Math.floor(Math.abs(paise) / 100)}.${String(Math.abs(paise) % 100).padStart(2, '0')}`;

export const amountField = z
  .union([z.number(), z.string()], { error: 'Amount is required, in rupees (like 499 or 499.50).' })
  .transform((value, ctx) => {
    const negative = typeof value === 'number' ? value <= 0 : /^\s*-/.test(value);
    const paise = negative ? 0 : rupeesToPaise(value);
    if (paise === undefined) ctx.addIssue({ code: 'custom', message: AMOUNT_HELP });
    else if (paise <= 0) ctx.addIssue({ code: 'custom', message: 'Amount must be more than ₹0.' });
    else if (paise > MAX_AMOUNT_PAISE) ctx.addIssue({ code: 'custom', message: `Amount must be at most ${formatInr(MAX_AMOUNT_PAISE)}.` });
    else return paise;
    return z.NEVER;
  });

const uuidField = (label: string) => z.string({ error: `${label} is required.` }).uuid(`${label} must be a valid id.`);
const noteField = z.string({ error: 'Note must be text.' }).trim().max(500, 'Note must be at most 500 characters.');
const personRef = z.object({ _id: z.string(), username: z.string() });

// ---------------------------------------------------------------------------------------------------------
// Payments

export const paymentMethodField = z.enum(PAYMENT_METHODS, { error: 'Method must be cash, upi, card or online.' });

export const createPaymentBody = z.object({
  bookingId: uuidField('bookingId'),
  method: paymentMethodField,
  amount: amountField,
  /** When the money came in (ISO 8601 with an offset); now when left out. */
  paidAt: z.iso.datetime({ offset: true, error: 'paidAt must be a date and time like 2026-03-05T10:30:00+05:30.' }).optional(),
  note: noteField.optional(),
});
export type CreatePaymentBody = z.input<typeof createPaymentBody>;

export const voidPaymentBody = z.object({
  reason: z
    .string({ error: 'Reason is required.' })
    .trim()
    .min(1, 'Reason is required.')
    .max(500, 'Reason must be at most 500 characters.'),
});
export type VoidPaymentBody = z.input<typeof voidPaymentBody>;

export const bookingPaymentsQuery = z.object({ bookingId: uuidField('bookingId') });

export const paymentView = z.object({
  _id: z.string(),
  /** What was paid for: a booking, or (issue 20) a plan subscription. */
  bookingId: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  method: paymentMethodField,
  amountPaise: z.number(),
  paidAt: z.string(),
  note: z.string(),
  recordedBy: personRef.extend({ typeOfUser: z.string() }).nullable(),
  /** A voided payment stays in the history; it no longer counts as paid. */
  voided: z.boolean(),
  voidedAt: z.string().nullable(),
  voidedBy: personRef.nullable(),
  voidReason: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentView = z.infer<typeof paymentView>;

/** A booking's money: its price snapshot, what its live (not voided) payments add up to, and what is left. */
export const paymentSummary = z.object({
  bookingId: z.string(),
  status: z.enum(BOOKING_STATUSES),
  pricePaise: z.number(),
  paidPaise: z.number(),
  /** pricePaise − paidPaise; below 0 only if the Admin lowered the price after payments were taken. */
  balancePaise: z.number(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
});
export type PaymentSummary = z.infer<typeof paymentSummary>;

export const paymentResponse = z.object({ message: z.string(), payment: paymentView, summary: paymentSummary });
/** PUT /tor/void-payment: as paymentResponse; summary is null for a plan's payment (issue 20: subscriptionId set). */
export const voidPaymentResponse = paymentResponse.extend({ summary: paymentSummary.nullable() });
/** Oldest first; staff see voided payments too, the customer only the live ones. */
export const bookingPaymentsResponse = pagedList(paymentView).extend({ summary: paymentSummary });
export type BookingPaymentsResponse = z.infer<typeof bookingPaymentsResponse>;

// ---------------------------------------------------------------------------------------------------------
// Expenses

export const expenseCategoryField = z.enum(EXPENSE_CATEGORIES, {
  error: 'Category must be supplies, water, electricity, wages, rent, equipment or other.',
});

export const createExpenseBody = z.object({
  date: dateField(),
  category: expenseCategoryField,
  amount: amountField,
  note: noteField.optional(),
});
export type CreateExpenseBody = z.input<typeof createExpenseBody>;
export const updateExpenseBody = createExpenseBody.partial();
export type UpdateExpenseBody = z.input<typeof updateExpenseBody>;

export const expenseListQuery = z.object({
  ...pagedQueryFields,
  from: dateField('from').optional(),
  to: dateField('to').optional(),
  category: expenseCategoryField.optional(),
});
export type ExpenseListQuery = z.input<typeof expenseListQuery>;

export const expenseView = z.object({
  _id: z.string(),
  /** The business-local day the money went out (YYYY-MM-DD). */
  date: z.string(),
  category: expenseCategoryField,
  amountPaise: z.number(),
  note: z.string(),
  recordedBy: personRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExpenseView = z.infer<typeof expenseView>;
export const expenseResponse = z.object({ message: z.string(), expense: expenseView });
export const expenseListResponse = pagedList(expenseView);
export type ExpenseListResponse = z.infer<typeof expenseListResponse>;

// ---------------------------------------------------------------------------------------------------------
// Periods and the Admin's report

const periodFields = {
  /** Default this-month. Weeks start on Monday; every period is read in the business time zone. */
  period: z.enum(FINANCE_PERIODS, { error: 'period must be this-week, this-month, last-month or custom.' }).optional(),
  from: dateField('from').optional(),
  to: dateField('to').optional(),
  /** Default day, or month for a custom period longer than 62 days. */
  groupBy: z.enum(GROUP_BYS, { error: 'groupBy must be day or month.' }).optional(),
};

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** The rules between period, from, to and groupBy that need no clock. */
function checkPeriod(q: { period?: FinancePeriod; from?: string; to?: string; groupBy?: GroupBy }, ctx: z.RefinementCtx) {
  const custom = q.period === 'custom';
  if (!custom && (q.from !== undefined || q.to !== undefined))
    ctx.addIssue({ code: 'custom', message: financeMessages.datesOnlyForCustom });
  else if (custom && (q.from === undefined || q.to === undefined))
    ctx.addIssue({ code: 'custom', message: financeMessages.customNeedsDates });
  else if (custom && q.from && q.to) {
    const outside = (d: string) => d < FIRST_PERIOD_DAY || d > LAST_PERIOD_DAY;
    if (outside(q.from) || outside(q.to)) {
      ctx.addIssue({ code: 'custom', message: financeMessages.periodOutOfRange });
      return;
    }
    const days = dayNumber(q.to) - dayNumber(q.from) + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', message: financeMessages.toBeforeFrom });
    else if (days > MAX_PERIOD_DAYS) ctx.addIssue({ code: 'custom', message: financeMessages.periodTooLong });
    else if (q.groupBy === 'day' && days > MAX_DAY_BUCKETS) ctx.addIssue({ code: 'custom', message: financeMessages.tooManyDays });
  }
}

export const financePeriodQuery = z.object(periodFields).superRefine(checkPeriod);
export type FinancePeriodQuery = z.input<typeof financePeriodQuery>;
/** The report's row lists (income and expenses) are paged alike: default page 1, 20 rows each (at most 100). */
export const financeReportQuery = z.object({ ...periodFields, ...pageFields }).superRefine(checkPeriod);
export type FinanceReportQuery = z.input<typeof financeReportQuery>;
export const financeIncomeQuery = z.object({ ...periodFields, ...pagedQueryFields }).superRefine(checkPeriod);
export type FinanceIncomeQuery = z.input<typeof financeIncomeQuery>;
export const financeCsvQuery = z
  .object({ ...periodFields, kind: z.enum(['income', 'expenses'], { error: 'kind must be income or expenses.' }) })
  .superRefine(checkPeriod);
export type FinanceCsvQuery = z.input<typeof financeCsvQuery>;

export const periodView = z.object({
  period: z.enum(FINANCE_PERIODS),
  /** First and last business-local day, both included. */
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(GROUP_BYS),
  timeZone: z.string(),
});
export type PeriodView = z.infer<typeof periodView>;

/** A completed booking as income: its price snapshot and what has been paid on it. */
export const incomeRow = z.object({
  _id: z.string(),
  date: z.string(),
  time: z.string(),
  customer: z.object({ _id: z.string().nullable(), username: z.string(), phone: z.string() }),
  service: z.object({ _id: z.string(), serviceName: z.string() }),
  employee: personRef.nullable(),
  carNo: z.array(z.string()),
  pricePaise: z.number(),
  paidPaise: z.number(),
  balancePaise: z.number(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
});
export type IncomeRow = z.infer<typeof incomeRow>;
export const incomeListResponse = pagedList(incomeRow);

export const financeTotals = z.object({
  /** Price snapshots of the bookings completed in the period (by their business-local date). */
  incomePaise: z.number(),
  expensesPaise: z.number(),
  netPaise: z.number(),
  /** Live payments on those bookings. */
  collectedPaise: z.number(),
  /** What those bookings still owe. */
  outstandingPaise: z.number(),
  completedBookings: z.number(),
  expenseCount: z.number(),
  /**
   * Issue 20: plan income, its own kind (not in incomePaise or netPaise): live plan payments spread over their
   * subscription's period by days; the period's days' share.
   */
  planIncomePaise: z.number(),
  /** Issue 21: refunds processed in the period (by the day they were processed), a positive amount taken off netPaise. */
  refundsPaise: z.number(),
});
export type FinanceTotals = z.infer<typeof financeTotals>;

export const seriesPoint = z.object({
  /** 'YYYY-MM-DD' by day, 'YYYY-MM' by month. */
  bucket: z.string(),
  /** The bucket's days inside the period (the first and last month may be partial). */
  from: z.string(),
  to: z.string(),
  incomePaise: z.number(),
  expensesPaise: z.number(),
  netPaise: z.number(),
  collectedPaise: z.number(),
  completedBookings: z.number(),
  /** Issue 21: refunds processed in the bucket (positive; netPaise has them taken off). */
  refundsPaise: z.number(),
});
export type SeriesPoint = z.infer<typeof seriesPoint>;

export const financeReportResponse = z.object({
  period: periodView,
  totals: financeTotals,
  /** Every bucket of the period, zeros included, oldest first. */
  series: z.array(seriesPoint),
  /** Services with income in the period, highest first. */
  byService: z.array(z.object({ serviceId: z.string(), serviceName: z.string(), completedBookings: z.number(), incomePaise: z.number() })),
  /** All seven categories, zeros included, in EXPENSE_CATEGORIES order. */
  byCategory: z.array(z.object({ category: expenseCategoryField, expenseCount: z.number(), amountPaise: z.number() })),
  /** How collectedPaise came in, all four methods. */
  byMethod: z.array(z.object({ method: paymentMethodField, paymentCount: z.number(), amountPaise: z.number() })),
  /** Issue 20: plan income per plan and month (its days inside the period), by month then plan name. */
  planIncome: z.array(z.object({ planId: z.string(), planName: z.string(), month: z.string(), incomePaise: z.number() })),
  /** Newest first; paged by page and limit (default 20, at most 100). */
  income: incomeListResponse,
  expenses: expenseListResponse,
  /** Issue 21: refunds as negative income, one line per day they were processed and method (amountPaise below 0), oldest first. */
  refunds: z.array(z.object({ date: z.string(), method: paymentMethodField, refundCount: z.number(), amountPaise: z.number() })),
});
export type FinanceReportResponse = z.infer<typeof financeReportResponse>;

// ---------------------------------------------------------------------------------------------------------
// An Employee's earnings, a customer's payments and receipts

export const myEarningsQuery = z
  .object({ period: periodFields.period, from: periodFields.from, to: periodFields.to })
  .superRefine(checkPeriod);
export type MyEarningsQuery = z.input<typeof myEarningsQuery>;

export const collectedPaymentView = paymentView.extend({
  /**
   * What was paid for. For a plan's payment (issue 20) there is no booking: _id is '', date is the subscription's
   * start, serviceName the plan's name and `plan` says which subscription.
   */
  booking: z.object({ _id: z.string(), date: z.string(), serviceName: z.string(), customerName: z.string() }),
  plan: z.object({ subscriptionId: z.string(), planName: z.string() }).nullable(),
});
export type CollectedPaymentView = z.infer<typeof collectedPaymentView>;

export const myEarningsResponse = z.object({
  period: periodView,
  totals: z.object({
    completedJobs: z.number(),
    /** Price snapshots of its completed jobs in the period. */
    jobsValuePaise: z.number(),
    /** Live payments it recorded with a payment time in the period. */
    collectedPaise: z.number(),
    /** What its completed jobs in the period still owe. */
    outstandingPaise: z.number(),
  }),
  /** Its completed jobs, newest first. */
  jobs: z.array(incomeRow),
  /** Payments it recorded in the period, newest first; voided ones are listed but not counted. */
  payments: z.array(collectedPaymentView),
});
export type MyEarningsResponse = z.infer<typeof myEarningsResponse>;

export const myPaymentsQuery = z.object({ ...pageFields });
const receiptPayment = z.object({ _id: z.string(), method: paymentMethodField, amountPaise: z.number(), paidAt: z.string() });
export const myPaymentRow = z.object({
  _id: z.string(),
  date: z.string(),
  time: z.string(),
  status: z.enum(BOOKING_STATUSES),
  service: z.object({ _id: z.string(), serviceName: z.string() }),
  carNo: z.array(z.string()),
  pricePaise: z.number(),
  paidPaise: z.number(),
  balancePaise: z.number(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Live payments, oldest first. */
  payments: z.array(receiptPayment),
  /** get-receipt answers for this booking. */
  receiptAvailable: z.boolean(),
});
export type MyPaymentRow = z.infer<typeof myPaymentRow>;
export const myPaymentsResponse = pagedList(myPaymentRow);
export type MyPaymentsResponse = z.infer<typeof myPaymentsResponse>;

export const receiptQuery = z.object({ id: uuidField('id') });
export const receiptResponse = z.object({
  /** 'AS-' and the first 8 characters of the booking id, upper case. */
  receiptNo: z.string(),
  issuedAt: z.string(),
  booking: z.object({
    _id: z.string(),
    date: z.string(),
    time: z.string(),
    status: z.enum(BOOKING_STATUSES),
    service: z.object({ _id: z.string(), serviceName: z.string() }),
    category: z.string().nullable(),
    subCategory: z.string().nullable(),
    carNo: z.array(z.string()),
  }),
  customer: z.object({ username: z.string(), phone: z.string(), emailId: z.string() }),
  pricePaise: z.number(),
  paidPaise: z.number(),
  payments: z.array(receiptPayment),
  /** When the last live payment came in. */
  paidInFullAt: z.string().nullable(),
});
export type ReceiptResponse = z.infer<typeof receiptResponse>;
