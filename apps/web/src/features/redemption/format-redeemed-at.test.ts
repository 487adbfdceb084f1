import { describe, expect, it } from 'vitest';
import { formatRedeemedAt, formatRedeemedDate } from './format-redeemed-at.ts';

const REDEEMED = '2026-03-05T02:30:00.000Z';

// Some ICU versions put a narrow no-break space before AM/PM.
const plain = (text: string) => text.replace(/\u202f/g, ' ');

describe('formatRedeemedAt', () => {
  it("shows the date and time in the member's time zone", () => {
    expect(plain(formatRedeemedAt(REDEEMED, 'America/Chicago'))).toBe('Mar 4, 2026, 8:30 PM');
    expect(plain(formatRedeemedAt(REDEEMED, 'UTC'))).toBe('Mar 5, 2026, 2:30 AM');
  });
});

describe('formatRedeemedDate', () => {
  it('shows the calendar day it was in the member’s time zone', () => {
    expect(formatRedeemedDate(REDEEMED, 'America/Chicago')).toBe('Mar 4, 2026');
    expect(formatRedeemedDate(REDEEMED, 'UTC')).toBe('Mar 5, 2026');
  });
});
