import { describe, expect, it } from 'vitest';
import { whenText } from './when-text.js';

describe('whenText', () => {
  it('names the weekday, the day and month, and the time in IST without a leading zero', () => {
    const at = (startsAt: string) => whenText({ date: '', time: '', scheduled: true, startsAt }, 'Asia/Kolkata');
    expect(at('2026-11-28T05:00:00.000Z')).toBe('Sat 28 Nov, 10:30 AM IST');
    expect(at('2026-09-07T03:30:00.000Z')).toBe('Mon 7 Sep, 9:00 AM IST');
  });

  it('gives an old booking without an exact time its slot as booked, unlabelled', () => {
    const old = (time: string) =>
      whenText({ date: '2026-01-01', time, scheduled: false, startsAt: '2026-01-01T04:30:00.000Z' }, 'Asia/Kolkata');
    expect(old('10:00 AM - 12:00 PM')).toBe('Thu 1 Jan, 10:00 AM - 12:00 PM');
    expect(old('')).toBe('Thu 1 Jan');
  });
});
