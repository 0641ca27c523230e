import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ExpenseCategory, PaymentMethod } from '@autospa/contract';
import { accounts, bookings, expenses, payments, services, type Database, type NewExpense, type NewPayment } from '@autospa/db';
import { addDays, todayIn } from '../lib/zoned-time.js';
import { loadSettings } from '../modules/settings/service.js';
import { seedDemoInvoices } from './demo-invoices.js';

type PaymentPlan = [service: string, method: PaymentMethod, rupees: number | 'full', by: 'demo-admin' | 'demo-employee'];

// Payments on the demo customer's completed washes: every method once, Car Detailing only partly paid,
// Wax & Polish still unpaid.
const PAYMENTS: PaymentPlan[] = [
  ['Basic Wash', 'cash', 'full', 'demo-employee'],
  ['Premium Wash', 'upi', 'full', 'demo-employee'],
  ['Car Detailing', 'card', 1500, 'demo-admin'],
  ['Express Exterior Wash', 'online', 'full', 'demo-admin'],
];

type ExpensePlan = [day: number, category: ExpenseCategory, rupees: number, note: string, months?: number[]];

// A month of a small car wash's spending; `months` (0 = this month, -1 = last month, …) limits a one-off.
const EXPENSES: ExpensePlan[] = [
  [1, 'rent', 25_000, 'Shop rent'],
  [5, 'electricity', 4_200, 'Electricity bill'],
  [7, 'water', 1_800, 'Water tanker'],
  [10, 'supplies', 3_450, 'Car shampoo, wax and microfibre cloths'],
  [20, 'supplies', 2_100, 'Tyre shine and glass cleaner'],
  [28, 'wages', 60_000, 'Staff wages'],
  [15, 'equipment', 18_500, 'Pressure washer service and a new foam lance', [-2]],
  [12, 'other', 650, 'Tea and snacks for the team', [-1, -3]],
];

/** Runs once: payments only when the demo customer's bookings have none, expenses only into an empty table. */
export async function seedDemoFinance(db: Database): Promise<void> {
  const people = await db
    .select()
    .from(accounts)
    .where(inArray(accounts.username, ['demo-admin', 'demo-employee', 'demo-user']));
  const id = (username: string) => people.find((p) => p.username === username)?.id;
  const customer = id('demo-user');
  if (!customer) return;

  const done = await db
    .select({ booking: bookings, serviceName: services.serviceName })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(and(eq(bookings.userId, customer), eq(bookings.status, 'Completed')));
  const ids = done.map((d) => d.booking.id);
  const [paid] = ids.length
    ? await db
        .select({ n: sql<number>`count(*)::int` })
        .from(payments)
        .where(inArray(payments.bookingId, ids))
    : [{ n: 1 }];
  if ((paid?.n ?? 1) === 0) {
    const rows: NewPayment[] = [];
    for (const [serviceName, method, rupees, by] of PAYMENTS) {
      const b = done.find((d) => d.serviceName === serviceName)?.booking;
      if (!b) continue;
      const amountPaise = rupees === 'full' ? b.pricePaise : Math.min(rupees * 100, b.pricePaise);
      if (amountPaise <= 0) continue;
      rows.push({
        bookingId: b.id,
        method,
        amountPaise,
        paidAt: b.endsAt,
        recordedBy: id(by) ?? null,
        note: method === 'upi' ? 'Paid by UPI at the counter' : '',
      });
    }
    if (rows.length > 0) await db.insert(payments).values(rows);
  }
  await seedDemoInvoices(db);

  const [spent] = await db.select({ n: sql<number>`count(*)::int` }).from(expenses);
  if ((spent?.n ?? 1) > 0) return;
  const today = todayIn((await loadSettings(db)).timeZone);
  const rows: NewExpense[] = [];
  for (const offset of [-3, -2, -1, 0]) {
    const monthStart = monthsFrom(`${today.slice(0, 7)}-01`, offset);
    for (const [day, category, rupees, note, months] of EXPENSES) {
      const date = addDays(monthStart, day - 1);
      if (months && !months.includes(offset)) continue;
      if (date > today || date.slice(0, 7) !== monthStart.slice(0, 7)) continue;
      rows.push({ expenseDate: date, category, amountPaise: rupees * 100, note, recordedBy: id('demo-admin') ?? null });
    }
  }
  if (rows.length > 0) await db.insert(expenses).values(rows);
}

/** The first day of the month `offset` months from a month's first day. */
function monthsFrom(monthStart: string, offset: number): string {
  const d = new Date(`${monthStart}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + offset);
  return d.toISOString().slice(0, 10);
}
