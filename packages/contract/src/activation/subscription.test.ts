import { describe, expect, it } from 'vitest';
import { isCardExpired } from './subscription.ts';

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
