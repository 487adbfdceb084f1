import { describe, expect, it } from 'vitest';
import { editDistance, searchTerms, termFinds, textMatches } from './search-terms.ts';

describe('searchTerms', () => {
  it('keeps letters and digits, folded, and drops every query syntax', () => {
    expect(searchTerms('Café "Olé"*')).toEqual(['cafe', 'ole']);
    expect(searchTerms(`'; drop table merchant; -- NEAR( a OR b )`)).toEqual([
      'drop',
      'table',
      'merchant',
      'near',
      'a',
      'or',
      'b',
    ]);
    expect(searchTerms('one two three four five six seven eight nine')).toHaveLength(8);
    expect(searchTerms('"*:-()')).toEqual([]);
  });
});

describe('editDistance', () => {
  it('counts inserts, deletes, replacements and swaps', () => {
    expect(editDistance('pizzza', 'pizza', 2)).toBe(1);
    expect(editDistance('resturant', 'restaurant', 2)).toBe(1);
    expect(editDistance('piza', 'pzia', 2)).toBe(1);
    expect(editDistance('burger', 'pizza', 2)).toBe(3);
  });
});

describe('termFinds', () => {
  it('finds a word by its start, and by a near spelling only when forgiving', () => {
    expect(termFinds('piz', 'pizza', false)).toBe(true);
    expect(termFinds('pizzza', 'pizza', false)).toBe(false);
    expect(termFinds('pizzza', 'pizza', true)).toBe(true);
    expect(termFinds('piz', 'pub', true)).toBe(false);
  });
});

describe('textMatches', () => {
  it('needs every word', () => {
    expect(textMatches(['cafe', 'ole'], 'Le Café Olé', false)).toBe(true);
    expect(textMatches(['cafe', 'pizza'], 'Le Café Olé', false)).toBe(false);
  });
});
