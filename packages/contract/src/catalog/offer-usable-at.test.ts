import { describe, expect, it } from 'vitest';
import type { OfferRules } from './offer-rules.ts';
import { isTimeZone, offerUsableAt } from './offer-usable-at.ts';

const CHICAGO = 'America/Chicago';
const at = (iso: string) => new Date(iso);
const usable = (rules: OfferRules | null, iso: string, zone = CHICAGO) =>
  offerUsableAt(rules, at(iso), zone);

// 2027-03-14 (a Sunday) Chicago moves from CST (UTC−6) to CDT (UTC−5) at 2 am;
// 2027-11-07 (a Sunday) it moves back at 2 am.
describe('offerUsableAt, in the market’s zone across the DST changes', () => {
  it('without rules, or with rules of the counter only, is usable at any time', () => {
    expect(usable(null, '2027-03-14T08:30:00Z')).toBe(true);
    const counterOnly: OfferRules = { serviceMode: 'dineIn', minimumSpend: 20 };
    expect(usable(counterOnly, '2027-03-14T08:30:00Z')).toBe(true);
  });

  it('hours: the same UTC moment is before opening in winter and inside in summer', () => {
    const lunch: OfferRules = { hours: { from: '11:00', to: '15:00' } };
    // Mon 2027-03-08 16:30Z = 10:30 CST: not yet.
    expect(usable(lunch, '2027-03-08T16:30:00Z')).toBe(false);
    // Mon 2027-03-15 16:30Z = 11:30 CDT: inside.
    expect(usable(lunch, '2027-03-15T16:30:00Z')).toBe(true);
    // From is included, to is not: 15:00 CDT = 20:00Z.
    expect(usable(lunch, '2027-03-15T16:00:00Z')).toBe(true);
    expect(usable(lunch, '2027-03-15T19:59:00Z')).toBe(true);
    expect(usable(lunch, '2027-03-15T20:00:00Z')).toBe(false);
  });

  it('overnight hours run past midnight and belong to the day they began', () => {
    const lateFriSat: OfferRules = { days: ['fri', 'sat'], hours: { from: '22:00', to: '02:00' } };
    // Sat 2027-03-13 23:30 CST = Sun 05:30Z: Saturday night, inside.
    expect(usable(lateFriSat, '2027-03-14T05:30:00Z')).toBe(true);
    // Sun 01:30 CST (07:30Z) is still Saturday night.
    expect(usable(lateFriSat, '2027-03-14T07:30:00Z')).toBe(true);
    // Sun 03:30 CDT (08:30Z), just after the clocks jumped: closed.
    expect(usable(lateFriSat, '2027-03-14T08:30:00Z')).toBe(false);
    // Sun 2027-03-14 23:00 CDT (Mon 04:00Z): Sunday night is not a valid night.
    expect(usable(lateFriSat, '2027-03-15T04:00:00Z')).toBe(false);
    // Thu 2027-03-11 21:59 CST (Fri 03:59Z): Thursday, before 22:00.
    expect(usable(lateFriSat, '2027-03-12T03:59:00Z')).toBe(false);
  });

  it('an evening range ending at midnight stops at midnight', () => {
    const evening: OfferRules = { hours: { from: '18:00', to: '00:00' } };
    expect(usable(evening, '2027-11-08T05:59:00Z')).toBe(true); // Sun 23:59 CST
    expect(usable(evening, '2027-11-08T06:00:00Z')).toBe(false); // Mon 00:00 CST
  });

  it('days are the market’s local days, not UTC days', () => {
    const weekdays: OfferRules = { days: ['mon', 'tue', 'wed', 'thu', 'fri'] };
    // Sun 2027-11-07 20:00 CST = Mon 02:00Z: still Sunday in Chicago.
    expect(usable(weekdays, '2027-11-08T02:00:00Z')).toBe(false);
    // The same moment is Monday in UTC.
    expect(usable(weekdays, '2027-11-08T02:00:00Z', 'UTC')).toBe(true);
    // Mon 2027-11-08 06:30 CST.
    expect(usable(weekdays, '2027-11-08T12:30:00Z')).toBe(true);
  });

  it('hours in the repeated hour of the autumn change are judged on the wall clock', () => {
    const small: OfferRules = { hours: { from: '01:00', to: '02:00' } };
    // Sun 2027-11-07 01:30 happens twice: 06:30Z (CDT) and 07:30Z (CST); both inside.
    expect(usable(small, '2027-11-07T06:30:00Z')).toBe(true);
    expect(usable(small, '2027-11-07T07:30:00Z')).toBe(true);
    // 02:30 CST (08:30Z): after.
    expect(usable(small, '2027-11-07T08:30:00Z')).toBe(false);
  });

  it('date ranges include both ends, in local dates', () => {
    const spring: OfferRules = { dateRanges: [{ from: '2027-03-14', to: '2027-03-20' }] };
    // Sat 2027-03-13 23:30 CST = 2027-03-14 05:30Z: still the 13th in Chicago.
    expect(usable(spring, '2027-03-14T05:30:00Z')).toBe(false);
    expect(usable(spring, '2027-03-14T06:00:00Z')).toBe(true); // 00:00 CST on the 14th
    expect(usable(spring, '2027-03-21T04:59:00Z')).toBe(true); // 23:59 CDT on the 20th
    expect(usable(spring, '2027-03-21T05:00:00Z')).toBe(false);
    const two: OfferRules = {
      dateRanges: [
        { from: '2027-01-01', to: '2027-01-31' },
        { from: '2027-03-01', to: '2027-03-31' },
      ],
    };
    expect(usable(two, '2027-02-15T18:00:00Z')).toBe(false);
    expect(usable(two, '2027-03-15T18:00:00Z')).toBe(true);
  });

  it('blackout dates refuse the whole local day', () => {
    const notXmas: OfferRules = { blackoutDates: ['2027-12-25'] };
    expect(usable(notXmas, '2027-12-25T05:59:00Z')).toBe(true); // 23:59 on the 24th
    expect(usable(notXmas, '2027-12-25T06:00:00Z')).toBe(false);
    expect(usable(notXmas, '2027-12-26T05:59:00Z')).toBe(false);
    expect(usable(notXmas, '2027-12-26T06:00:00Z')).toBe(true);
  });

  it('all rules together', () => {
    const rules: OfferRules = {
      days: ['tue', 'wed', 'thu'],
      hours: { from: '11:00', to: '15:00' },
      dateRanges: [{ from: '2027-03-01', to: '2027-12-31' }],
      blackoutDates: ['2027-03-17'],
    };
    expect(usable(rules, '2027-03-16T17:00:00Z')).toBe(true); // Tue 12:00 CDT
    expect(usable(rules, '2027-03-17T17:00:00Z')).toBe(false); // Wed, blacked out
    expect(usable(rules, '2027-03-18T17:00:00Z')).toBe(true); // Thu
    expect(usable(rules, '2027-03-19T17:00:00Z')).toBe(false); // Fri
    expect(usable(rules, '2027-02-23T18:00:00Z')).toBe(false); // Tue before the range
  });

  it('knows IANA zone names', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('America/Springfield')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
