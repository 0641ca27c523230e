// The timeline draws the business time zone's wall clock, whatever the device's zone: each instant becomes a
// device-local Date with the zone's date and time on it, and the calendar computes in the device's own zone.
// (The calendar library's other way, Luxon with a default zone, asks Intl for an offset on every date it makes:
// 0.6 s of a 200-booking day.) Offsets are looked up once per zone and hour.

const partsFormats = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();
const HOUR = 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(zone);
  if (!format) {
    const fields = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' } as const;
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', ...fields });
    partsFormats.set(zone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in ms. */
function offsetAt(instant: number, zone: string): number {
  const key = `${zone}|${Math.floor(instant / HOUR)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const p = Object.fromEntries(
      partsFormat(zone)
        .formatToParts(new Date(instant))
        .map((x) => [x.type, Number(x.value)]),
    );
    const asUtc = Date.UTC(p.year!, p.month! - 1, p.day, p.hour! % 24, p.minute, p.second);
    offset = asUtc - Math.floor(instant / 1000) * 1000;
    offsets.set(key, offset);
  }
  return offset;
}

/** The zone's wall clock at an instant, as a device-local Date (what the calendar draws). */
export function wallClock(instant: number, zone: string): Date {
  const w = new Date(instant + offsetAt(instant, zone));
  return new Date(w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate(), w.getUTCHours(), w.getUTCMinutes(), w.getUTCSeconds());
}

/** A wall-clock Date's day as YYYY-MM-DD. */
export const dayOfClock = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The zone's day of an instant. */
export const dayOf = (instant: number, zone: string) => dayOfClock(wallClock(instant, zone));

/** Midnight of a YYYY-MM-DD day, as the calendar's date. */
export function dayDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d);
}

export function addDays(day: string, days: number): string {
  const d = dayDate(day);
  d.setDate(d.getDate() + days);
  return dayOfClock(d);
}

/** Monday to Sunday around a day. */
export function weekAround(day: string): { from: string; to: string } {
  const monday = addDays(day, -((dayDate(day).getDay() + 6) % 7));
  return { from: monday, to: addDays(monday, 6) };
}

/** Where a block was dropped (a wall-clock Date), as update-booking's date and 24-hour time. */
export const slotOf = (start: Date) => ({ date: dayOfClock(start), time: `${pad(start.getHours())}:${pad(start.getMinutes())}` });

/** '10:30 AM'. */
export const clockText = (d: Date) => `${d.getHours() % 12 || 12}:${pad(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;

/** An ISO instant as '10:30 AM' in the zone. */
export const clockOf = (iso: string, zone: string) => clockText(wallClock(Date.parse(iso), zone));

/** The hours the grid shows (on each day of a week too): opening to closing, widened to hold every block; whole hours. */
export function gridHours(day: string, hours: { open: string; close: string } | null, spans: { start: Date; end: Date }[]) {
  const hourOf = (d: Date) => d.getHours() + d.getMinutes() / 60;
  const parse = (hhmm: string) => Number(hhmm.slice(0, 2)) + Number(hhmm.slice(3, 5)) / 60;
  let first = hours ? parse(hours.open) : 8;
  let last = hours ? parse(hours.close) : 19;
  for (const s of spans) {
    first = Math.min(first, hourOf(s.start));
    last = Math.max(last, dayOfClock(s.end) === dayOfClock(s.start) ? hourOf(s.end) : 24);
  }
  const min = Math.max(0, Math.floor(first));
  const max = Math.min(24, Math.max(min + 1, Math.ceil(last)));
  const at = (hour: number, minute = 0) => {
    const d = dayDate(day);
    d.setHours(hour, minute);
    return d;
  };
  return { min: at(min), max: max === 24 ? at(23, 59) : at(max) };
}
