import { CATALOG_LIST_SORTS, SEARCH_RESULT_SORTS, type ListSort } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { isFiltered, readListOptions, withListOptions } from './list-options.ts';

const read = (query: string, sorts: readonly [ListSort, ...ListSort[]] = CATALOG_LIST_SORTS) =>
  readListOptions(new URLSearchParams(query), sorts);

describe('a list’s order and filters in the address', () => {
  it('reads the order and both filters, with the list’s default order when none is given', () => {
    expect(read('')).toEqual({ sort: 'nearest', usableNow: false, favouritesOnly: false });
    expect(read('', SEARCH_RESULT_SORTS).sort).toBe('relevance');
    expect(read('sort=saving&usableNow=true&favourites=true')).toEqual({
      sort: 'saving',
      usableNow: true,
      favouritesOnly: true,
    });
  });

  it('takes an unknown order, or one the list does not offer, as the default', () => {
    expect(read('sort=cheapest').sort).toBe('nearest');
    expect(read('sort=relevance').sort).toBe('nearest');
    expect(read('sort=relevance', SEARCH_RESULT_SORTS).sort).toBe('relevance');
    expect(read('usableNow=yes&favourites=1')).toMatchObject({
      usableNow: false,
      favouritesOnly: false,
    });
  });

  it('writes only what differs from the default, and keeps the other parameters', () => {
    const base = new URLSearchParams('q=pizza&sort=name&usableNow=true');
    expect(
      withListOptions(
        base,
        { sort: 'nearest', usableNow: false, favouritesOnly: true },
        'nearest',
      ).toString(),
    ).toBe('q=pizza&favourites=true');
    expect(
      withListOptions(
        new URLSearchParams(),
        { sort: 'newest', usableNow: true, favouritesOnly: false },
        'nearest',
      ).toString(),
    ).toBe('sort=newest&usableNow=true');
  });

  it('counts only the filters as narrowing the list', () => {
    expect(isFiltered({ sort: 'name', usableNow: false, favouritesOnly: false })).toBe(false);
    expect(isFiltered({ sort: 'nearest', usableNow: true, favouritesOnly: false })).toBe(true);
    expect(isFiltered({ sort: 'nearest', usableNow: false, favouritesOnly: true })).toBe(true);
  });
});
