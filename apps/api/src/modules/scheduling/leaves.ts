import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { schedulingMessages, type CreateLeaveBody, type LeaveStatus, type LeaveView, type leavesQuery } from '@autospa/contract';
import { accounts, bookings, leaves, type Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import { paged } from '../../lib/paging.js';
import { todayIn } from '../../lib/zoned-time.js';
import type { Caller } from '../bookings/context.js';
import { loadSettings } from '../settings/service.js';

// Leave requests (issue 17): an Employee asks, the Admin approves or declines. An approved leave keeps the
// employee off bookings on those days (capacity trigger, migration 0017).

const MAX_LEAVE_DAYS = 60;
const decider = alias(accounts, 'decider');
const selection = {
  leave: leaves,
  employee: { id: accounts.id, username: accounts.username },
  decider: { id: decider.id, username: decider.username },
};
type LeaveRow = {
  leave: typeof leaves.$inferSelect;
  employee: { id: string; username: string };
  decider: { id: string; username: string } | null;
};

function toLeaveView({ leave, employee, decider: by }: LeaveRow): LeaveView {
  return {
    _id: leave.id,
    employee: { _id: employee.id, username: employee.username },
    from: leave.fromDate,
    to: leave.toDate,
    reason: leave.reason,
    status: leave.status as LeaveStatus,
    decidedBy: by?.id ? { _id: by.id, username: by.username } : null,
    decidedAt: leave.decidedAt?.toISOString() ?? null,
    createdAt: leave.createdAt.toISOString(),
  };
}

const rowsOf = (db: Database) =>
  db
    .select(selection)
    .from(leaves)
    .innerJoin(accounts, eq(accounts.id, leaves.employeeId))
    .leftJoin(decider, eq(decider.id, leaves.decidedBy));

async function loadLeave(db: Database, id: string): Promise<LeaveView | undefined> {
  const [row] = await rowsOf(db).where(eq(leaves.id, id));
  return row ? toLeaveView(row) : undefined;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

export async function createLeave(db: Database, employeeId: string, body: CreateLeaveBody): Promise<LeaveView> {
  if (body.to < body.from) throw httpErrors.badRequest(schedulingMessages.leaveOrder);
  const { timeZone } = await loadSettings(db);
  if (body.from < todayIn(timeZone)) throw httpErrors.badRequest(schedulingMessages.leavePast);
  if (daysBetween(body.from, body.to) > MAX_LEAVE_DAYS) throw httpErrors.badRequest(schedulingMessages.leaveTooLong);
  const [overlap] = await db
    .select({ id: leaves.id })
    .from(leaves)
    .where(
      and(
        eq(leaves.employeeId, employeeId),
        inArray(leaves.status, ['Pending', 'Approved']),
        lte(leaves.fromDate, body.to),
        gte(leaves.toDate, body.from),
      ),
    )
    .limit(1);
  if (overlap) throw httpErrors.conflict(schedulingMessages.leaveOverlaps);
  const [row] = await db
    .insert(leaves)
    .values({ employeeId, fromDate: body.from, toDate: body.to, reason: body.reason.trim() })
    .returning({ id: leaves.id });
  return (await loadLeave(db, row!.id))!;
}

/** Admin: everyone's requests; Employee: its own. Pending first, then newest first. */
export async function listLeaves(db: Database, caller: Caller, query: z.output<typeof leavesQuery>) {
  const where = and(
    caller.typeOfUser === 'Employee' ? eq(leaves.employeeId, caller.id) : undefined,
    query.status ? eq(leaves.status, query.status) : undefined,
  );
  const { rows, total } = await paged(db, leaves, where, query, ({ limit, offset }) =>
    rowsOf(db)
      .where(where)
      .orderBy(sql`(${leaves.status} = 'Pending') desc`, desc(leaves.createdAt), desc(leaves.id))
      .limit(limit)
      .offset(offset),
  );
  return { data: rows.map((r) => toLeaveView(r)), total };
}

/**
 * Approve or decline a Pending request. Approving takes the per-day booking locks of its days (as the capacity
 * trigger does) so no job is assigned to the employee on those days between the check and the approval.
 */
export async function decideLeave(db: Database, adminId: string, id: string, status: 'Approved' | 'Declined'): Promise<LeaveView> {
  await db.transaction(async (tx) => {
    const [leave] = await tx.select().from(leaves).where(eq(leaves.id, id)).for('update');
    if (!leave) throw httpErrors.notFound(schedulingMessages.leaveNotFound);
    if (leave.status !== 'Pending') throw httpErrors.conflict(schedulingMessages.leaveAlreadyDecided);
    if (status === 'Approved') {
      await tx.execute(
        sql`select pg_advisory_xact_lock(4001, d::date - date '2000-01-01')
            from generate_series(${leave.fromDate}::date, ${leave.toDate}::date, interval '1 day') d order by d`,
      );
      const [{ jobs } = { jobs: 0 }] = await tx
        .select({ jobs: sql<number>`count(*)::int` })
        .from(bookings)
        .where(
          and(
            eq(bookings.employeeId, leave.employeeId),
            inArray(bookings.status, ['Pending', 'Confirmed', 'In progress']),
            gte(bookings.bookingDate, leave.fromDate),
            lte(bookings.bookingDate, leave.toDate),
          ),
        );
      if (jobs > 0) throw httpErrors.conflict(schedulingMessages.leaveHasJobs(jobs));
    }
    await tx.update(leaves).set({ status, decidedBy: adminId, decidedAt: new Date() }).where(eq(leaves.id, id));
  });
  return (await loadLeave(db, id))!;
}
