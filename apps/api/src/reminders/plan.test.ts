import { describe, expect, it } from 'vitest';
import { planReminders, reminderTimes, type ReminderRules } from './plan.js';
import { messageTime } from '../messaging/when.js';

const ZONE = 'Asia/Kolkata';
const rules = (o: Partial<ReminderRules> = {}): ReminderRules => ({
  offsetsHours: [24, 2],
  quietHours: { from: '21:00', to: '08:00' },
  timeZone: ZONE,
  ...o,
});
// Instants written in IST (+05:30), as the business reads them.
const ist = (local: string) => new Date(`${local}+05:30`);
const HOUR = 3_600_000;

describe('reminderTimes', () => {
  it('plans one reminder per offset at its time for a booking far ahead', () => {
    const start = ist('2026-12-05T10:30:00');
    expect(reminderTimes(start, [24, 2], ist('2026-12-01T12:00:00'))).toEqual([
      { offsetHours: 24, at: ist('2026-12-04T10:30:00') },
      { offsetHours: 2, at: ist('2026-12-05T08:30:00') },
    ]);
  });

  it('sends the 48-hour reminder at once for a booking made 30 hours ahead with offsets 48 and 24', () => {
    const now = ist('2026-12-01T12:00:00');
    const start = new Date(now.getTime() + 30 * HOUR);
    expect(reminderTimes(start, [48, 24], now)).toEqual([
      { offsetHours: 48, at: now },
      { offsetHours: 24, at: new Date(start.getTime() - 24 * HOUR) },
    ]);
  });

  it('of the offsets already passed sends only the smallest, at once', () => {
    const now = ist('2026-12-01T12:00:00');
    expect(reminderTimes(new Date(now.getTime() + HOUR), [48, 24, 2], now)).toEqual([{ offsetHours: 2, at: now }]);
  });

  it('sends nothing with 30 minutes or less left before the start', () => {
    const now = ist('2026-12-01T12:00:00');
    expect(reminderTimes(new Date(now.getTime() + 30 * 60_000), [24, 2], now)).toEqual([]);
    expect(reminderTimes(new Date(now.getTime() + 31 * 60_000), [24, 2], now)).toEqual([{ offsetHours: 2, at: now }]);
  });
});

describe('planReminders and quiet hours', () => {
  it('sends email and text together outside quiet hours', () => {
    const start = ist('2026-12-05T14:00:00');
    expect(planReminders(start, rules(), ist('2026-12-01T12:00:00'))).toEqual([
      { offsetHours: 24, at: ist('2026-12-04T14:00:00'), parts: ['email', 'text'] },
      { offsetHours: 2, at: ist('2026-12-05T12:00:00'), parts: ['email', 'text'] },
    ]);
  });

  it('moves the SMS of a 2-hour reminder due at 07:00 for a 09:00 booking to 08:00, the email staying at 07:00', () => {
    const start = ist('2026-12-05T09:00:00');
    expect(planReminders(start, rules(), ist('2026-12-01T12:00:00'))).toEqual([
      { offsetHours: 24, at: ist('2026-12-04T09:00:00'), parts: ['email', 'text'] },
      { offsetHours: 2, at: ist('2026-12-05T07:00:00'), parts: ['email'] },
      { offsetHours: 2, at: ist('2026-12-05T08:00:00'), parts: ['text'] },
    ]);
  });

  it('sends the SMS at 21:00 the evening before when the quiet period ends too close to the start', () => {
    const start = ist('2026-12-05T08:15:00');
    expect(planReminders(start, rules({ offsetsHours: [2] }), ist('2026-12-01T12:00:00'))).toEqual([
      { offsetHours: 2, at: ist('2026-12-05T06:15:00'), parts: ['email'] },
      { offsetHours: 2, at: ist('2026-12-04T21:00:00'), parts: ['text'] },
    ]);
  });

  it('sends the email only (text logged as skipped) when both edges are gone', () => {
    const now = ist('2026-12-04T22:00:00');
    const start = ist('2026-12-05T08:15:00');
    expect(planReminders(start, rules(), now)).toEqual([
      { offsetHours: 24, at: now, parts: ['email', 'text-quiet'] },
      { offsetHours: 2, at: ist('2026-12-05T06:15:00'), parts: ['email', 'text-quiet'] },
    ]);
  });

  it('never sends two texts at the same edge: a moved text past the next reminder gives way to it', () => {
    const now = ist('2026-12-04T23:00:00');
    const start = ist('2026-12-05T10:00:00');
    expect(planReminders(start, rules(), now)).toEqual([
      { offsetHours: 24, at: now, parts: ['email', 'text-quiet'] },
      { offsetHours: 2, at: ist('2026-12-05T08:00:00'), parts: ['email', 'text'] },
    ]);
  });

  it('reads quiet hours that do not cross midnight', () => {
    const start = ist('2026-12-05T15:30:00');
    expect(
      planReminders(start, rules({ offsetsHours: [2], quietHours: { from: '13:00', to: '14:00' } }), ist('2026-12-01T12:00:00')),
    ).toEqual([
      { offsetHours: 2, at: ist('2026-12-05T13:30:00'), parts: ['email'] },
      { offsetHours: 2, at: ist('2026-12-05T14:00:00'), parts: ['text'] },
    ]);
  });
});

describe('messageTime', () => {
  it('writes the business time with the weekday, labelled IST', () => {
    expect(messageTime(ist('2025-11-29T10:30:00'), ZONE)).toBe('Sat 29 Nov, 10:30 AM IST');
    expect(messageTime(ist('2025-12-01T21:05:00'), ZONE)).toBe('Mon 1 Dec, 9:05 PM IST');
  });
});
