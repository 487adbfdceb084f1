import { describe, expect, it } from 'vitest';
import { onlySearchTextDiffers, withSearchText } from './search-text.ts';

const url = (address: string) => new URL(address, 'https://citybook.test');

describe('search text in the address', () => {
  it('is set, replaced and removed as `q`, beside the other parameters', () => {
    const params = new URLSearchParams('hasSiblings=true');
    expect(withSearchText(params, 'pizza & co').toString()).toBe('hasSiblings=true&q=pizza+%26+co');
    expect(withSearchText(new URLSearchParams('q=a&x=1'), '').toString()).toBe('x=1');
  });

  it('tells a change of the search text alone from any other change of address', () => {
    expect(onlySearchTextDiffers(url('/offers/all'), url('/offers/all?q=pi'))).toBe(true);
    expect(onlySearchTextDiffers(url('/offers/all?q=pi'), url('/offers/all?q=piz'))).toBe(true);
    expect(onlySearchTextDiffers(url('/a?x=1&q=pi'), url('/a?x=1'))).toBe(true);

    expect(onlySearchTextDiffers(url('/offers/all'), url('/offers/all'))).toBe(false);
    expect(onlySearchTextDiffers(url('/a?x=1'), url('/a?x=2&q=pi'))).toBe(false);
    expect(onlySearchTextDiffers(url('/a?q=pi'), url('/b?q=pi'))).toBe(false);
  });
});
