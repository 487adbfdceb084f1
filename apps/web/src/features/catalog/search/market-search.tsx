import { SEARCH_QUERY_MAX_LENGTH } from '@citybook/contract/catalog';
import type { ReactNode } from 'react';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { knownPosition } from '../../../lib/geolocation.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { LazySearchResults } from './lazy-search-results.tsx';
import styles from './market-search.module.css';
import { SearchText } from './search-text.ts';

interface MarketSearchProps {
  marketId: number;
  /** The market's time zone, for "usable now"; unknown until the market is read. */
  timeZone: string | undefined;
  /** What the page shows while nothing is typed. */
  children: ReactNode;
}

/**
 * Issue #17: one box that searches the whole market as the member types; the text lives in the
 * address (`?q=`), so Back and a shared link bring the same results.
 */
export function MarketSearch({ marketId, timeZone, children }: MarketSearchProps) {
  const [text, setText] = useSearchText();
  const searching = text.trim() !== '';
  return (
    <>
      <div role="search" className={styles.search}>
        <TextField
          type="search"
          label={SearchText.label}
          placeholder={SearchText.placeholder}
          value={text}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
      </div>
      {searching ? (
        <LazySearchResults
          marketId={marketId}
          text={text}
          position={knownPosition()}
          timeZone={timeZone}
        />
      ) : (
        children
      )}
    </>
  );
}
