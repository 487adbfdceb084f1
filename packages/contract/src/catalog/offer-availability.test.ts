import { describe, expect, it } from 'vitest';
import { offerAvailability } from './offer-availability.ts';
import type { OfferRules } from './offer-rules.ts';
import { offerHoursText, offerNotNowText } from './offer-rules-text.ts';

const CHICAGO = 'America/Chicago';
const availability = (rules: OfferRules | null, iso: string, zone = CHICAGO) =>
  offerAvailability(rules, new Date(iso), zone);
const changesAt = (rules: OfferRules, iso: string, zone = CHICAGO) =>
  availability(rules, iso, zone).changesAt?.toISOString() ?? null;

const weekdayLunch: OfferRules = {
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  hours: { from: '11:00', to: '14:00' },
};

// 2027-03-14 (a Sunday) Chicago moves from CST (UTC−6) to CDT (UTC−5) at 2 am.
describe('issue 32 item 1: offerAvailability, when a coupon next opens or closes', () => {
  it('without time rules is usable and never changes', () => {
    expect(availability(null, '2027-03-10T12:00:00Z')).toEqual({
      usableNow: true,
      changesAt: null,
    });
    expect(availability({ minimumSpend: 20 }, '2027-03-10T12:00:00Z')).toEqual({
      usableNow: true,
      changesAt: null,
    });
  });

  it('Thursday 23:45 a weekday lunch is closed until Friday 11:00, then closes at 14:00', () => {
    // Thu 2027-03-11 23:45 CST = Fri 05:45Z.
    expect(availability(weekdayLunch, '2027-03-12T05:45:00Z')).toEqual({
      usableNow: false,
      changesAt: new Date('2027-03-12T17:00:00Z'),
    });
    // Fri 12:30 CST: open until 14:00 CST (20:00Z).
    expect(availability(weekdayLunch, '2027-03-12T18:30:00Z')).toEqual({
      usableNow: true,
      changesAt: new Date('2027-03-12T20:00:00Z'),
    });
  });

  it('Friday after lunch waits for Monday, across the clocks moving forward', () => {
    // Fri 2027-03-12 15:00 CST → Mon 2027-03-15 11:00 CDT (16:00Z).
    expect(changesAt(weekdayLunch, '2027-03-12T21:00:00Z')).toBe('2027-03-15T16:00:00.000Z');
  });

  it('an opening at a time the clocks skip is the minute they land on', () => {
    const night: OfferRules = { hours: { from: '02:30', to: '05:00' } };
    // Sun 2027-03-14 01:00 CST (07:00Z); 02:30 does not exist, the clocks read 03:00 CDT at 08:00Z.
    expect(changesAt(night, '2027-03-14T07:00:00Z')).toBe('2027-03-14T08:00:00.000Z');
  });

  it('overnight hours close in the small hours of the next day', () => {
    const late: OfferRules = { days: ['fri'], hours: { from: '22:00', to: '02:00' } };
    // Fri 2027-03-12 23:00 CST (Sat 05:00Z): open until Sat 02:00 CST (08:00Z).
    expect(availability(late, '2027-03-13T05:00:00Z')).toEqual({
      usableNow: true,
      changesAt: new Date('2027-03-13T08:00:00Z'),
    });
  });

  it('date ranges and blackout dates: the next range, a day after the blackout, or never', () => {
    const summer: OfferRules = { dateRanges: [{ from: '2027-06-01', to: '2027-08-31' }] };
    expect(changesAt(summer, '2027-03-12T18:00:00Z')).toBe('2027-06-01T05:00:00.000Z');
    expect(availability(summer, '2027-09-02T18:00:00Z')).toEqual({
      usableNow: false,
      changesAt: null,
    });
    const notXmas: OfferRules = { blackoutDates: ['2027-12-25'] };
    // Sat 2027-12-25 12:00 CST (18:00Z) → Sun 00:00 CST (06:00Z).
    expect(changesAt(notXmas, '2027-12-25T18:00:00Z')).toBe('2027-12-26T06:00:00.000Z');
  });

  it('follows the market’s zone, not the device’s', () => {
    // Fri 2027-03-12 10:30 in Tokyo (01:30Z): opens 11:00 JST (02:00Z).
    expect(changesAt(weekdayLunch, '2027-03-12T01:30:00Z', 'Asia/Tokyo')).toBe(
      '2027-03-12T02:00:00.000Z',
    );
  });
});

describe('issue 32 item 1: the card’s hours and the disabled Redeem’s reason', () => {
  it('says when it is usable', () => {
    expect(offerHoursText(weekdayLunch)).toBe('Usable Mon–Fri, 11 am – 2 pm');
    expect(offerHoursText({ minimumSpend: 20 })).toBeNull();
    expect(offerHoursText({ blackoutDates: ['2027-12-25'] })).toBe(
      'Usable every day except Dec 25, 2027',
    );
  });

  it('says when it next opens: later today, a weekday this week, a date further on, or never', () => {
    const now = new Date('2027-03-12T05:45:00Z'); // Thu 23:45 CST
    const at = (iso: string) => offerNotNowText(weekdayLunch, new Date(iso), now, CHICAGO);
    expect(at('2027-03-12T17:00:00Z')).toBe('Usable Mon–Fri, 11 am – 2 pm; next from Fri 11 am');
    const morning = new Date('2027-03-12T14:00:00Z'); // Fri 08:00 CST
    expect(offerNotNowText(weekdayLunch, new Date('2027-03-12T17:00:00Z'), morning, CHICAGO)).toBe(
      'Usable Mon–Fri, 11 am – 2 pm; next from 11 am today',
    );
    expect(at('2027-04-01T16:30:00Z')).toBe(
      'Usable Mon–Fri, 11 am – 2 pm; next from Apr 1, 2027, 11:30 am',
    );
    expect(at('2027-03-13T06:00:00Z')).toBe('Usable Mon–Fri, 11 am – 2 pm; next from Sat');
    expect(offerNotNowText(weekdayLunch, null, now, CHICAGO)).toBe(
      'Usable Mon–Fri, 11 am – 2 pm; not usable again',
    );
  });
});
