import { describe, expect, it } from 'vitest';
import { formatDollars, RedeemText, SHARE_HASHTAG, ShareText } from './redemption-text.ts';

describe('redemption texts', () => {
  it('shows amounts saved in dollars and cents', () => {
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(12)).toBe('$12.00');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
  });

  it('names the merchant in the redeem confirmation', () => {
    expect(RedeemText.confirmMessage('Luigi’s Bistro')).toContain('Luigi’s Bistro');
  });

  it('shares the savings at the merchant with the hashtag', () => {
    const message = ShareText.message('Bean There', 4.5);
    expect(message).toContain('$4.50');
    expect(message).toContain('Bean There');
    expect(message.endsWith(SHARE_HASHTAG)).toBe(true);
  });
});
