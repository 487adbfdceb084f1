import { describe, expect, it } from 'vitest';
import { onlyListViewDiffers } from './list-view-params.ts';

const url = (address: string) => new URL(address, 'https://citybook.test');

describe('how a list is shown, in the address', () => {
  it('tells a change of search text, order or filters alone from any other change', () => {
    expect(onlyListViewDiffers(url('/offers/all'), url('/offers/all?q=pi'))).toBe(true);
    expect(onlyListViewDiffers(url('/offers/all?q=pi'), url('/offers/all?q=piz'))).toBe(true);
    expect(onlyListViewDiffers(url('/a?x=1&q=pi'), url('/a?x=1'))).toBe(true);
    expect(onlyListViewDiffers(url('/a?x=1'), url('/a?x=1&sort=saving'))).toBe(true);
    expect(onlyListViewDiffers(url('/a?sort=name'), url('/a?usableNow=true&favourites=true'))).toBe(
      true,
    );

    expect(onlyListViewDiffers(url('/offers/all'), url('/offers/all'))).toBe(false);
    expect(onlyListViewDiffers(url('/a?x=1'), url('/a?x=2&q=pi'))).toBe(false);
    expect(onlyListViewDiffers(url('/a?sort=name'), url('/b?sort=name'))).toBe(false);
  });
});
