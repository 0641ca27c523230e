import { and, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { employeeDashboard } from '@autospa/contract';
import { bookings, type Database } from '@autospa/db';
import { todayIn } from '../../lib/zoned-time.js';
import { resolvePeriod } from '../finance/period.js';
import { myEarnings } from '../finance/self.js';
import { isOpen, oneBooking } from './one-booking.js';

/**
 * An Employee's home: its jobs today (done, still to do), its next job, and its earnings this month, which are
 * get-my-earnings' value of its completed jobs this month.
 */
export async function employeeDashboardOf(
  db: Database,
  employeeId: string,
  timeZone: string,
  now = new Date(),
): Promise<z.infer<typeof employeeDashboard>> {
  const mine = eq(bookings.employeeId, employeeId);
  const [[today], nextJob, earnings] = await Promise.all([
    db
      .select({
        done: sql<number>`count(*) filter (where ${bookings.status} = 'Completed')::int`,
        toDo: sql<number>`count(*) filter (where ${isOpen})::int`,
      })
      .from(bookings)
      .where(and(mine, eq(bookings.bookingDate, todayIn(timeZone, now)))),
    oneBooking(db, timeZone, and(mine, isOpen, gt(bookings.endsAt, now)), 'soonest'),
    myEarnings(db, { id: employeeId, typeOfUser: 'Employee' }, resolvePeriod({ period: 'this-month' }, timeZone, now)),
  ]);
  return {
    role: 'Employee',
    jobsDoneToday: today?.done ?? 0,
    jobsToDoToday: today?.toDo ?? 0,
    nextJob,
    earningsThisMonthPaise: earnings.totals.jobsValuePaise,
  };
}
