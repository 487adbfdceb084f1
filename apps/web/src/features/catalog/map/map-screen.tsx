import { DEFAULT_MAP_ZOOM, MapCategoryText } from '@citybook/contract';
import type { Map as LeafletMap } from 'leaflet';
import { useId, useMemo, useState } from 'react';
import { isKnownPosition } from './api/device-position.ts';
import { CategoryMenu } from './category-menu.tsx';
import { visibleMerchants } from './category-filter.ts';
import { LocationMarker } from './location-marker.tsx';
import { MapView } from './map-view.tsx';
import { MerchantClusterGroup } from './merchant-cluster-group.tsx';
import { MerchantList } from './merchant-list.tsx';
import { MerchantMarker } from './merchant-marker.tsx';
import { MyLocationButton } from './my-location-button.tsx';
import { SkipToList } from './skip-to-list.tsx';
import type { MapData } from './use-map-data.ts';
import { useMapState } from './use-map-state.ts';
import styles from './map-page.module.css';

interface MapScreenProps {
  marketId: number;
  data: MapData;
}

/** The loaded map: markers, floating controls and the list, in the state the user left them. */
export function MapScreen({ marketId, data }: MapScreenProps) {
  const { config, categories, market, position, merchants } = data;
  const marketCentre = { latitude: market.latitude, longitude: market.longitude };
  const known = isKnownPosition(position);
  const origin = known ? position : marketCentre;
  const state = useMapState(marketId, { center: origin, zoom: DEFAULT_MAP_ZOOM });
  const [map, setMap] = useState<LeafletMap | null>(null);
  const listId = useId();

  const shown = useMemo(
    () => visibleMerchants(merchants, state.hiddenCategoryIds),
    [merchants, state.hiddenCategoryIds],
  );
  const allOff =
    categories.length > 0 &&
    categories.every((category) => state.hiddenCategoryIds.includes(category.id));
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
        <MapView
          tileUrl={config.tileUrl}
          tileAttribution={config.tileAttribution}
          viewport={state.restored}
          mapRef={setMap}
          onViewChange={state.saveView}
        >
          <LocationMarker latitude={origin.latitude} longitude={origin.longitude} known={known} />
          <MerchantClusterGroup>
            {shown.map((merchant) => (
              <MerchantMarker
                key={merchant.id}
                merchant={merchant}
                categoryIconUrl={iconUrls.get(merchant.categoryId)}
              />
            ))}
          </MerchantClusterGroup>
        </MapView>
        <div className={styles.controls}>
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
        <p role="status" className={styles.allOff}>
          {allOff ? MapCategoryText.allOff : ''}
        </p>
      </div>
      <MerchantList
        merchants={shown}
        listId={listId}
        open={state.showList}
        onOpenChange={state.setShowList}
        restoredScrollTop={state.restored.scrollTop}
        onScrollTopChange={state.saveScrollTop}
      />
    </>
  );
}
