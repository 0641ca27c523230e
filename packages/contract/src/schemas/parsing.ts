// Readers for the free-text fields SPEC.md keeps as text (price, duration, time of day), shared by the
// server (which stores the numbers) and the forms (which can warn before sending).

/** '2000 rs', '₹1,999', 'Rs. 499.50', '3k' → amount in paise; undefined when the text holds no amount. */
export function parsePrice(text: string): number | undefined {
  const match = /(\d{1,3}(?:,\d{2,3})+|\d+)(?:\.(\d{1,2}))?\s*(k\b)?/i.exec(text);
  if (!match || isNegativePrice(text)) return undefined;
  const whole = Number(match[1]!.replace(/,/g, ''));
  const fraction = match[2] ? Number(match[2].padEnd(2, '0')) : 0;
  const paise = whole * 100 + fraction;
  const result = match[3] ? paise * 1000 : paise;
  return Number.isSafeInteger(result) && result <= 100_000_000_00 ? result : undefined;
}

/** A minus sign before the amount ('-499 rs', '₹ -499', '−2000'): refused, never read as its positive. */
export function isNegativePrice(text: string): boolean {
  const first = /\d/.exec(text);
  return first !== null && /[-−]/.test(text.slice(0, first.index));
}

/** Formats paise as the text SPEC.md shows ('2000 rs'). */
export const formatPrice = (paise: number) => `${paise % 100 === 0 ? paise / 100 : (paise / 100).toFixed(2)} rs`;

const UNIT_MINUTES: Record<string, number> = { h: 60, hr: 60, hrs: 60, hour: 60, hours: 60, m: 1, min: 1, mins: 1, minute: 1, minutes: 1 };
export const MAX_DURATION_MINUTES = 12 * 60;

/**
 * '30 min', '1 hr', '1 hr 30 min', '1h30m', '90', '1.5 hours', '2-4 hours' → minutes. A range books the
 * upper bound so the bay is held long enough.
 */
export function parseDuration(text: string): number | undefined {
  let value = text.trim().toLowerCase();
  if (/^\d+$/.test(value)) return bounded(Number(value));
  const range = /^(\d+(?:\.\d+)?)\s*(?:-|–|to)\s*(\d+(?:\.\d+)?)\s*([a-z]+)$/.exec(value);
  if (range) value = `${range[2]} ${range[3]}`;
  let total = 0;
  let rest = value;
  const part = /^(\d+(?:\.\d+)?)\s*([a-z]+)\.?\s*(?:and\s+)?/;
  while (rest.length > 0) {
    const m = part.exec(rest);
    const unit = m ? UNIT_MINUTES[m[2]!] : undefined;
    if (!m || unit === undefined) return undefined;
    total += Number(m[1]) * unit;
    rest = rest.slice(m[0].length);
  }
  return total > 0 ? bounded(Math.round(total)) : undefined;
}

const bounded = (minutes: number) => (minutes >= 1 && minutes <= MAX_DURATION_MINUTES ? minutes : undefined);

/** '10:30 AM', '10:30am', '2 pm', '14:00', '9.15' → minutes after midnight; undefined when unreadable. */
export function parseClockTime(text: string): number | undefined {
  const value = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const twelve = /^(\d{1,2})(?:[:.](\d{2}))? ?([ap])\.? ?m?\.?$/.exec(value);
  if (twelve) {
    const hour = Number(twelve[1]);
    const minute = Number(twelve[2] ?? 0);
    if (hour < 1 || hour > 12 || minute > 59) return undefined;
    return ((hour % 12) + (twelve[3] === 'p' ? 12 : 0)) * 60 + minute;
  }
  const twentyFour = /^(\d{1,2})[:.](\d{2})$/.exec(value);
  if (twentyFour) {
    const hour = Number(twentyFour[1]);
    const minute = Number(twentyFour[2]);
    if (hour > 23 || minute > 59) return undefined;
    return hour * 60 + minute;
  }
  return undefined;
}

/** Minutes after midnight → '10:30 AM' (the Create Booking placeholder's format). */
export function formatClockTime(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = minutes % 60;
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(h12).padStart(2, '0')}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Minutes after midnight → '14:30' (24-hour, for opening hours). */
export const formatHhMm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 'HH:MM' (24-hour; '24:00' allowed as a closing time) → minutes after midnight. */
export function parseHhMm(text: string): number | undefined {
  const m = /^(\d{2}):(\d{2})$/.exec(text);
  if (!m) return undefined;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return Number(m[2]) < 60 && minutes <= 24 * 60 ? minutes : undefined;
}

/** Formats minutes as a readable duration ('1 hr 30 min'). */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} hr` : '', m ? `${m} min` : ''].filter(Boolean).join(' ');
}

// Car numbers are kept upper case without spaces (DL 01 ab 1234 -> DL01AB1234).
export const normaliseCarNo = (v: string) => v.replace(/[\s-]+/g, '').toUpperCase();

/** 'YYYY-MM-DD' that names a real calendar day. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}
