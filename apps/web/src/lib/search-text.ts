import { ListViewParam } from './list-view-params.ts';

/** The address's parameter that holds a list's search text. */
export const SEARCH_TEXT_PARAM = ListViewParam.text;

/** `params` with the search text set, or removed when empty. */
export function withSearchText(params: URLSearchParams, text: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (text === '') next.delete(SEARCH_TEXT_PARAM);
  else next.set(SEARCH_TEXT_PARAM, text);
  return next;
}
