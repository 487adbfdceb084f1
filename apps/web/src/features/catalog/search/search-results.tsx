import { formatDistance, SEARCH_DEBOUNCE_MS, SearchText } from '@citybook/contract';
import type { Geolocation as Position, SearchResult } from '@citybook/contract';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSearchMarket } from '../api/search-market.ts';
import styles from './search-results.module.css';

interface SearchResultsProps {
  marketId: number;
  text: string;
  position: Position | undefined;
  /** Names the results where the page has other lists. */
  heading?: string | undefined;
}

function statusText(results: SearchResult[] | undefined, asked: string, failed: boolean) {
  if (failed) return SearchText.failed;
  if (results === undefined) return SearchText.searching;
  if (results.length === 0) return SearchText.noResults(asked);
  return SearchText.resultCount(results.length);
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
export function SearchResults({ marketId, text, position, heading }: SearchResultsProps) {
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isError, isPlaceholderData } = useSearchMarket({ marketId, q, ...position });
  const results = q === '' ? undefined : data;
  return (
    <section className={styles.section} aria-busy={isPlaceholderData} aria-label={heading}>
      {heading ? <h2 className={styles.heading}>{heading}</h2> : null}
      <p role="status" className={styles.status}>
        {statusText(results, q, isError)}
      </p>
      {results && results.length > 0 ? (
        <ul className={styles.list}>
          {results.map((result) => (
            <ResultRow key={result.id} result={result} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
