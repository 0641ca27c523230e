import { describe, expect, it } from 'vitest';
import { addDays, dayEnd, dayStart, localParts, todayIn, wallTimeExists, weekdayOf, zonedInstant } from './zoned-time.js';

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

  it('bounds a business day from its midnight to the next, 23 hours on the day London springs forward', () => {
    expect([dayStart('2026-03-12', 'Asia/Kolkata').toISOString(), dayEnd('2026-03-12', 'Asia/Kolkata').toISOString()]).toEqual([
      '2026-03-11T18:30:00.000Z',
      '2026-03-12T18:30:00.000Z',
    ]);
    expect([dayStart('2026-03-29', 'Europe/London').toISOString(), dayEnd('2026-03-29', 'Europe/London').toISOString()]).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T23:00:00.000Z',
    ]);
  });

  it('knows the wall-clock times a spring-forward gap skips, in London and New York, and no others', () => {
    expect([0, 59, 60, 90, 119, 120].map((m) => wallTimeExists('2026-03-29', m, 'Europe/London'))).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
    ]);
    expect([119, 120, 150, 180].map((m) => wallTimeExists('2026-03-08', m, 'America/New_York'))).toEqual([true, false, false, true]);
    // The hour after the gap is the instant asked for: 02:30 BST is 01:30 UTC, 03:00 EDT is 07:00 UTC.
    expect(zonedInstant('2026-03-29', 150, 'Europe/London').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedInstant('2026-03-08', 180, 'America/New_York').toISOString()).toBe('2026-03-08T07:00:00.000Z');
    // Kolkata keeps no daylight saving: every time of the day exists.
    expect(Array.from({ length: 48 }, (_, i) => wallTimeExists('2026-03-29', i * 30, 'Asia/Kolkata')).every(Boolean)).toBe(true);
  });

  it('answers plain Dates, not zoned ones, so they print and store as UTC', () => {
    const at = zonedInstant('2026-03-12', 10 * 60 + 30, 'Asia/Kolkata');
    expect(at.constructor).toBe(Date);
    expect(JSON.stringify({ at })).toBe('{"at":"2026-03-12T05:00:00.000Z"}');
  });
});
