import { describe, expect, it } from 'vitest';
import { aMerchant } from '../../../testing/catalog-browse-fixtures.ts';
import { visibleMerchants, withCategoryShown } from './category-filter.ts';

const merchants = [
  aMerchant(1, { categoryId: 1 }),
  aMerchant(2, { categoryId: 2 }),
  aMerchant(3, { categoryId: 1 }),
];

describe('visibleMerchants', () => {
  it('shows every merchant while no category is turned off', () => {
    expect(visibleMerchants(merchants, []).map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('leaves out the merchants of turned-off categories, keeping the order', () => {
    expect(visibleMerchants(merchants, [2]).map((m) => m.id)).toEqual([1, 3]);
    expect(visibleMerchants(merchants, [1, 2])).toEqual([]);
  });
});

describe('withCategoryShown', () => {
  it('turns a category off and on again', () => {
    const off = withCategoryShown([], 2, false);
    expect(off).toEqual([2]);
    expect(withCategoryShown(off, 2, true)).toEqual([]);
  });

  it('does not list a category twice', () => {
    expect(withCategoryShown([2], 2, false)).toEqual([2]);
  });
});
