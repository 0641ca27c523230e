import { WEEKDAYS, type OpeningHours, type Weekday } from '@autospa/contract';

// Weekly hours (opening hours, an employee's shifts) as people read them, Monday first.
export const WEEK_FROM_MONDAY: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

export const dayNames: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** '08:00' → '8:00 AM', '19:30' → '7:30 PM'. */
export function clockText(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

const short = (d: Weekday) => dayNames[d].slice(0, 3);

/** Runs of days with the same hours: ['Mon–Sat 8:00 AM–7:00 PM', 'Sun off']. */
export function weekSummary(hours: OpeningHours, offWord = 'off'): string[] {
  const key = (d: Weekday) => {
    const h = hours[d];
    return h ? `${clockText(h.open)}–${clockText(h.close)}` : offWord;
  };
  const runs: { first: Weekday; last: Weekday; text: string }[] = [];
  for (const d of WEEK_FROM_MONDAY) {
    const text = key(d);
    const run = runs.at(-1);
    if (run && run.text === text) run.last = d;
    else runs.push({ first: d, last: d, text });
  }
  return runs.map((r) => `${r.first === r.last ? short(r.first) : `${short(r.first)}–${short(r.last)}`} ${r.text}`);
}
