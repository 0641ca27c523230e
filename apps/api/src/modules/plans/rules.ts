import { addDays } from '../../lib/zoned-time.js';

// The arithmetic of plans, free of the database: periods, one visit's value, pause days.

/** The latest start a customer may choose, counted from today (business-local). */
export const MAX_START_DAYS_AHEAD = 60;

/** Average weeks in a month (365.25 / 12 / 7), for a daily plan's visits in a month. */
export const WEEKS_PER_MONTH = 4.345;

/** 'YYYY-MM-DD' one calendar month later; the 31st of a shorter month becomes that month's last day. */
export function addMonth(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, last))).toISOString().slice(0, 10);
}

/**
 * The last day of a subscription bought from `start` (inclusive): a daily or monthly plan runs one calendar month
 * (1 March → 31 March, 15 March → 14 April); a pack runs its validDays (start + validDays − 1).
 */
export function periodEnd(plan: { kind: string; validDays: number | null }, start: string): string {
  if (plan.kind === 'pack') return addDays(start, (plan.validDays ?? 1) - 1);
  return addDays(addMonth(start), -1);
}

/** Credits granted at purchase: a pack's or a monthly plan's visits; a daily plan's visits come from the nightly job. */
export function creditsAtPurchase(plan: { kind: string; visits: number | null }): number {
  return plan.kind === 'daily' ? 0 : (plan.visits ?? 0);
}

/**
 * One visit's value in paise (what a missed visit credits and an unused credit refunds), rounded down:
 * - pack and monthly: price / visits;
 * - daily: price / the visits of a month of its weekdays, which is weekdays × 4.345 weeks rounded down
 *   (every day: 7 × 4.345 = 30.4 → 30 visits; Monday to Saturday: 26).
 */
export function visitValuePaise(plan: { kind: string; pricePaise: number; visits: number | null; weekdays: number[] }): number {
  const visits = plan.kind === 'daily' ? Math.floor(plan.weekdays.length * WEEKS_PER_MONTH) : (plan.visits ?? 0);
  return visits > 0 ? Math.floor(plan.pricePaise / visits) : 0;
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export const pauseDays = (pauses: readonly { from: string; to: string }[]) => pauses.reduce((n, p) => n + daysBetween(p.from, p.to), 0);
