import { parseHhMm, type QuietHours } from '@autospa/contract';
import { addDays, localParts, zonedInstant } from '../lib/zoned-time.js';

// When a booking's reminders go: pure functions of the booking's start, the settings and `now` (tests pass a
// fake clock; the job queue does the waiting).

/** No reminder with less than this left before the start (issue 19: the 2-hour one only with more than 30 minutes). */
export const MIN_LEAD_MS = 30 * 60_000;

export interface ReminderRules {
  offsetsHours: number[];
  quietHours: QuietHours;
  timeZone: string;
}

/** What one reminder job does: the email, the SMS/WhatsApp, or the text channels logged as skipped for quiet hours. */
export type ReminderPart = 'email' | 'text' | 'text-quiet';

export interface PlannedReminder {
  offsetHours: number;
  at: Date;
  parts: ReminderPart[];
}

/**
 * The offsets that still get a reminder and when: each offset whose time is ahead at its time; of those whose
 * time has passed only the smallest, at once; none with 30 minutes or less left before the start.
 */
export function reminderTimes(startsAt: Date, offsetsHours: number[], now: Date): { offsetHours: number; at: Date }[] {
  const latest = startsAt.getTime() - MIN_LEAD_MS;
  if (now.getTime() >= latest) return [];
  const offsets = [...new Set(offsetsHours)].filter((h) => h > 0).sort((a, b) => b - a);
  const dueOf = (h: number) => startsAt.getTime() - h * 3_600_000;
  const ahead = offsets.filter((h) => dueOf(h) > now.getTime());
  const passed = offsets.filter((h) => dueOf(h) <= now.getTime());
  const atOnce = passed.length > 0 ? [{ offsetHours: passed.at(-1)!, at: now }] : [];
  return [...atOnce, ...ahead.filter((h) => dueOf(h) <= latest).map((h) => ({ offsetHours: h, at: new Date(dueOf(h)) }))];
}

/** The quiet period (business time) that holds `at`, if any: its start and end instants. */
export function quietPeriodAround(at: Date, quiet: QuietHours, timeZone: string): { from: Date; to: Date } | undefined {
  const from = parseHhMm(quiet.from);
  const to = parseHhMm(quiet.to);
  if (from === undefined || to === undefined || from === to) return undefined;
  const { date, minutes } = localParts(at, timeZone);
  if (from < to)
    return minutes >= from && minutes < to ? { from: zonedInstant(date, from, timeZone), to: zonedInstant(date, to, timeZone) } : undefined;
  if (minutes >= from) return { from: zonedInstant(date, from, timeZone), to: zonedInstant(addDays(date, 1), to, timeZone) };
  if (minutes < to) return { from: zonedInstant(addDays(date, -1), from, timeZone), to: zonedInstant(date, to, timeZone) };
  return undefined;
}

/**
 * When an SMS/WhatsApp due at `at` goes: then, outside quiet hours; inside, at the quiet period's end when that is
 * still 30 minutes before the start, else at its start when that is still ahead; else never (email only).
 */
export function textTime(at: Date, startsAt: Date, now: Date, rules: ReminderRules): Date | undefined {
  const quiet = quietPeriodAround(at, rules.quietHours, rules.timeZone);
  if (!quiet) return at;
  if (quiet.to.getTime() <= startsAt.getTime() - MIN_LEAD_MS) return quiet.to;
  if (quiet.from.getTime() > now.getTime()) return quiet.from;
  return undefined;
}

/** The reminder jobs of a booking: one per offset, or two when quiet hours move its SMS/WhatsApp. */
export function planReminders(startsAt: Date, rules: ReminderRules, now: Date): PlannedReminder[] {
  const times = reminderTimes(startsAt, rules.offsetsHours, now);
  const planned: PlannedReminder[] = [];
  times.forEach(({ offsetHours, at }, i) => {
    const next = times[i + 1];
    let textAt = textTime(at, startsAt, now, rules);
    // Moved past the next reminder's time: that one tells the customer instead (no two texts at the same edge).
    if (textAt && next && textAt.getTime() >= next.at.getTime()) textAt = undefined;
    if (!textAt) planned.push({ offsetHours, at, parts: ['email', 'text-quiet'] });
    else if (textAt.getTime() === at.getTime()) planned.push({ offsetHours, at, parts: ['email', 'text'] });
    else planned.push({ offsetHours, at, parts: ['email'] }, { offsetHours, at: textAt, parts: ['text'] });
  });
  return planned;
}
