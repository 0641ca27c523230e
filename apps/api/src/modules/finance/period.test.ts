import { describe, expect, it } from 'vitest';
import { bucketsOf, periodInstants, resolvePeriod } from './period.js';

const KOLKATA = 'Asia/Kolkata';

describe('resolvePeriod', () => {
  it('starts a week on Monday, on the business calendar', () => {
    // Sunday 20:00 UTC is already Monday 01:30 in Kolkata.
    const now = new Date('2026-03-08T20:00:00Z');
    expect(resolvePeriod({ period: 'this-week' }, KOLKATA, now)).toMatchObject({ from: '2026-03-09', to: '2026-03-15', groupBy: 'day' });
    expect(resolvePeriod({ period: 'this-week' }, 'UTC', now)).toMatchObject({ from: '2026-03-02', to: '2026-03-08' });
    // A Sunday belongs to the week that began the Monday before.
    expect(resolvePeriod({ period: 'this-week' }, KOLKATA, new Date('2026-03-15T12:00:00Z'))).toMatchObject({ from: '2026-03-09' });
  });

  it('reads this month and last month in the business time zone (defaulting to this month)', () => {
    const now = new Date('2026-03-31T20:00:00Z'); // 1 April 01:30 in Kolkata, still 31 March in New York
    expect(resolvePeriod({}, KOLKATA, now)).toEqual({
      period: 'this-month',
      from: '2026-04-01',
      to: '2026-04-30',
      groupBy: 'day',
      timeZone: KOLKATA,
    });
    expect(resolvePeriod({ period: 'this-month' }, 'America/New_York', now)).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
    expect(resolvePeriod({ period: 'last-month' }, KOLKATA, now)).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
    expect(resolvePeriod({ period: 'last-month' }, KOLKATA, new Date('2026-01-10T06:00:00Z'))).toMatchObject({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(resolvePeriod({ period: 'last-month' }, KOLKATA, new Date('2024-03-05T06:00:00Z'))).toMatchObject({
      from: '2024-02-01',
      to: '2024-02-29',
    });
  });

  it('charts a custom period by day up to 62 days and by month beyond, unless told', () => {
    expect(resolvePeriod({ period: 'custom', from: '2026-01-01', to: '2026-03-03' }, KOLKATA).groupBy).toBe('day');
    expect(resolvePeriod({ period: 'custom', from: '2026-01-01', to: '2026-03-04' }, KOLKATA).groupBy).toBe('month');
    expect(resolvePeriod({ period: 'custom', from: '2026-01-01', to: '2026-12-31', groupBy: 'day' }, KOLKATA).groupBy).toBe('day');
    expect(resolvePeriod({ period: 'this-month', groupBy: 'month' }, KOLKATA).groupBy).toBe('month');
  });
});

describe('bucketsOf', () => {
  it('lists every day, or every month cut to the period', () => {
    expect(bucketsOf({ from: '2026-02-27', to: '2026-03-01', groupBy: 'day' }).map((b) => b.bucket)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(bucketsOf({ from: '2025-01-15', to: '2025-03-10', groupBy: 'month' })).toEqual([
      { bucket: '2025-01', from: '2025-01-15', to: '2025-01-31' },
      { bucket: '2025-02', from: '2025-02-01', to: '2025-02-28' },
      { bucket: '2025-03', from: '2025-03-01', to: '2025-03-10' },
    ]);
    expect(bucketsOf({ from: '2025-01-01', to: '2025-12-31', groupBy: 'month' })).toHaveLength(12);
    expect(bucketsOf({ from: '2024-01-01', to: '2024-12-31', groupBy: 'day' })).toHaveLength(366);
  });
});

describe('periodInstants', () => {
  it('bounds the local days: Kolkata midnight is 18:30 UTC the day before', () => {
    const { start, end } = periodInstants({ from: '2026-01-01', to: '2026-01-31', timeZone: KOLKATA });
    expect([start.toISOString(), end.toISOString()]).toEqual(['2025-12-31T18:30:00.000Z', '2026-01-31T18:30:00.000Z']);
  });
});
