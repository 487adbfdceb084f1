import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * A change of the address's query alone — a list's search text, order or filters
 * (lib/list-view-params) — keeps the page's data: the loaders under these routes read only the
 * path, so they do not run again for each keystroke or choice. A loader that reads the query must
 * not use this.
 */
export function keepDataWhileSearching({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const onlyQueryChanged =
    currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return onlyQueryChanged ? false : defaultShouldRevalidate;
}
