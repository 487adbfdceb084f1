import { describe, expect, it } from 'vitest';
import { quarterDays } from './report-span.ts';

describe('quarterDays (OPERATOR-23)', () => {
  const dayOf = quarterDays(['2031-03-08', '2031-03-09', '2031-03-10'], 'America/Chicago');

  it('gives a UTC quarter hour the market’s day it begins in', () => {
    expect(dayOf('2031-03-08T06:00')).toBe('2031-03-08');
    // 05:30 UTC on the 9th is 23:30 on the 8th in Chicago.
    expect(dayOf('2031-03-09T05:30')).toBe('2031-03-08');
    expect(dayOf('2031-03-09T06:00')).toBe('2031-03-09');
    // After the change to summer time the day begins at 05:00 UTC.
    expect(dayOf('2031-03-10T04:45')).toBe('2031-03-09');
    expect(dayOf('2031-03-10T05:00')).toBe('2031-03-10');
  });

  it('gives no day before the range', () => {
    expect(dayOf('2031-03-08T05:45')).toBeUndefined();
  });
});
