import type { Profile } from '@citybook/contract/account';
import { MARKET_ERROR_MESSAGE } from '@citybook/contract/market';
import type { Market } from '@citybook/contract/market';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button/button.tsx';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { isForbidden } from '../../../lib/api-client.ts';
import { loadFailureMessage, messageForApiError } from '../../../lib/api-error-message.ts';
import { isUnknownPosition, locate } from '../../../lib/geolocation.ts';
import { useGoBack } from '../../../lib/history.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { marketQueryKey, rememberSelectedMarket, useMarket } from '../api/get-market.ts';
import { marketByGeolocationQueryOptions } from '../api/get-market-by-geolocation.ts';
import { marketsQueryOptions } from '../api/get-markets.ts';
import { useSetMarket } from '../api/set-market.ts';
import { MarketPageText as Text } from '../market-page-text.ts';
import styles from './market-page.module.css';
import { MarketsDialog } from './markets-dialog.tsx';

interface MarketPageProps {
  /** The profile's market; null for a user who has not chosen one yet. */
  currentMarketId: number | null;
  /** Saves the profile the server answers with once the choice is confirmed. */
  onProfileSaved: (profile: Profile) => void;
}

/** MARKET-2 /account/market ("my location"): pick a market by position or from the list. */
export function MarketPage({ currentMarketId, onProfileSaved }: MarketPageProps) {
  useDocumentTitle('My Location');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const showError = useErrorDialog();
  const current = useMarket(currentMarketId);
  const setMarket = useSetMarket();
  const [picked, setPicked] = useState<Market | null>(null);
  const [markets, setMarkets] = useState<Market[] | null>(null);
  const [loading, setLoading] = useState(false);
  // MARKET-6: no position was found (permission refused, no device, timeout); said, never guessed.
  const [positionUnknown, setPositionUnknown] = useState(false);
  const triedLocation = useRef(false);
  const shown = picked ?? current.data ?? null;
  const headingId = useId();

  // MARKET-8: a market that cannot be loaded is explained, then the user goes back one page.
  const failLoad = useCallback(
    (error: unknown) => {
      showError({
        // APP-8: a 400, 402, 404 or 405 answer says what went wrong in the server's words.
        message: loadFailureMessage(error, MARKET_ERROR_MESSAGE),
        error,
        onClose: () => {
          goBack();
        },
      });
    },
    [showError, goBack],
  );

  const load = useCallback(
    async <T,>(work: () => Promise<T>, apply: (result: T) => void) => {
      setLoading(true);
      try {
        apply(await work());
      } catch (error) {
        failLoad(error);
      } finally {
        setLoading(false);
      }
    },
    [failLoad],
  );

  // Without a position the member picks the market: the server's default city is no guess of
  // where they are (issue #32 item 2, ADR 0035).
  const findMyLocation = useCallback(
    () =>
      load(
        async () => {
          const position = await locate();
          if (isUnknownPosition(position)) return null;
          return queryClient.fetchQuery(marketByGeolocationQueryOptions(position));
        },
        (found) => {
          setPositionUnknown(found === null);
          if (found) setPicked(found);
        },
      ),
    [load, queryClient],
  );

  useEffect(() => {
    if (current.isError) failLoad(current.error);
  }, [current.isError, current.error, failLoad]);

  // A first visit without a market starts from where the user is.
  useEffect(() => {
    if (currentMarketId !== null || triedLocation.current) return;
    triedLocation.current = true;
    void findMyLocation();
  }, [currentMarketId, findMyLocation]);

  const confirm = () => {
    if (!shown) return;
    const firstChoice = currentMarketId === null;
    setMarket.mutate(shown.id, {
      onSuccess: (profile) => {
        rememberSelectedMarket(shown);
        queryClient.setQueryData(marketQueryKey(shown.id), shown);
        onProfileSaved(profile);
        void navigate(firstChoice ? paths.categories : paths.map, { replace: true });
      },
      onError: (error) => {
        // The guest may not change its market (403): the server says why.
        showError({
          message: isForbidden(error)
            ? error.message
            : messageForApiError(error, MARKET_ERROR_MESSAGE),
          error,
        });
      },
    });
  };

  const busy = loading || setMarket.isPending;
  const chooseMarket = () =>
    void load(() => queryClient.fetchQuery(marketsQueryOptions()), setMarkets);
  // A saved market still loading, or failed (its dialog goes back): never "none selected".
  const marketText =
    shown?.title ??
    (currentMarketId === null ? Text.noMarket : current.isError ? Text.loadFailed : Text.loading);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>My Location</h1>
      <p>{Text.intro}</p>
      <section className={styles.selection} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.subheading}>
          Selected market
        </h2>
        <p className={styles.marketTitle} aria-live="polite">
          {marketText}
        </p>
      </section>
      {positionUnknown ? (
        <div className={styles.notice} role="status">
          <p>{Text.positionUnknown}</p>
          <p>{Text.distancesFromCentre}</p>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={busy} onClick={() => void findMyLocation()}>
          Use My Location
        </Button>
        <Button
          variant={positionUnknown && !shown ? 'primary' : 'secondary'}
          disabled={busy}
          onClick={chooseMarket}
        >
          Choose Market
        </Button>
      </div>
      <div>
        <Button disabled={busy || !shown} onClick={confirm}>
          Confirm
        </Button>
      </div>
      {markets ? (
        <MarketsDialog
          markets={markets}
          selectedId={shown?.id ?? null}
          onClose={(market) => {
            setMarkets(null);
            if (market) setPicked(market);
          }}
        />
      ) : null}
    </div>
  );
}
