import {
  ListOptionsText,
  SEARCH_DEBOUNCE_MS,
  SEARCH_RESULT_SORTS,
  formatDistance,
} from '@citybook/contract/catalog';
import type { SearchResult } from '@citybook/contract/catalog';
import type { Geolocation as Position } from '@citybook/contract/market';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSearchMarket } from '../api/search-market.ts';
import { ListOptionsBar } from '../list-options/list-options-bar.tsx';
import type { ListOptions } from '../list-options/list-options.ts';
import { orderMerchants, type ListFilterContext } from '../list-options/order-merchants.ts';
import { ShowAllButton } from '../list-options/show-all-button.tsx';
import { useListView } from '../list-options/use-list-view.ts';
import styles from './search-results.module.css';
import { SearchText } from './search-text.ts';

interface SearchResultsProps {
  marketId: number;
  text: string;
  position: Position | undefined;
  /** The market's time zone, for "usable now"; unknown until the market is read. */
  timeZone: string | undefined;
  /** Names the results where the page has other lists. */
  heading?: string | undefined;
  /**
   * The order and filters of the page's own list (All Coupons), which the results follow; without
   * it the results have their own bar, best match first.
   */
  pageView?: { applied: ListOptions; context: ListFilterContext } | undefined;
}

function statusText(
  found: SearchResult[] | undefined,
  shown: number,
  asked: string,
  failed: boolean,
) {
  if (failed) return SearchText.failed;
  if (found === undefined) return SearchText.searching;
  if (found.length === 0) return SearchText.noResults(asked);
  if (shown === 0) return ListOptionsText.nothingMatches('results');
  return SearchText.resultCount(shown);
}

function ResultRow({ result }: { result: SearchResult }) {
  const matched = result.offers.filter((offer) => result.matchedOfferIds.includes(offer.id));
  return (
    <li className={styles.row}>
      <span className={styles.line}>
        <Link className={styles.title} to={paths.merchant(result.categoryId, result)}>
          {result.title}
        </Link>
        <span className={styles.distance}>{formatDistance(result.distance)}</span>
      </span>
      <span className={styles.address}>{result.address1}</span>
      {matched.length > 0 ? (
        <ul className={styles.offers} aria-label={SearchText.matchedOffers}>
          {matched.map((offer) => (
            <li key={offer.id}>
              <Link className={styles.offer} to={paths.offer(result.id, offer.id)}>
                {offer.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The market's merchants matching the text, best first, asked once the typing pauses. */
export function SearchResults({
  marketId,
  text,
  position,
  timeZone,
  heading,
  pageView,
}: SearchResultsProps) {
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isError, isPlaceholderData } = useSearchMarket({ marketId, q, ...position });
  const found = q === '' ? undefined : data;
  const ownView = useListView(SEARCH_RESULT_SORTS, timeZone);
  const { applied, context } = pageView ?? ownView;
  const shown = useMemo(
    () => (found ? orderMerchants(found, applied, context) : []),
    [found, applied, context],
  );
  return (
    <section className={styles.section} aria-busy={isPlaceholderData} aria-label={heading}>
      {heading ? <h2 className={styles.heading}>{heading}</h2> : null}
      <p role="status" className={styles.status}>
        {statusText(found, shown.length, q, isError)}
      </p>
      {pageView ? null : <ListOptionsBar {...ownView.barProps} />}
      {found && found.length > 0 && shown.length === 0 && !pageView ? (
        <ShowAllButton onShowAll={ownView.showAll} />
      ) : null}
      {shown.length > 0 ? (
        <ul className={styles.list}>
          {shown.map((result) => (
            <ResultRow key={result.id} result={result} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
