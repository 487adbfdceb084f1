import { describe, expect, it } from 'vitest';
import { formatInZone, instantOfWallClock, offsetMinutes, wallClockOf } from './zoned-time.ts';

describe('wall-clock times of a time zone', () => {
  it('reads the offset of a zone at an instant, daylight saving included', () => {
    expect(offsetMinutes(Date.parse('2027-01-15T12:00:00Z'), 'America/Chicago')).toBe(-360);
    expect(offsetMinutes(Date.parse('2027-07-15T12:00:00Z'), 'America/Chicago')).toBe(-300);
    expect(offsetMinutes(Date.parse('2027-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(offsetMinutes(Date.parse('2027-07-15T12:00:00Z'), 'UTC')).toBe(0);
  });

  it('turns a wall-clock time of the zone into the instant with its offset', () => {
    expect(instantOfWallClock('2027-12-31T23:59', 'America/Chicago')).toBe(
      '2027-12-31T23:59:00-06:00',
    );
    expect(instantOfWallClock('2027-07-04T09:30', 'America/Denver')).toBe(
      '2027-07-04T09:30:00-06:00',
    );
    expect(instantOfWallClock('2027-03-01T00:00', 'Asia/Kolkata')).toBe(
      '2027-03-01T00:00:00+05:30',
    );
    expect(instantOfWallClock('not a time', 'UTC')).toBeUndefined();
  });

  it('moves a time the clock skips to the hour after, and takes the first of a repeated one', () => {
    // Chicago springs forward at 02:00 on 14 March 2027 and falls back at 02:00 on 7 November.
    expect(instantOfWallClock('2027-03-14T02:30', 'America/Chicago')).toBe(
      '2027-03-14T03:30:00-05:00',
    );
    expect(instantOfWallClock('2027-11-07T01:30', 'America/Chicago')).toBe(
      '2027-11-07T01:30:00-05:00',
    );
  });

  it('shows an instant on the zone’s clock, both ways round', () => {
    const instant = '2028-01-01T05:59:00.000Z';
    expect(wallClockOf(instant, 'America/Chicago')).toBe('2027-12-31T23:59');
    expect(
      Date.parse(instantOfWallClock(wallClockOf(instant, 'America/Chicago'), 'America/Chicago')!),
    ).toBe(Date.parse(instant));
    expect(formatInZone(instant, 'America/Chicago')).toBe('31 Dec 2027, 23:59 CST');
  });
});
