import { and, count, eq, sql } from 'drizzle-orm';
import type { MetricsResponse } from '@autospa/contract';
import { accounts, bookingCounts, bookings, leaves, type Database } from '@autospa/db';

export interface MetricsCaller {
  id: string;
  typeOfUser: string;
}

// The dashboards' four cards (SPEC.md §3 Metrics, names kept). Booking figures are the caller's own for a
// User, the bookings assigned to it for an Employee, and the whole business for an Admin. Pending Leaves
// (issue 17) counts leave requests still to decide: all for an Admin, its own for an Employee, none for a User.
export async function metricsFor(db: Database, { id, typeOfUser }: MetricsCaller): Promise<MetricsResponse> {
  const scope = typeOfUser === 'User' ? eq(bookings.userId, id) : typeOfUser === 'Employee' ? eq(bookings.employeeId, id) : undefined;
  // The whole business (Admin) reads the kept counts; a User's or an Employee's own bookings are few.
  const figuresQuery = scope
    ? db
        .select({
          completed: sql<number>`count(*) filter (where ${bookings.status} = 'Completed')::int`,
          total: count(),
        })
        .from(bookings)
        .where(scope)
    : db
        .select({
          completed: sql<number>`coalesce(sum(${bookingCounts.bookings}) filter (where ${bookingCounts.status} = 'Completed'), 0)::int`,
          total: sql<number>`coalesce(sum(${bookingCounts.bookings}), 0)::int`,
        })
        .from(bookingCounts);
  const pendingLeaves =
    typeOfUser === 'User'
      ? Promise.resolve([{ n: 0 }])
      : db
          .select({ n: count() })
          .from(leaves)
          .where(and(eq(leaves.status, 'Pending'), typeOfUser === 'Employee' ? eq(leaves.employeeId, id) : undefined));
  const [[users], [figures], [pending]] = await Promise.all([
    db
      .select({ n: count() })
      .from(accounts)
      .where(and(eq(accounts.typeOfUser, 'User'), eq(accounts.active, true))),
    figuresQuery,
    pendingLeaves,
  ]);
  return {
    totalUsers: users?.n ?? 0,
    pendingLeaves: pending?.n ?? 0,
    completedTasks: figures?.completed ?? 0,
    totalProjects: figures?.total ?? 0,
  };
}
