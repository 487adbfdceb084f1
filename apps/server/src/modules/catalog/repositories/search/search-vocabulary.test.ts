import { describe, expect, it } from 'vitest';
import { editDistance } from '../../../../lib/search-terms.ts';
import { SearchVocabulary } from './search-vocabulary.ts';

const WORDS = [
  '000123',
  '012345',
  'bistro',
  'bistor',
  'cafe',
  'cafes',
  'caffe',
  'dessert',
  'desert',
  'kitchen',
  'kitchens',
  'kitchenette',
  'resturant',
  'restaurant',
  'restaurants',
  'sushi',
  'tichken',
  'élan',
];

/** What measuring every word finds. */
const bruteForce = (term: string, allowed: number) =>
  WORDS.filter((word) => word !== term && editDistance(term, word, allowed) <= allowed);

describe('SearchVocabulary.near', () => {
  const vocabulary = new SearchVocabulary(WORDS);

  it('finds what measuring every word finds, in the same order', () => {
    for (const [term, allowed] of [
      ['kitchn', 1],
      ['kitchen', 1],
      ['bistro', 1],
      ['caffe', 1],
      ['desert', 1],
      ['resturant', 2],
      ['restaurant', 2],
      ['sushi', 1],
      ['elan', 1],
      ['123456', 1],
    ] as const) {
      expect(vocabulary.near(term, allowed, 20), term).toEqual(bruteForce(term, allowed));
    }
    expect(vocabulary.near('kitchn', 1, 20)).toEqual(['kitchen']);
    expect(vocabulary.near('resturant', 2, 20)).toEqual(['restaurant', 'restaurants']);
  });

  it('stops at the most asked for', () => {
    expect(vocabulary.near('cafe', 1, 2)).toEqual(['cafes', 'caffe']);
  });

  describe('with a budget of measures (issue 27 finding 10)', () => {
    /** 5,000 words that all hold an `e` and have the length of `eeeeeeee`, and one real word. */
    const many = [
      ...Array.from({ length: 5_000 }, (_, index) => `e${index.toString(36).padStart(7, 'q')}`),
      'restaurant',
    ];
    const large = new SearchVocabulary(many);

    it('stops a crafted word that passes the quick filters for every word after the budget', () => {
      const budget = { left: 100 };
      expect(large.near('eeeeeeee', 2, 20, budget)).toEqual([]);
      expect(budget.left).toBe(0);
      // Without a budget the same word measures every one of them.
      const unbounded = { left: 1_000_000 };
      large.near('eeeeeeee', 2, 20, unbounded);
      expect(1_000_000 - unbounded.left).toBe(many.length);
    });

    it('shares the budget between the words of one search: once spent, nothing more is measured', () => {
      const budget = { left: 100 };
      large.near('eeeeeeee', 2, 20, budget);
      expect(large.near('resturant', 2, 20, budget)).toEqual([]);
    });

    it('leaves a real typo its matches: it measures only a few words', () => {
      const budget = { left: 100 };
      expect(large.near('resturant', 2, 20, budget)).toEqual(['restaurant']);
      expect(budget.left).toBeGreaterThan(90);
    });
  });
});
