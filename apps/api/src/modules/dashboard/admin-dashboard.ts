import { and, between, count, eq, gt, gte, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { BOOKING_STATUSES, type adminDashboard, type SettingsView } from '@autospa/contract';
import { bookings, payments, type Database } from '@autospa/db';
import { dayEnd, dayStart, todayIn, zonedInstant } from '../../lib/zoned-time.js';
import { blockedIntervals } from '../bookings/capacity.js';
import { resolvePeriod } from '../finance/period.js';
import { hoursOn } from '../settings/service.js';
import { messageFailuresNext24h } from './message-failures.js';
import { isOpen } from './one-booking.js';

const DAY_MS = 24 * 60 * 60_000;

/** Booked bay time today (each holding booking with its buffer, within opening hours) over the bays' open time, 0–100. */
async function bayUtilisation(db: Database, settings: SettingsView, today: string): Promise<number> {
  const hours = hoursOn(settings, today);
  if (!hours || settings.bays <= 0) return 0;
  const open = zonedInstant(today, hours.open, settings.timeZone).getTime();
  const close = zonedInstant(today, hours.close, settings.timeZone).getTime();
  if (close <= open) return 0;
  const held = await blockedIntervals(db, new Date(open), new Date(close), false);
  const booked = held.reduce((sum, h) => sum + Math.max(0, Math.min(h.end.getTime(), close) - Math.max(h.start.getTime(), open)), 0);
  return Math.min(100, Math.round((100 * booked) / (settings.bays * (close - open))));
}

/**
 * Live payments by their time in the business zone: today, this month to date, and last month up to the same
 * day of the month (its last day when it is shorter).
 */
async function revenue(db: Database, timeZone: string, now: Date) {
  const today = todayIn(timeZone, now);
  const thisMonth = resolvePeriod({ period: 'this-month' }, timeZone, now);
  const lastMonth = resolvePeriod({ period: 'last-month' }, timeZone, now);
  const sameDay = `${lastMonth.from.slice(0, 8)}${today.slice(8)}`;
  const lastMonthTo = sameDay < lastMonth.to ? sameDay : lastMonth.to;
  const end = dayEnd(today, timeZone);
  const sumBetween = (from: Date, to: Date) =>
    sql<string>`coalesce(sum(${payments.amountPaise}) filter (where ${payments.paidAt} >= ${from.toISOString()} and ${payments.paidAt} < ${to.toISOString()}), 0)`;
  const [row] = await db
    .select({
      today: sumBetween(dayStart(today, timeZone), end),
      thisMonth: sumBetween(dayStart(thisMonth.from, timeZone), end),
      lastMonth: sumBetween(dayStart(lastMonth.from, timeZone), dayEnd(lastMonthTo, timeZone)),
    })
    .from(payments)
    .where(and(isNull(payments.voidedAt), gte(payments.paidAt, dayStart(lastMonth.from, timeZone)), lt(payments.paidAt, end)));
  return { today: Number(row?.today ?? 0), thisMonth: Number(row?.thisMonth ?? 0), lastMonth: Number(row?.lastMonth ?? 0) };
}

const countOf = async (db: Database, where: SQL | undefined) => (await db.select({ n: count() }).from(bookings).where(where))[0]?.n ?? 0;

/** The owner's home: today's jobs and bays, the money coming in, and what needs a decision. */
export async function adminDashboardOf(db: Database, settings: SettingsView, now = new Date()): Promise<z.infer<typeof adminDashboard>> {
  const { timeZone } = settings;
  const today = todayIn(timeZone, now);
  const week = resolvePeriod({ period: 'this-week' }, timeZone, now);
  const [byStatus, bayUtilisationPercent, money, pendingToConfirm, unassignedNext24h, noShowsThisWeek, messageFailures] = await Promise.all(
    [
      db.select({ status: bookings.status, n: count() }).from(bookings).where(eq(bookings.bookingDate, today)).groupBy(bookings.status),
      bayUtilisation(db, settings, today),
      revenue(db, timeZone, now),
      // Pending bookings not yet over: each waits for the owner's Confirm.
      countOf(db, and(eq(bookings.status, 'Pending'), gt(bookings.endsAt, now))),
      // Bookings holding a bay or a team that start in the next 24 hours with nobody assigned.
      countOf(
        db,
        and(
          eq(bookings.scheduled, true),
          ne(bookings.status, 'Cancelled'),
          isOpen,
          isNull(bookings.employeeId),
          gte(bookings.startsAt, now),
          lt(bookings.startsAt, new Date(now.getTime() + DAY_MS)),
        ),
      ),
      // The week runs Monday to Sunday on the business's calendar.
      countOf(db, and(eq(bookings.status, 'No-show'), between(bookings.bookingDate, week.from, week.to))),
      messageFailuresNext24h(db, now),
    ],
  );
  return {
    role: 'Admin',
    jobsByStatus: BOOKING_STATUSES.map((status) => ({ status, count: byStatus.find((r) => r.status === status)?.n ?? 0 })),
    bayUtilisationPercent,
    revenueTodayPaise: money.today,
    revenueThisMonthPaise: money.thisMonth,
    revenueLastMonthPaise: money.lastMonth,
    pendingToConfirm,
    unassignedNext24h,
    noShowsThisWeek,
    messageFailures,
  };
}
