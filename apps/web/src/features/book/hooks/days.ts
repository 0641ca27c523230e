// The business's days (IST, the business time zone's label in every message), as YYYY-MM-DD.
const dayIn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

export const businessToday = () => dayIn.format(new Date());

/** The YYYY-MM-DD day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const chipFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "Today", "Tomorrow", else "Fri, 27 Nov". */
export function dayChipLabel(day: string, today: string): string {
  if (day === today) return 'Today';
  if (day === addDays(today, 1)) return 'Tomorrow';
  return chipFormat.format(new Date(`${day}T00:00:00Z`));
}
