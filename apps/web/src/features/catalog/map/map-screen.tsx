import { DEFAULT_MAP_ZOOM, UnreachableText } from '@citybook/contract/app';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useId, useMemo, useState } from 'react';
import { UnreachableNotice } from '../../../components/unreachable-notice/unreachable-notice.tsx';
import { isNetworkFailure } from '../../../lib/network-failure.ts';
import { useIsOnline } from '../../../lib/use-is-online.ts';
import { isKnownPosition } from './api/device-position.ts';
import { AreaWatch } from './area-watch.tsx';
import { CategoryMenu } from './category-menu.tsx';
import { visibleMerchants } from './category-filter.ts';
import { LocationMarker } from './location-marker.tsx';
import { ClusterMarker } from './cluster-marker.tsx';
import type { MapArea } from './map-area.ts';
import { MapView } from './map-view.tsx';
import { MerchantList } from './merchant-list.tsx';
import { MerchantMarker } from './merchant-marker.tsx';
import { MyLocationButton } from './my-location-button.tsx';
import { SkipToList } from './skip-to-list.tsx';
import { withDistances } from './shown-merchants.ts';
import type { MapData } from './use-map-data.ts';
import { useMapState } from './use-map-state.ts';
import { useMerchantsInArea } from './use-merchants-in-area.ts';
import { ZoomButtons } from './zoom-buttons.tsx';
import styles from './map-page.module.css';
import { MapCategoryText } from './map-category-text.ts';

interface MapScreenProps {
  marketId: number;
  data: MapData;
  /** The first answer about the map's box failed, other than for the network: nothing to show. */
  onFailure: (error: unknown) => void;
}

/** The loaded map: markers, floating controls and the list, in the state the user left them. */
export function MapScreen({ marketId, data, onFailure }: MapScreenProps) {
  const { config, categories, market, position } = data;
  const marketCentre = useMemo(
    () => ({ latitude: market.latitude, longitude: market.longitude }),
    [market.latitude, market.longitude],
  );
  const known = isKnownPosition(position);
  const origin = known ? position : marketCentre;
  const state = useMapState(marketId, { center: origin, zoom: DEFAULT_MAP_ZOOM });
  const [map, setMap] = useState<LeafletMap | null>(null);
  const listId = useId();
  const [area, setArea] = useState<MapArea | null>(null);
  const { inArea, lastAnswer } = useMerchantsInArea(
    marketId,
    area,
    categories,
    state.hiddenCategoryIds,
  );
  const failed = inArea.isError && inArea.data === undefined;
  const error = inArea.error;
  // Issue #32 item 5: no answer for the network is not a failure of the map: it says so and
  // shows what it has (the last answer the tab had).
  const unreachable = inArea.isError && isNetworkFailure(error);
  const online = useIsOnline();

  useEffect(() => {
    if (failed && !isNetworkFailure(error)) onFailure(error);
  }, [failed, error, onFailure]);

  const allOff =
    categories.length > 0 &&
    categories.every((category) => state.hiddenCategoryIds.includes(category.id));
  // Without Citybook, the last answer the tab had stays on the map (issue #32 item 5).
  const outOfReach = unreachable || !online;
  const answer = allOff ? undefined : (inArea.data ?? (outOfReach ? lastAnswer : undefined));
  // Filtered here too so that a category turned off leaves at once, before the next answer.
  const shown = useMemo(
    () => withDistances(visibleMerchants(answer?.merchants ?? [], state.hiddenCategoryIds), origin),
    [answer, state.hiddenCategoryIds, origin],
  );
  // Issue #32 item 6: the list is every merchant in view, clustered or not.
  const listed = useMemo(
    () =>
      withDistances(
        visibleMerchants(answer?.inView.merchants ?? [], state.hiddenCategoryIds),
        origin,
      ),
    [answer, state.hiddenCategoryIds, origin],
  );
  const inViewCount =
    (answer?.inView.count ?? 0) - ((answer?.inView.merchants.length ?? 0) - listed.length);
  const iconUrls = useMemo(
    () => new Map(categories.map((category) => [category.id, category.icon1])),
    [categories],
  );

  return (
    <>
      <div className={styles.mapArea}>
        <SkipToList
          listId={listId}
          onOpenList={() => {
            state.setShowList(true);
          }}
        />
        {/* Issue #32 item 6: the controls sit in a bar above the map, never over a marker. */}
        <div className={styles.toolbar}>
          <ZoomButtons map={map} />
          <div className={styles.toolbarEnd}>
            <CategoryMenu
              categories={categories}
              hiddenCategoryIds={state.hiddenCategoryIds}
              onShowCategory={state.setCategoryShown}
              onShowAll={(shownAll) => {
                state.setAllShown(
                  categories.map((category) => category.id),
                  shownAll,
                );
              }}
            />
            <MyLocationButton map={map} fallback={marketCentre} />
          </div>
        </div>
        {!outOfReach ? null : (
          <UnreachableNotice
            compact
            className={styles.unreachable}
            onTryAgain={() => {
              void inArea.refetch();
            }}
          >
            {answer && answer.merchants.length + answer.clusters.length > 0
              ? UnreachableText.mapKept
              : UnreachableText.mapNothingKept}
          </UnreachableNotice>
        )}
        <div className={styles.mapBox}>
          <MapView
            tileUrl={config.tileUrl}
            tileAttribution={config.tileAttribution}
            viewport={state.restored}
            mapRef={setMap}
            onViewChange={state.saveView}
          >
            <AreaWatch onChange={setArea} />
            <LocationMarker latitude={origin.latitude} longitude={origin.longitude} known={known} />
            {answer?.clusters.map((cluster) => (
              <ClusterMarker key={`cluster-${String(cluster.id)}`} cluster={cluster} />
            ))}
            {shown.map((merchant) => (
              <MerchantMarker
                key={merchant.id}
                merchant={merchant}
                categoryIconUrl={iconUrls.get(merchant.categoryId)}
              />
            ))}
          </MapView>
          <p role="status" className={styles.allOff}>
            {allOff ? MapCategoryText.allOff : ''}
          </p>
        </div>
      </div>
      <MerchantList
        merchants={listed}
        inViewCount={inViewCount}
        listId={listId}
        open={state.showList}
        onOpenChange={state.setShowList}
        restoredScrollTop={state.restored.scrollTop}
        onScrollTopChange={state.saveScrollTop}
      />
    </>
  );
}
