import { UnreachableText } from '@citybook/contract/app';
import { MAP_ERROR_MESSAGE } from '@citybook/contract/catalog';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLoaderData } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { UnreachableNotice } from '../../../components/unreachable-notice/unreachable-notice.tsx';
import { isNetworkFailure } from '../../../lib/network-failure.ts';
import { useGoBack } from '../../../lib/history.ts';
import { paths } from '../../../lib/paths.ts';
import { explainLoadFailure } from '../../../lib/profile-load-failure.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { MapRouteData, MarketQuery } from './map-route-data.ts';
import { MapLoading } from './map-loading.tsx';
import { MapScreen } from './map-screen.tsx';
import { useMapData } from './use-map-data.ts';
import styles from './map-page.module.css';

/** CATALOG-15 /offers/map: browse the market's merchants on a map. */
export function MapPage({ marketQuery }: { marketQuery: MarketQuery }) {
  useDocumentTitle('Map');
  const { marketId } = useLoaderData<MapRouteData>();
  const result = useMapData(marketId, marketQuery);
  const showError = useErrorDialog();
  const goBack = useGoBack();
  const [areaFailure, setAreaFailure] = useState<{ error: unknown } | null>(null);
  const failed = result.status === 'error' || areaFailure !== null;
  const error = result.status === 'error' ? result.error : areaFailure?.error;
  const onAreaFailure = useCallback((areaError: unknown) => {
    setAreaFailure({ error: areaError });
  }, []);
  const reported = useRef(false);
  // Issue #32 item 5: Citybook out of reach is said on the page, which stays (nothing to go back
  // for: the other pages cannot reach it either).
  const unreachable = failed && isNetworkFailure(error);

  // CATALOG-17: the map's failure is explained once, then the user goes back one page.
  useEffect(() => {
    if (!failed || unreachable || reported.current) return;
    reported.current = true;
    // APP-8: a 400, 402, 404 or 405 answer says what went wrong in the server's words.
    showError({
      ...explainLoadFailure(error, MAP_ERROR_MESSAGE),
      onClose: () => {
        goBack(paths.categories);
      },
    });
  }, [failed, unreachable, error, showError, goBack]);

  return (
    <div className={styles.page} data-full-bleed>
      <h1 className={styles.visuallyHidden}>Map</h1>
      {result.status === 'success' ? (
        <MapScreen marketId={marketId} data={result.data} onFailure={onAreaFailure} />
      ) : result.status === 'pending' ? (
        <MapLoading />
      ) : unreachable ? (
        <UnreachableNotice className={styles.notKept} onTryAgain={result.retry}>
          {UnreachableText.mapNotKept}
        </UnreachableNotice>
      ) : null}
    </div>
  );
}
