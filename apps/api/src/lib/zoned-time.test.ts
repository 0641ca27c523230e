import { describe, expect, it } from 'vitest';
import { addDays, localParts, todayIn, weekdayOf, zonedInstant } from './zoned-time.js';

describe('zoned time', () => {
  it('turns a business wall-clock time into the right instant', () => {
    expect(zonedInstant('2026-03-12', 10 * 60 + 30, 'Asia/Kolkata').toISOString()).toBe('2026-03-12T05:00:00.000Z');
    expect(zonedInstant('2026-01-15', 9 * 60, 'America/New_York').toISOString()).toBe('2026-01-15T14:00:00.000Z');
    // Summer time in New York: UTC-4.
    expect(zonedInstant('2026-07-15', 9 * 60, 'America/New_York').toISOString()).toBe('2026-07-15T13:00:00.000Z');
  });

  it('reads the local day and minute of an instant', () => {
    expect(localParts(new Date('2026-03-12T20:00:00Z'), 'Asia/Kolkata')).toEqual({ date: '2026-03-13', minutes: 90 });
    expect(todayIn('Asia/Kolkata', new Date('2026-03-12T18:29:00Z'))).toBe('2026-03-12');
    expect(todayIn('Asia/Kolkata', new Date('2026-03-12T18:31:00Z'))).toBe('2026-03-13');
  });

  it('knows weekdays and adds days across months', () => {
    expect(weekdayOf('2026-03-15')).toBe('sun');
    expect(weekdayOf('2026-03-16')).toBe('mon');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
