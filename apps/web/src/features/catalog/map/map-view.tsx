import 'leaflet/dist/leaflet.css';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useMemo } from 'react';
import type { ReactNode, Ref } from 'react';
import { MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { MapViewport } from './map-state.ts';
import styles from './map-page.module.css';

export const MAP_LABEL = 'Map of merchants';

interface MapViewProps {
  tileUrl: string;
  tileAttribution: string;
  /** Where the map starts; later moves belong to Leaflet and are reported by onViewChange. */
  viewport: MapViewport;
  mapRef: Ref<LeafletMap>;
  onViewChange: (viewport: MapViewport) => void;
  children: ReactNode;
}

/** The Leaflet map with the configured tiles (CATALOG-15: tile URL from configuration). */
export function MapView({
  tileUrl,
  tileAttribution,
  viewport,
  mapRef,
  onViewChange,
  children,
}: MapViewProps) {
  return (
    <MapContainer
      ref={mapRef}
      className={styles.map}
      center={[viewport.center.latitude, viewport.center.longitude]}
      zoom={viewport.zoom}
      // The zoom buttons are in the bar above the map (ZoomButtons): here they covered markers.
      zoomControl={false}
    >
      <TileLayer url={tileUrl} attribution={tileAttribution} />
      <MapSetup onViewChange={onViewChange} />
      {children}
    </MapContainer>
  );
}

function MapSetup({ onViewChange }: { onViewChange: (viewport: MapViewport) => void }) {
  const map = useMap();

  useEffect(() => {
    // Leaflet makes the container focusable for keyboard panning; it also needs a name.
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', MAP_LABEL);
  }, [map]);

  useEffect(() => {
    // Leaflet follows window resizes only; the list opening below also changes the map's size.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      map.invalidateSize();
    });
    observer.observe(map.getContainer());
    return () => {
      observer.disconnect();
    };
  }, [map]);

  const handlers = useMemo(
    () => ({
      moveend: () => {
        const { lat, lng } = map.getCenter();
        onViewChange({ center: { latitude: lat, longitude: lng }, zoom: map.getZoom() });
      },
    }),
    [map, onViewChange],
  );
  useMapEvents(handlers);
  return null;
}
