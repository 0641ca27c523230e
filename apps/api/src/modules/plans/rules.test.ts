import { describe, expect, it } from 'vitest';
import { addMonth, daysBetween, periodEnd, visitValuePaise } from './rules.js';

describe('plan rules', () => {
  it('runs a daily or monthly plan one calendar month, a pack its valid days', () => {
    expect(periodEnd({ kind: 'monthly', validDays: null }, '2026-03-01')).toBe('2026-03-31');
    expect(periodEnd({ kind: 'daily', validDays: null }, '2026-03-15')).toBe('2026-04-14');
    expect(periodEnd({ kind: 'monthly', validDays: null }, '2026-12-20')).toBe('2027-01-19');
    // The 31st a month on is the shorter month's last day, less a day.
    expect(addMonth('2027-01-31')).toBe('2027-02-28');
    expect(addMonth('2028-01-31')).toBe('2028-02-29');
    expect(periodEnd({ kind: 'monthly', validDays: null }, '2027-01-31')).toBe('2027-02-27');
    expect(periodEnd({ kind: 'pack', validDays: 90 }, '2026-12-01')).toBe('2027-02-28');
    expect(periodEnd({ kind: 'pack', validDays: 1 }, '2026-12-01')).toBe('2026-12-01');
  });

  it('values one visit: price / visits, a daily plan by its weekdays in a month, rounded down', () => {
    expect(visitValuePaise({ kind: 'pack', pricePaise: 100_000, visits: 3, weekdays: [] })).toBe(33_333);
    expect(visitValuePaise({ kind: 'monthly', pricePaise: 120_000, visits: 4, weekdays: [] })).toBe(30_000);
    expect(visitValuePaise({ kind: 'daily', pricePaise: 300_000, visits: null, weekdays: [0, 1, 2, 3, 4, 5, 6] })).toBe(10_000);
    expect(visitValuePaise({ kind: 'daily', pricePaise: 100_000, visits: null, weekdays: [6] })).toBe(25_000);
  });

  it('counts days with both ends', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(4);
    expect(daysBetween('2026-12-30', '2026-12-30')).toBe(1);
  });
});
