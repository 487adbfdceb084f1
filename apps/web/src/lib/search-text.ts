/** The address's parameter that holds a list's search text. */
export const SEARCH_TEXT_PARAM = 'q';

/** `params` with the search text set, or removed when empty. */
export function withSearchText(params: URLSearchParams, text: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (text === '') next.delete(SEARCH_TEXT_PARAM);
  else next.set(SEARCH_TEXT_PARAM, text);
  return next;
}

/** Whether two addresses differ at most in their search text: the same page, the same data. */
export function onlySearchTextDiffers(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname || current.search === next.search) return false;
  const withoutText = (url: URL) => withSearchText(url.searchParams, '').toString();
  return withoutText(current) === withoutText(next);
}
