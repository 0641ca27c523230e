import { DateTime, Settings } from 'luxon';

// The timeline reads and writes times in the business time zone, whatever the device's zone is. The calendar
// library computes with Luxon's default zone (its documented way of showing another zone).
export function setCalendarZone(zone: string): void {
  Settings.defaultZone = zone;
}

/** Midnight of a YYYY-MM-DD day in the zone, as the calendar's date. */
export const dayDate = (day: string, zone: string): Date => DateTime.fromISO(day, { zone }).toJSDate();

/** The zone's day of an instant, as YYYY-MM-DD. */
export const dayOf = (instant: Date | number, zone: string): string =>
  DateTime.fromMillis(typeof instant === 'number' ? instant : instant.getTime(), { zone }).toISODate()!;

export const addDays = (day: string, days: number): string => DateTime.fromISO(day).plus({ days }).toISODate()!;

/** Monday to Sunday around a day. */
export function weekAround(day: string): { from: string; to: string } {
  const monday = DateTime.fromISO(day).startOf('week');
  return { from: monday.toISODate()!, to: monday.plus({ days: 6 }).toISODate()! };
}

/** Where a block was dropped, as update-booking's date and 24-hour time in the zone. */
export function slotOf(start: Date, zone: string): { date: string; time: string } {
  const at = DateTime.fromJSDate(start, { zone });
  return { date: at.toISODate()!, time: at.toFormat('HH:mm') };
}

/** '10:30 AM' in the zone. */
export const clockOf = (iso: string, zone: string): string => DateTime.fromISO(iso, { zone }).toFormat('h:mm a');

/** The hours the grid shows: opening to closing, widened to hold every booking; whole hours. */
export function gridHours(
  day: string,
  zone: string,
  hours: { open: string; close: string } | null,
  spans: { startsAt: string; endsAt: string }[],
) {
  const base = DateTime.fromISO(day, { zone });
  const toHour = (iso: string) => {
    const at = DateTime.fromISO(iso, { zone });
    return at.toISODate() === day ? at.hour + at.minute / 60 : at < base ? 0 : 24;
  };
  const parse = (hhmm: string) => Number(hhmm.slice(0, 2)) + Number(hhmm.slice(3, 5)) / 60;
  let first = hours ? parse(hours.open) : 8;
  let last = hours ? parse(hours.close) : 19;
  for (const s of spans) {
    first = Math.min(first, toHour(s.startsAt));
    last = Math.max(last, toHour(s.endsAt));
  }
  const min = Math.max(0, Math.floor(first));
  const max = Math.min(24, Math.max(min + 1, Math.ceil(last)));
  return { min: base.set({ hour: min }).toJSDate(), max: base.set({ hour: Math.min(max, 23), minute: max === 24 ? 59 : 0 }).toJSDate() };
}
