import { describe, expect, it } from 'vitest';
import { aMapMerchant as aMerchant } from './map-merchant-fixture.ts';
import { groupByFranchisor } from './franchise-groups.ts';

describe('groupByFranchisor', () => {
  it("keeps a franchise's locations together, placed by its nearest one", () => {
    const merchants = [
      aMerchant(1, { title: 'Pizza Barn', franchisorId: 7, distance: 0.2 }),
      aMerchant(2, { title: 'Corner Cafe', distance: 0.5 }),
      aMerchant(3, { title: 'Pizza Barn', franchisorId: 7, distance: 1.1 }),
      aMerchant(4, { title: 'Taco Stop', franchisorId: 9, distance: 2 }),
    ];

    const groups = groupByFranchisor(merchants);

    expect(
      groups.map((group) => [group.key, group.title, group.locations.map((m) => m.id)]),
    ).toEqual([
      ['franchisor-7', 'Pizza Barn', [1, 3]],
      ['merchant-2', 'Corner Cafe', [2]],
      ['franchisor-9', 'Taco Stop', [4]],
    ]);
  });

  it('gives merchants without a franchisor a group each', () => {
    const groups = groupByFranchisor([aMerchant(1), aMerchant(2)]);

    expect(groups.map((group) => group.key)).toEqual(['merchant-1', 'merchant-2']);
  });

  it('has no groups without merchants', () => {
    expect(groupByFranchisor([])).toEqual([]);
  });
});
