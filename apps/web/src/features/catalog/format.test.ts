import { describe, expect, it } from 'vitest';
import { distanceText } from './distance-text.ts';
import { matchesSearch } from './matches-search.ts';
import { savingsText } from './savings-text.ts';

describe('catalog texts', () => {
  it('shows distances in miles with one decimal', () => {
    expect(distanceText(0.84)).toBe('0.8 mi');
    expect(distanceText(0)).toBe('0.0 mi');
    expect(distanceText(1234.56)).toBe('1,234.6 mi');
  });

  it('shows savings in whole dollars unless there are cents', () => {
    expect(savingsText(12)).toBe('Save $12');
    expect(savingsText(7.5)).toBe('Save $7.50');
    expect(savingsText(0)).toBeNull();
  });

  it('matches a case-insensitive substring of any text, ignoring outer blanks', () => {
    expect(matchesSearch(' PIZ ', 'Tony’s Pizzeria')).toBe(true);
    expect(matchesSearch('sushi', 'Tony’s Pizzeria', 'Free slice')).toBe(false);
    expect(matchesSearch('slice', 'Tony’s Pizzeria', 'Free slice')).toBe(true);
    expect(matchesSearch('   ', 'Anything')).toBe(true);
  });
});
