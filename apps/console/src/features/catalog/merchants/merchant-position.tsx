import { CatalogApi } from '@citybook/contract/catalog';
import type { MerchantForm } from '@citybook/contract/catalog';
import { MarketConsoleApi } from '@citybook/contract/market';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { callApi } from '../../../lib/api-client.ts';
import type { MapPosition } from './merchant-position-map.tsx';
import styles from './merchants.module.css';

// Leaflet is loaded with the first merchant form that shows a map, not with the console.
const MerchantPositionMap = lazy(() => import('./merchant-position-map.tsx'));

/** The typed pair as a position, when both are numbers in range. */
export function positionOf(latitude: unknown, longitude: unknown): MapPosition | undefined {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { latitude, longitude };
}

interface MerchantPositionProps {
  /** The merchant form's: the map follows its latitude, longitude and market. */
  control: Control<MerchantForm>;
  onPick: (position: MapPosition) => void;
}

/**
 * OPERATOR-10: the map beside the typed latitude and longitude. Its tiles are the member map's
 * (the server's configured tile address, which the CSP already allows).
 */
export function MerchantPosition({ control, onPick }: MerchantPositionProps) {
  const [latitude, longitude, marketId] = useWatch({
    control,
    name: ['latitude', 'longitude', 'marketId'],
  });
  const tiles = useQuery({
    queryKey: ['map', 'config'],
    queryFn: ({ signal }) => callApi(CatalogApi.getMapConfig, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const market = typeof marketId === 'number' && marketId > 0 ? marketId : undefined;
  const centre = useQuery({
    queryKey: [MarketConsoleApi.getMarketEditor.name, market],
    queryFn: ({ signal }) =>
      callApi(MarketConsoleApi.getMarketEditor, { params: { marketId: market! }, signal }),
    enabled: market !== undefined,
  });
  const around = centre.data
    ? { latitude: centre.data.latitude, longitude: centre.data.longitude }
    : undefined;

  return (
    <div className={`${styles.position} ${styles.wide}`}>
      <p className={styles.muted}>
        Click the map to put the pin on the merchant’s door, or drag the pin; the latitude and
        longitude above follow. Typing them moves the pin.
      </p>
      {tiles.isError ? (
        <p className={styles.muted}>The map could not be loaded: type the position above.</p>
      ) : tiles.data ? (
        <Suspense fallback={<p role="status">Loading the map…</p>}>
          <MerchantPositionMap
            tileUrl={tiles.data.tileUrl}
            tileAttribution={tiles.data.tileAttribution}
            position={positionOf(latitude, longitude)}
            around={around}
            onPick={onPick}
            label="Map of the merchant’s position"
          />
        </Suspense>
      ) : (
        <p role="status">Loading the map…</p>
      )}
    </div>
  );
}
