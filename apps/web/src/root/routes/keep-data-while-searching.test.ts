import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { keepDataWhileSearching } from './keep-data-while-searching.ts';

const url = (address: string) => new URL(address, 'https://citybook.test');

function revalidates(from: string, to: string): boolean {
  return keepDataWhileSearching({
    currentUrl: url(from),
    nextUrl: url(to),
    defaultShouldRevalidate: true,
  } as ShouldRevalidateFunctionArgs);
}

describe('keeping a page’s data while its list is searched, ordered or filtered', () => {
  it('does not run the loaders again when only the query changes', () => {
    expect(revalidates('/offers/all', '/offers/all?q=pi')).toBe(false);
    expect(revalidates('/offers/all?q=pi', '/offers/all?q=piz')).toBe(false);
    expect(revalidates('/offers/category/1', '/offers/category/1?sort=saving')).toBe(false);
    expect(revalidates('/a?sort=name', '/a?usableNow=true&favourites=true')).toBe(false);
  });

  it('leaves every other navigation to the router’s own rule', () => {
    expect(revalidates('/offers/all', '/offers/all')).toBe(true);
    expect(revalidates('/offers/category/1?sort=name', '/offers/category/2?sort=name')).toBe(true);
  });
});
