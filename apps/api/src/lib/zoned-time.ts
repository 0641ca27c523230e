import { WEEKDAYS, type Weekday } from '@autospa/contract';

// Wall-clock arithmetic in the business time zone, with Intl only (no time zone library needed).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Booking lists ask for the same slot instants over and over, and formatToParts was a tenth of the CPU of a
// day's list (issue 7): remember recent answers (bounded; the entries are never modified).
const recent = new Map<string, WallClock>();

function wallClock(instant: Date, timeZone: string): WallClock {
  const key = `${timeZone}|${instant.getTime()}`;
  let w = recent.get(key);
  if (!w) {
    w = readWallClock(instant, timeZone);
    if (recent.size >= 10_000) recent.clear();
    recent.set(key, w);
  }
  return w;
}

function readWallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

// How far the zone's wall clock is ahead of UTC at this instant, in ms.
function offsetAt(instantMs: number, timeZone: string): number {
  const w = wallClock(new Date(instantMs), timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/** The instant at which the wall clock in `timeZone` shows `date` (YYYY-MM-DD) plus `minutes`. */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, 0, minutes);
  const first = guess - offsetAt(guess, timeZone);
  const second = guess - offsetAt(first, timeZone);
  return new Date(second);
}

/** The local day (YYYY-MM-DD) and minutes after midnight of an instant. */
export function localParts(instant: Date, timeZone: string): { date: string; minutes: number } {
  const w = wallClock(instant, timeZone);
  const date = `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
  return { date, minutes: w.hour * 60 + w.minute };
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
