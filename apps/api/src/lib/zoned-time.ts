import { TZDate } from '@date-fns/tz';
import { WEEKDAYS, type Weekday } from '@autospa/contract';

// The business's day: wall-clock dates ('YYYY-MM-DD') and minutes after midnight in the business time zone
// (settings.timeZone), turned into instants and back with @date-fns/tz.

// Booking lists and free-time searches ask for the same instants and slots over and over, and reading a zone's
// clock was a tenth of the CPU of a day's list (issue 7): recent answers are remembered (bounded, never modified).
function remembered<T>(): (key: string, compute: () => T) => T {
  const recent = new Map<string, T>();
  return (key, compute) => {
    let value = recent.get(key);
    if (value === undefined) {
      value = compute();
      if (recent.size >= 10_000) recent.clear();
      recent.set(key, value);
    }
    return value;
  };
}

const instants = remembered<number>();

/**
 * The instant at which the wall clock in `timeZone` shows `date` plus `minutes`. A time the clocks skip (a
 * spring-forward gap) comes out moved forward: refuse it with `wallTimeExists` first where a person chose it.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const ms = instants(`${timeZone}|${date}|${minutes}`, () => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return new TZDate(y, m - 1, d, 0, minutes, timeZone).getTime();
  });
  return new Date(ms);
}

/** The first instant of the business day `date`. */
export const dayStart = (date: string, timeZone: string): Date => zonedInstant(date, 0, timeZone);

/** The first instant after the business day `date` (the next day's start): days are [dayStart, dayEnd). */
export const dayEnd = (date: string, timeZone: string): Date => zonedInstant(addDays(date, 1), 0, timeZone);

type LocalParts = { date: string; minutes: number };
const wallClocks = remembered<LocalParts>();

/** The local day (YYYY-MM-DD) and minutes after midnight of an instant. */
export function localParts(instant: Date, timeZone: string): LocalParts {
  return wallClocks(`${timeZone}|${instant.getTime()}`, () => {
    const local = new TZDate(instant.getTime(), timeZone);
    const date = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
    return { date, minutes: local.getHours() * 60 + local.getMinutes() };
  });
}

/** Whether the wall clock in `timeZone` ever shows `date` plus `minutes`: a spring-forward gap skips some times. */
export function wallTimeExists(date: string, minutes: number, timeZone: string): boolean {
  const shown = localParts(zonedInstant(date, minutes, timeZone), timeZone);
  return shown.date === date && shown.minutes === minutes;
}

export const todayIn = (timeZone: string, now = new Date()) => localParts(now, timeZone).date;

export const weekdayOf = (date: string): Weekday => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
