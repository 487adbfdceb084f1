import { describe, expect, it } from 'vitest';
import { localDay, shouldShowExpiryReminder } from './expiry-reminder.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// Local times, so "today" does not depend on the machine's time zone.
const NOW = new Date(2025, 2, 10, 9, 30);

function ending(days: number, allowExpirationNotice = true) {
  return {
    allowExpirationNotice,
    userOffersValidTo: new Date(NOW.getTime() + days * DAY_MS).toISOString(),
  };
}

describe('localDay', () => {
  it('names the local calendar day', () => {
    expect(localDay(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(localDay(new Date(2025, 11, 31, 0, 0))).toBe('2025-12-31');
  });
});

describe('shouldShowExpiryReminder', () => {
  it.each([15, 14, 7, 3, 1, 0, -2])('reminds with %s days left when not yet shown', (days) => {
    expect(shouldShowExpiryReminder(ending(days), NOW, null)).toBe(true);
  });

  it('reminds at most once a day', () => {
    expect(shouldShowExpiryReminder(ending(5), NOW, '2025-03-10')).toBe(false);
    expect(shouldShowExpiryReminder(ending(5), new Date(2025, 2, 10, 23, 59), '2025-03-10')).toBe(
      false,
    );
    expect(shouldShowExpiryReminder(ending(5), new Date(2025, 2, 11, 0, 1), '2025-03-10')).toBe(
      true,
    );
    expect(shouldShowExpiryReminder(ending(5), NOW, '2025-03-09')).toBe(true);
  });

  it('does not remind users without the notice flag', () => {
    expect(shouldShowExpiryReminder(ending(5, false), NOW, null)).toBe(false);
  });

  it('does not remind with more than 15 days left or no end date', () => {
    expect(shouldShowExpiryReminder(ending(16), NOW, null)).toBe(false);
    expect(shouldShowExpiryReminder(ending(15.5), NOW, null)).toBe(false);
    expect(
      shouldShowExpiryReminder({ allowExpirationNotice: true, userOffersValidTo: null }, NOW, null),
    ).toBe(false);
  });
});
