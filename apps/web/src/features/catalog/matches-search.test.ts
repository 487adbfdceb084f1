import { describe, expect, it } from 'vitest';
import { matchesSearch } from './matches-search.ts';

describe('catalog search', () => {
  it('matches a case-insensitive substring of any text, ignoring outer blanks', () => {
    expect(matchesSearch(' PIZ ', 'Tony’s Pizzeria')).toBe(true);
    expect(matchesSearch('sushi', 'Tony’s Pizzeria', 'Free slice')).toBe(false);
    expect(matchesSearch('slice', 'Tony’s Pizzeria', 'Free slice')).toBe(true);
    expect(matchesSearch('   ', 'Anything')).toBe(true);
  });
});
