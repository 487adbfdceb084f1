import { SEARCH_TEXT_PARAM } from './search-text.ts';

/**
 * The address's parameters that choose how a list is shown (issue #17 item 2), beside its search
 * text: kept in the address so Back, a reload and a shared link show the same list.
 */
export const ListViewParam = {
  sort: 'sort',
  usableNow: 'usableNow',
  favourites: 'favourites',
} as const;

const LIST_VIEW_PARAMS: readonly string[] = [SEARCH_TEXT_PARAM, ...Object.values(ListViewParam)];

/**
 * Whether two addresses differ at most in how a list is shown (its search text, order and
 * filters): the same page, the same data, so the page's loaders need not run again.
 */
export function onlyListViewDiffers(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname || current.search === next.search) return false;
  const withoutView = (url: URL) => {
    const params = new URLSearchParams(url.searchParams);
    for (const name of LIST_VIEW_PARAMS) params.delete(name);
    return params.toString();
  };
  return withoutView(current) === withoutView(next);
}
