import { and, asc, eq, sql } from 'drizzle-orm';
import { planMessages, type LedgerKind } from '@autospa/contract';
import { accounts, bookings, planLedger, subscriptions, type Subscription } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import type { Executor } from '../../lib/db-executor.js';
import { toLedgerRowView } from './presenters.js';

// The credit ledger: every change is a row, the balance is their sum. Writers that must not take the balance
// below zero lock the subscription row first (lockSubscription) so two of them cannot both see the same balance.

/** The balance of one subscription, as a SQL expression over `subscriptionId`. */
export const balanceSql = (subscriptionId: unknown) =>
  sql<number>`(select coalesce(sum(l.credits), 0)::int from ${planLedger} l where l.subscription_id = ${subscriptionId})`;

export async function balanceOf(db: Executor, subscriptionId: string): Promise<number> {
  const { rows } = await db.execute<{ balance: number }>(sql`select ${balanceSql(subscriptionId)} as balance`);
  return Number(rows[0]?.balance ?? 0);
}

/** SELECT … FOR UPDATE: the subscription, held until the transaction ends; 404 when unknown. */
export async function lockSubscription(tx: Executor, id: string): Promise<Subscription> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  if (!row) throw httpErrors.notFound(planMessages.subscriptionNotFound);
  return row;
}

export interface LedgerEntry {
  subscriptionId: string;
  kind: LedgerKind;
  credits: number;
  /** One visit's value; the row stores credits × it (signed like the credits). */
  visitValuePaise: number;
  bookingId?: string;
  visitId?: string;
  reason?: string;
  createdBy?: string | null;
}

export async function addLedgerRow(tx: Executor, e: LedgerEntry): Promise<void> {
  await tx.insert(planLedger).values({
    subscriptionId: e.subscriptionId,
    kind: e.kind,
    credits: e.credits,
    valuePaise: e.credits * e.visitValuePaise,
    bookingId: e.bookingId ?? null,
    visitId: e.visitId ?? null,
    reason: e.reason ?? '',
    createdBy: e.createdBy ?? null,
    // The time of the write, not of the transaction: rows written in one transaction (a restored credit, then
    // the refund) keep their order in the ledger.
    createdAt: sql`clock_timestamp()`,
  });
}

/** Every row of a subscription, oldest first, with the booking's reference and who wrote it. */
export async function ledgerRows(db: Executor, subscriptionId: string) {
  const rows = await db
    .select({
      id: planLedger.id,
      kind: planLedger.kind,
      credits: planLedger.credits,
      valuePaise: planLedger.valuePaise,
      reason: planLedger.reason,
      bookingId: planLedger.bookingId,
      reference: bookings.reference,
      visitId: planLedger.visitId,
      createdAt: planLedger.createdAt,
      byId: accounts.id,
      byName: accounts.username,
    })
    .from(planLedger)
    .leftJoin(bookings, eq(bookings.id, planLedger.bookingId))
    .leftJoin(accounts, eq(accounts.id, planLedger.createdBy))
    .where(and(eq(planLedger.subscriptionId, subscriptionId)))
    .orderBy(asc(planLedger.createdAt), asc(planLedger.id));
  return rows.map(toLedgerRowView);
}
