import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  eachDay,
  lastMarketDays,
  marketDayStart,
  reportQuerySchema,
} from './report-range.ts';

describe('marketDayStart (OPERATOR-23)', () => {
  it('is local midnight, in winter and in summer', () => {
    expect(marketDayStart('2031-03-08', 'America/Chicago')).toBe('2031-03-08T06:00:00.000Z');
    expect(marketDayStart('2031-03-10', 'America/Chicago')).toBe('2031-03-10T05:00:00.000Z');
  });

  it('makes the day of a clock change 23 or 25 hours long', () => {
    const hours = (day: string, zone: string) =>
      (Date.parse(marketDayStart(addDays(day, 1), zone)) - Date.parse(marketDayStart(day, zone))) /
      3_600_000;
    expect(hours('2031-03-09', 'America/Chicago')).toBe(23);
    expect(hours('2031-11-02', 'America/Chicago')).toBe(25);
  });

  it('keeps zones a half or three quarters of an hour off UTC', () => {
    expect(marketDayStart('2027-01-15', 'Asia/Kolkata')).toBe('2027-01-14T18:30:00.000Z');
    expect(marketDayStart('2027-01-15', 'Asia/Kathmandu')).toBe('2027-01-14T18:15:00.000Z');
  });

  it('begins a day whose midnight the clock skips when the clock jumps past it', () => {
    // Chile moved its clocks from 24:00 to 01:00 on 6 September 2026.
    expect(marketDayStart('2026-09-06', 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z');
  });
});

describe('the report’s range', () => {
  it('counts and lists its days, both ends included', () => {
    expect(daysBetween('2027-02-27', '2027-03-01')).toBe(3);
    expect(eachDay('2027-02-27', '2027-03-01')).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
  });

  it('is the last 30 days of the market, today included', () => {
    const now = new Date('2027-03-01T05:30:00.000Z');
    expect(lastMarketDays('America/Chicago', 30, now)).toEqual({
      from: '2027-01-30',
      to: '2027-02-28',
    });
    expect(lastMarketDays('Europe/Berlin', 30, now)).toEqual({
      from: '2027-01-31',
      to: '2027-03-01',
    });
  });

  it('refuses a range that ends before it begins, or longer than 366 days', () => {
    const ask = (from: string, to: string) =>
      reportQuerySchema.safeParse({ marketId: '1', from, to }).success;
    expect(ask('2027-01-01', '2027-01-01')).toBe(true);
    expect(ask('2027-01-02', '2027-01-01')).toBe(false);
    expect(ask('2027-01-01', '2028-01-01')).toBe(true);
    expect(ask('2027-01-01', '2028-01-02')).toBe(false);
  });
});
