import type { ListSort } from '@citybook/contract/catalog';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { readListOptions, withListOptions, type ListOptions } from './list-options.ts';

/**
 * A list's order and filters, kept in the page's address like its search text (`?sort=`,
 * `?usableNow=true`, `?favourites=true`): a choice replaces the entry rather than adding one, so
 * Back leaves the list instead of undoing each choice, and leaves the scroll where it is.
 */
export function useListOptions(
  sorts: readonly [ListSort, ...ListSort[]],
): [ListOptions, (next: ListOptions) => void] {
  const [params, setParams] = useSearchParams();
  // The controls follow a choice at once; the address changes when the router's (asynchronous)
  // navigation is done.
  const [options, setOptions] = useState(() => readListOptions(params, sorts));
  const change = (next: ListOptions) => {
    setOptions(next);
    setParams((current) => withListOptions(current, next, sorts[0]), {
      replace: true,
      preventScrollReset: true,
    });
  };
  return [options, change];
}
