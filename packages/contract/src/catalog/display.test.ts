import { describe, expect, it } from 'vitest';
import { formatDistance, savingsText } from './display.ts';

describe('catalog display texts', () => {
  it('shows distances in miles with one decimal', () => {
    expect(formatDistance(0.84)).toBe('0.8 mi');
    expect(formatDistance(0)).toBe('0.0 mi');
    expect(formatDistance(1234.56)).toBe('1,234.6 mi');
  });

  it('shows savings in whole dollars unless there are cents', () => {
    expect(savingsText(12)).toBe('Save $12');
    expect(savingsText(7.5)).toBe('Save $7.50');
    expect(savingsText(0)).toBeNull();
  });

  it('writes numbers as Intl.NumberFormat does for en-US (which the screens no longer build)', () => {
    const miles = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    for (const distance of [0, 0.04, 0.84, 9.99, 12.3, 999.94, 999.96, 1000, 1234.56, 1234567.8]) {
      expect(formatDistance(distance)).toBe(`${miles.format(distance)} mi`);
    }
    const usd = (digits: number) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    for (const savings of [0.5, 1, 7.5, 12, 19.99, 1000, 1234.5, 1000000]) {
      const digits = Number.isInteger(savings) ? 0 : 2;
      expect(savingsText(savings)).toBe(`Save ${usd(digits).format(savings)}`);
    }
  });
});
