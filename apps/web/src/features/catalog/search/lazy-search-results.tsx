import type { Geolocation as Position } from '@citybook/contract/market';
import { lazy, Suspense } from 'react';
import type { ListOptions } from '../list-options/list-options.ts';
import type { ListFilterContext } from '../list-options/order-merchants.ts';
import { SearchText } from './search-text.ts';

// The results and their query code load with the first letter typed, not with the page.
const SearchResults = lazy(() =>
  import('./search-results.tsx').then((module) => ({ default: module.SearchResults })),
);

interface LazySearchResultsProps {
  marketId: number;
  text: string;
  position: Position | undefined;
  timeZone: string | undefined;
  heading?: string | undefined;
  pageView?: { applied: ListOptions; context: ListFilterContext } | undefined;
}

/** The market search's results, their code fetched when first shown. */
export function LazySearchResults(props: LazySearchResultsProps) {
  return (
    <Suspense fallback={<p role="status">{SearchText.searching}</p>}>
      <SearchResults {...props} />
    </Suspense>
  );
}
