import {
  EXPENSE_CATEGORY_LABELS,
  PAYMENT_METHOD_LABELS,
  paiseToRupees,
  type ExpenseView,
  type FinanceReportResponse,
  type IncomeRow,
} from '@autospa/contract';

/** An amount in paise, written as rupees with two decimals; never treated as text. */
type Cell = string | { paise: number };

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell per RFC 4180: quoted when it holds a comma, quote or line break, quotes doubled; text that would
 * start a formula is prefixed with an apostrophe so the spreadsheet shows it as text. */
export function csvCell(cell: Cell): string {
  if (typeof cell !== 'string') return paiseToRupees(cell.paise);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows joined with CRLF, after a UTF-8 byte order mark so Excel reads ₹ and names correctly. */
export const toCsv = (rows: Cell[][]) => `\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;

export const INCOME_HEADER = [
  'Date',
  'Time',
  'Booking ID',
  'Customer',
  'Phone',
  'Service',
  'Employee',
  'Car number',
  'Price (INR)',
  'Paid (INR)',
  'Balance (INR)',
  'Payment status',
];

/** Issue 21: processed refunds follow the bookings, one negative line per day and method. */
const refundRows = (refunds: FinanceReportResponse['refunds']): Cell[][] =>
  refunds.map((r) => [
    r.date,
    '',
    '',
    '',
    '',
    `Refund (${PAYMENT_METHOD_LABELS[r.method]})`,
    '',
    '',
    '',
    { paise: r.amountPaise },
    '',
    'Refunded',
  ]);

export const incomeCsv = (rows: IncomeRow[], refunds: FinanceReportResponse['refunds'] = []) =>
  toCsv([
    INCOME_HEADER,
    ...rows.map((r) => [
      r.date,
      r.time,
      r._id,
      r.customer.username,
      r.customer.phone,
      r.service.serviceName,
      r.employee?.username ?? '',
      r.carNo.join(' '),
      { paise: r.pricePaise },
      { paise: r.paidPaise },
      { paise: r.balancePaise },
      r.paymentStatus,
    ]),
    ...refundRows(refunds),
  ]);

export const EXPENSES_HEADER = ['Date', 'Category', 'Amount (INR)', 'Note', 'Recorded by'];

export const expensesCsv = (rows: ExpenseView[]) =>
  toCsv([
    EXPENSES_HEADER,
    ...rows.map((r) => [r.date, EXPENSE_CATEGORY_LABELS[r.category], { paise: r.amountPaise }, r.note, r.recordedBy?.username ?? '']),
  ]);
