import { describe, expect, it } from 'vitest';
import { formatClockTime, formatPrice, isCalendarDate, parseClockTime, parseDuration, parseHhMm, parsePrice } from './parsing.js';

describe('parsePrice', () => {
  it.each([
    ['2000 rs', 200_000],
    ['₹1,999', 199_900],
    ['Rs. 1,00,000', 10_000_000],
    ['499', 49_900],
    ['INR 349.5', 34_950],
    ['3k', 300_000],
    ['0 rs', 0],
  ])('reads %s', (text, paise) => expect(parsePrice(text)).toBe(paise));

  it.each(['', 'free', 'rs', 'on request', '99999999999 rs', '-499 rs', '₹ -499', '−2000', 'Rs.-1,999'])('finds no amount in %j', (text) =>
    expect(parsePrice(text)).toBeUndefined(),
  );

  it('formats paise back as rupees', () => {
    expect(formatPrice(49_900)).toBe('499 rs');
    expect(formatPrice(34_950)).toBe('349.50 rs');
  });
});

describe('parseDuration', () => {
  it.each([
    ['30 min', 30],
    ['30 mins', 30],
    ['45 minutes', 45],
    ['1 hr', 60],
    ['1 hour', 60],
    ['1 hr 30 min', 90],
    ['1h30m', 90],
    ['1 hour and 15 minutes', 75],
    ['90', 90],
    ['2 hours', 120],
    ['1.5 hours', 90],
    ['2-4 hours', 240],
    ['40 MIN', 40],
  ])('reads %s as %i minutes', (text, minutes) => expect(parseDuration(text)).toBe(minutes));

  it.each(['', 'soon', '0', '0 min', '13 hours', '30 parsecs', 'min 30'])('refuses %j', (text) =>
    expect(parseDuration(text)).toBeUndefined(),
  );
});

describe('parseClockTime and formatClockTime', () => {
  it.each([
    ['10:30 AM', 630],
    ['10:30am', 630],
    ['10:30 a.m.', 630],
    ['12:00 AM', 0],
    ['12:15 PM', 735],
    ['2 pm', 840],
    ['2PM', 840],
    ['10:30', 630],
    ['14:00', 840],
    ['9.15', 555],
    ['00:00', 0],
  ])('reads %s as %i', (text, minutes) => expect(parseClockTime(text)).toBe(minutes));

  it.each(['', 'noon', '13 pm', '0 am', '24:00', '10:60', '10', '1030', '10:3'])('refuses %j', (text) =>
    expect(parseClockTime(text)).toBeUndefined(),
  );

  it('formats like the Create Booking placeholder', () => {
    expect(formatClockTime(630)).toBe('10:30 AM');
    expect(formatClockTime(0)).toBe('12:00 AM');
    expect(formatClockTime(840)).toBe('02:00 PM');
  });
});

describe('parseHhMm and isCalendarDate', () => {
  it('reads opening hours, allowing 24:00 as a closing time', () => {
    expect(parseHhMm('08:00')).toBe(480);
    expect(parseHhMm('24:00')).toBe(1440);
    expect(parseHhMm('24:30')).toBeUndefined();
    expect(parseHhMm('8:00')).toBeUndefined();
  });

  it('accepts only real YYYY-MM-DD days', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-13-01')).toBe(false);
    expect(isCalendarDate('01-02-2027')).toBe(false);
  });
});
