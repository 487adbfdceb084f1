import type { ListSort } from '@citybook/contract/catalog';
import { ListViewParam } from '../../../lib/list-view-params.ts';

/** How a list is ordered and narrowed (issue #17 item 2). */
export interface ListOptions {
  sort: ListSort;
  /** Only what the member could redeem at this moment. */
  usableNow: boolean;
  /** Only the member's favourite merchants. */
  favouritesOnly: boolean;
}

/** The options in the address; an order the list does not offer is its default (the first). */
export function readListOptions(
  params: URLSearchParams,
  sorts: readonly [ListSort, ...ListSort[]],
): ListOptions {
  const sort = params.get(ListViewParam.sort);
  return {
    sort: sorts.find((each) => each === sort) ?? sorts[0],
    usableNow: params.get(ListViewParam.usableNow) === 'true',
    favouritesOnly: params.get(ListViewParam.favourites) === 'true',
  };
}

/** `params` with the options set; defaults are left out, so a plain list has a plain address. */
export function withListOptions(
  params: URLSearchParams,
  options: ListOptions,
  defaultSort: ListSort,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (options.sort === defaultSort) next.delete(ListViewParam.sort);
  else next.set(ListViewParam.sort, options.sort);
  for (const [name, on] of [
    [ListViewParam.usableNow, options.usableNow],
    [ListViewParam.favourites, options.favouritesOnly],
  ] as const) {
    if (on) next.set(name, 'true');
    else next.delete(name);
  }
  return next;
}

/** Whether a filter narrows the list (an order never hides anything). */
export const isFiltered = (options: ListOptions): boolean =>
  options.usableNow || options.favouritesOnly;
