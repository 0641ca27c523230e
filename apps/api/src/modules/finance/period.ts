import { MAX_PERIOD_DAYS, type FinancePeriod, type GroupBy, type PeriodView } from '@autospa/contract';
import { addDays, dayEnd, dayStart, todayIn } from '../../lib/zoned-time.js';

export interface PeriodInput {
  period?: FinancePeriod;
  from?: string;
  to?: string;
  groupBy?: GroupBy;
}

export interface Bucket {
  bucket: string;
  from: string;
  to: string;
}

/** A custom period longer than this is charted by month unless the caller asks for days. */
const DAY_CHART_MAX_DAYS = 62;

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
const monthEnd = (date: string) => addDays(monthStart(addDays(monthStart(date), 32)), -1);
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
/** Days since Monday (0 on a Monday, 6 on a Sunday). */
const sinceMonday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The first and last local day of a period, read on the business's calendar (weeks start on Monday). */
export function resolvePeriod(input: PeriodInput, timeZone: string, now = new Date()): PeriodView {
  const period = input.period ?? 'this-month';
  const today = todayIn(timeZone, now);
  let from: string;
  let to: string;
  if (period === 'this-week') {
    from = addDays(today, -sinceMonday(today));
    to = addDays(from, 6);
  } else if (period === 'this-month') {
    from = monthStart(today);
    to = monthEnd(today);
  } else if (period === 'last-month') {
    to = addDays(monthStart(today), -1);
    from = monthStart(to);
  } else {
    // The query schema has checked that a custom period has both days, in order.
    from = input.from!;
    to = input.to!;
  }
  const groupBy = input.groupBy ?? (daysBetween(from, to) + 1 > DAY_CHART_MAX_DAYS ? 'month' : 'day');
  return { period, from, to, groupBy, timeZone };
}

/** Every bucket of the period, oldest first; the first and last month keep only the period's days. */
export function bucketsOf(p: Pick<PeriodView, 'from' | 'to' | 'groupBy'>): Bucket[] {
  const out: Bucket[] = [];
  // The bound is a guard only: the query schema already limits a period's length and its years.
  if (p.groupBy === 'day') {
    for (let d = p.from; d <= p.to && out.length < MAX_PERIOD_DAYS; d = addDays(d, 1)) out.push({ bucket: d, from: d, to: d });
    return out;
  }
  for (let m = monthStart(p.from); m <= p.to && out.length < MAX_PERIOD_DAYS; m = addDays(monthEnd(m), 1)) {
    const end = monthEnd(m);
    out.push({ bucket: m.slice(0, 7), from: m < p.from ? p.from : m, to: end > p.to ? p.to : end });
  }
  return out;
}

/** The bucket a local day falls in. */
export const bucketKey = (date: string, groupBy: GroupBy) => (groupBy === 'day' ? date : date.slice(0, 7));

/** The instants that bound the period's local days: from its first midnight up to (not including) the next after `to`. */
export function periodInstants(p: Pick<PeriodView, 'from' | 'to' | 'timeZone'>): { start: Date; end: Date } {
  return { start: dayStart(p.from, p.timeZone), end: dayEnd(p.to, p.timeZone) };
}
