import { and, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  messages,
  type createExpenseBody,
  type ExpenseCategory,
  type ExpenseView,
  type updateExpenseBody,
  financeMessages,
} from '@autospa/contract';
import { accounts, expenses, type Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import { likePattern, paged, type PageQuery } from '../../lib/paging.js';
import { todayIn } from '../../lib/zoned-time.js';
import { loadSettings } from '../settings/service.js';
import { toExpenseView } from './presenters.js';

type NewExpense = z.output<typeof createExpenseBody>;
type ExpensePatch = z.output<typeof updateExpenseBody>;

export interface ExpenseFilter {
  from?: string;
  to?: string;
  category?: ExpenseCategory;
  q?: string;
}

function expenseWhere(f: ExpenseFilter): SQL | undefined {
  const q = f.q?.trim();
  return and(
    f.from ? gte(expenses.expenseDate, f.from) : undefined,
    f.to ? lte(expenses.expenseDate, f.to) : undefined,
    f.category ? eq(expenses.category, f.category) : undefined,
    q ? or(ilike(expenses.note, likePattern(q)), ilike(expenses.category, likePattern(q))) : undefined,
  );
}

const select = (db: Database, where: SQL | undefined) =>
  db
    .select({ expense: expenses, recordedBy: { id: accounts.id, username: accounts.username } })
    .from(expenses)
    .leftJoin(accounts, eq(accounts.id, expenses.recordedBy))
    .where(where)
    .orderBy(desc(expenses.expenseDate), desc(expenses.createdAt), desc(expenses.id));

/** Newest day first; one page with the total (at most 100 rows, like every list). */
export async function listExpenses(db: Database, filter: ExpenseFilter, page: PageQuery): Promise<{ data: ExpenseView[]; total: number }> {
  const where = expenseWhere(filter);
  const { rows, total } = await paged(db, expenses, where, page, (w) => select(db, where).limit(w.limit).offset(w.offset));
  return { data: rows.map((r) => toExpenseView(r.expense, r.recordedBy)), total };
}

/** Every expense of a period (the CSV export): bounded by the period's length, which the query schema limits. */
export async function periodExpenses(db: Database, filter: ExpenseFilter): Promise<ExpenseView[]> {
  const rows = await select(db, expenseWhere(filter));
  return rows.map((r) => toExpenseView(r.expense, r.recordedBy));
}

/** One page of expenses without counting them (the report knows the count already). */
export async function expensePage(db: Database, filter: ExpenseFilter, window: { limit: number; offset: number }): Promise<ExpenseView[]> {
  const rows = await select(db, expenseWhere(filter)).limit(window.limit).offset(window.offset);
  return rows.map((r) => toExpenseView(r.expense, r.recordedBy));
}

async function loadExpense(db: Database, id: string): Promise<ExpenseView> {
  const [row] = await select(db, eq(expenses.id, id));
  if (!row) throw httpErrors.notFound(financeMessages.expenseNotFound);
  return toExpenseView(row.expense, row.recordedBy);
}

/** An expense is booked on the day the money went out, never on a day still to come in the business zone. */
async function assertNotFuture(db: Database, date: string | undefined): Promise<void> {
  if (date !== undefined && date > todayIn((await loadSettings(db)).timeZone)) throw httpErrors.badRequest(financeMessages.futureExpense);
}

export async function createExpense(db: Database, recordedBy: string, body: NewExpense): Promise<ExpenseView> {
  await assertNotFuture(db, body.date);
  const [row] = await db
    .insert(expenses)
    .values({ expenseDate: body.date, category: body.category, amountPaise: body.amount, note: body.note ?? '', recordedBy })
    .returning({ id: expenses.id });
  return loadExpense(db, row!.id);
}

export async function updateExpense(db: Database, id: string, patch: ExpensePatch): Promise<ExpenseView> {
  if (Object.values(patch).every((v) => v === undefined)) throw httpErrors.badRequest(messages.catalog.nothingToUpdate);
  await assertNotFuture(db, patch.date);
  const rows = await db
    .update(expenses)
    .set({
      ...(patch.date !== undefined && { expenseDate: patch.date }),
      ...(patch.category !== undefined && { category: patch.category }),
      ...(patch.amount !== undefined && { amountPaise: patch.amount }),
      ...(patch.note !== undefined && { note: patch.note }),
      updatedAt: new Date(),
    })
    .where(eq(expenses.id, id))
    .returning({ id: expenses.id });
  if (rows.length === 0) throw httpErrors.notFound(financeMessages.expenseNotFound);
  return loadExpense(db, id);
}

export async function deleteExpense(db: Database, id: string): Promise<void> {
  const rows = await db.delete(expenses).where(eq(expenses.id, id)).returning({ id: expenses.id });
  if (rows.length === 0) throw httpErrors.notFound(financeMessages.expenseNotFound);
}
