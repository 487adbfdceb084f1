import { describe, expect, it } from 'vitest';
import { anOffer } from '../../../testing/catalog-browse-fixtures.ts';
import { isUsableNow } from './usable-now.ts';

// Tuesday 2027-03-16, 20:30 in Chicago (UTC−5 in March, after the change to summer time).
const tuesdayEvening = { now: new Date('2027-03-17T01:30:00Z'), timeZone: 'America/Chicago' };
const lunchOnWeekdays = {
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  hours: { from: '11:00', to: '15:00' },
};

describe('whether a coupon is usable now', () => {
  it('is, with no rules, not redeemed and its book running', () => {
    expect(isUsableNow(anOffer(1, 1), tuesdayEvening)).toBe(true);
  });

  it('is not once redeemed on the current activation, or once its book has expired', () => {
    expect(isUsableNow(anOffer(1, 1, { redeemed: true }), tuesdayEvening)).toBe(false);
    expect(
      isUsableNow(
        anOffer(1, 1, { adSpotOfferExpirationDate: '2027-03-01T00:00:00.000Z' }),
        tuesdayEvening,
      ),
    ).toBe(false);
  });

  it('follows its hours on the market’s wall clock, not the device’s', () => {
    const lunch = anOffer(1, 1, { rules: lunchOnWeekdays });
    expect(isUsableNow(lunch, tuesdayEvening)).toBe(false);
    // 12:30 in Chicago is 17:30 UTC that day: inside the hours there, whatever the device's zone.
    expect(isUsableNow(lunch, { ...tuesdayEvening, now: new Date('2027-03-16T17:30:00Z') })).toBe(
      true,
    );
    // The same instant is 02:30 the next morning in Tokyo: the market's zone decides.
    expect(
      isUsableNow(lunch, { now: new Date('2027-03-16T17:30:00Z'), timeZone: 'Asia/Tokyo' }),
    ).toBe(false);
  });
});
