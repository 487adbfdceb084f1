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
});
