import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { UNKNOWN_POSITION } from '../../../lib/geolocation.ts';
import { devicePositionQueryOptions } from './api/device-position.ts';
import styles from './map-page.module.css';
import { MapWaitText } from './map-wait-text.ts';

/**
 * The map's wait. A native shell or browser that never answers the location request would hold
 * it for the whole geolocation timeout: after a few seconds the member may go on without it,
 * from the market's centre, as when the position is unknown (MARKET-6).
 */
export function MapLoading() {
  const queryClient = useQueryClient();
  const positionOptions = devicePositionQueryOptions();
  const locating = useQuery(positionOptions).data === undefined;
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSlow(true);
    }, MapWaitText.slowAfterMs);
    return () => {
      clearTimeout(timer);
    };
  }, []);

  const offerWayOut = slow && locating;
  return (
    <div className={styles.loading}>
      <progress className={styles.progress} aria-label={MapWaitText.progress} />
      <p role="status">
        {MapWaitText.loading}
        {offerWayOut ? ` ${MapWaitText.slow}` : ''}
      </p>
      {offerWayOut ? (
        <Button
          variant="secondary"
          onClick={() => {
            // Cancelled first, so a position that comes later neither moves the map nor keeps
            // the spinner going.
            void queryClient.cancelQueries({ queryKey: positionOptions.queryKey }).then(() => {
              queryClient.setQueryData(positionOptions.queryKey, UNKNOWN_POSITION);
            });
          }}
        >
          {MapWaitText.withoutLocation}
        </Button>
      ) : null}
    </div>
  );
}
