import { describe, expect, it } from 'vitest';
import { fullCardYear, isCardExpired, SubscriptionText } from './subscription.ts';

describe('isCardExpired', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    [10, 26, true],
    [11, 26, false],
    [12, 2026, false],
    [1, 2025, true],
    [1, 27, false],
  ])('month %i year %i expired: %s', (month, year, expired) => {
    expect(isCardExpired(month, year, now)).toBe(expired);
  });
});

describe('subscription display and card year', () => {
  it("prefixes the form's two-digit year with '20'", () => {
    expect(fullCardYear('07')).toBe('2007');
    expect(fullCardYear('29')).toBe('2029');
  });

  it('names a subscription with its price per period', () => {
    const monthly = { code: 1, title: 'Monthly', price: 4.9, period: 'month' } as const;
    expect(SubscriptionText.choice(monthly)).toBe('Monthly subscription — $4.90 / month');
    expect(SubscriptionText.price(monthly)).toBe('$4.90 / month');
  });
});
