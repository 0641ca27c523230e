import { describe, expect, it } from 'vitest';
import { whenText } from './when-text.js';

describe('whenText', () => {
  it('names the weekday, the day and month, and the time in IST without a leading zero', () => {
    expect(whenText({ date: '2026-11-28', time: '10:30 AM', scheduled: true })).toBe('Sat 28 Nov, 10:30 AM IST');
    expect(whenText({ date: '2026-09-07', time: '09:00 AM', scheduled: true })).toBe('Mon 7 Sep, 9:00 AM IST');
  });

  it('gives an old booking without an exact time its slot as booked, unlabelled', () => {
    expect(whenText({ date: '2026-01-01', time: '10:00 AM - 12:00 PM', scheduled: false })).toBe('Thu 1 Jan, 10:00 AM - 12:00 PM');
    expect(whenText({ date: '2026-01-01', time: '', scheduled: false })).toBe('Thu 1 Jan');
  });
});
