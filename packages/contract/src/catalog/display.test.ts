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
});
